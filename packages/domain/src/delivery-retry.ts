/**
 * When a mail or a push that failed is tried again: after the n-th failed attempt 1, 2, 4 … minutes,
 * at most an hour. The mail queue gives up after 20 attempts (about 17 hours), the push queue after
 * 10 (about 4 hours) (apps/api/src/mail/mail-queue.ts, features/push/push-delivery.ts).
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** Math.max(attempts - 1, 0), 60) * 60_000;
}
