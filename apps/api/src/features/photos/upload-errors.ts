import { AppError } from '../../errors';

/** The upload messages of docs/rules/product.md §8 (`upload.*`), each with its HTTP status. */
export type UploadProblem =
  | 'wrong_type'
  | 'wrong_type_id'
  | 'too_large'
  | 'too_large_dimensions'
  | 'too_small'
  | 'try_again'
  | 'too_many'
  | 'failed'
  | 'busy';

const statusOf: Record<UploadProblem, number> = {
  wrong_type: 422,
  wrong_type_id: 422,
  too_large: 413,
  too_large_dimensions: 422,
  too_small: 422,
  try_again: 422,
  too_many: 422,
  failed: 500,
  busy: 503,
};

/** How long a client is asked to wait when the image queue (photo-processing.ts) is full. */
const BUSY_RETRY_AFTER_SECONDS = '10';

/**
 * `{ message, code: 'upload_<problem>', errors: { photo: [message] } }`: the message is the upload
 * text itself, so a client may show either; `errors` only on 422 (docs/rules/api.md Conventions).
 * `field` names another multipart part (the ID's `front` and `back`).
 */
export function uploadError(problem: UploadProblem, field = 'photo'): AppError {
  const key = `upload.${problem}` as const;
  const status = statusOf[problem];
  return new AppError(
    `upload_${problem}`,
    status,
    key,
    status === 422 ? { [field]: [key] } : undefined,
    problem === 'busy' ? { 'retry-after': BUSY_RETRY_AFTER_SECONDS } : undefined,
  );
}
