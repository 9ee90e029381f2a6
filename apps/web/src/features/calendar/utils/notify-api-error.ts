import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../ui/notify';

/** A 422 shows its first field message (more useful than "Validation Error"); the rest as they are. */
export function notifyApiError(error: unknown): void {
  if (error instanceof ApiError && error.errors) {
    const first = Object.values(error.errors).find((messages) => messages.length > 0)?.[0];
    if (first) return notifyError(new ApiError(error.status, first, error.errors));
  }
  notifyError(error);
}
