import { notifications } from '@mantine/notifications';
import { ApiError } from '../lib/api-client';

/* Transient messages: bottom centre, 2 seconds (product.md §2, set on <Notifications>). */

export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'green', withBorder: true });
}

/** An ApiError's message is already translated; anything else is a bug, shown as-is. */
export function notifyError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  notifications.show({
    message,
    color: 'red',
    withBorder: true,
    autoClose: error instanceof ApiError ? undefined : 4000,
  });
}
