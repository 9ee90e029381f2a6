import { idempotencyKeyHeader, messagesPaths } from '@gazda/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A fresh Idempotency-Key per attempt (getRandomValues: randomUUID needs HTTPS or localhost). */
function questionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * POST public/ads/{id}/questions "Ask the host": starts (or continues) the guest's conversation
 * about this listing; the answer arrives in the inbox. One Idempotency-Key per attempt.
 */
export function useAskQuestion(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (message: string) =>
      (
        await apiRequest<{ data: { conversation_id: number } }>(messagesPaths.question(listingId), {
          method: 'POST',
          body: { message },
          headers: { [idempotencyKeyHeader]: questionKey() },
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.messages }),
  });
}
