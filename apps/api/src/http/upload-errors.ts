import { errorStatus } from '@gazda/contracts/error-codes';
import { AppError } from '../errors';

/**
 * The upload messages of docs/rules/product.md §8 (`upload.*`); each is the code `upload_<problem>`
 * of contracts' error table, which gives its HTTP status.
 */
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

/** How long a client is asked to wait when the image queue (features/photos/photo-processing.ts) is full. */
const BUSY_RETRY_AFTER_SECONDS = '10';

/**
 * `{ message, code: 'upload_<problem>', errors: { photo: [message] } }`: the message is the upload
 * text itself, so a client may show either; `errors` only on 422 (docs/rules/api.md Conventions).
 * `field` names another multipart part (the ID's `front` and `back`).
 */
export function uploadError(problem: UploadProblem, field = 'photo'): AppError {
  const code = `upload_${problem}` as const;
  const key = `upload.${problem}` as const;
  return new AppError(code, {
    messageKey: key,
    fieldErrors: errorStatus(code) === 422 ? { [field]: [key] } : undefined,
    headers: problem === 'busy' ? { 'retry-after': BUSY_RETRY_AFTER_SECONDS } : undefined,
  });
}
