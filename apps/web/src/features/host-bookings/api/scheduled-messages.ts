import type { ScheduledMessage } from '@gazda/contracts/messages';
import { messagesPaths } from '@gazda/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET reservations/{id}/scheduled-messages: what the listing's templates send for this stay. */
export function scheduledMessagesQueryOptions(reservationId: number) {
  return queryOptions({
    queryKey: [...queryKeys.messages, 'scheduled', reservationId] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ data: ScheduledMessage[] }>(messagesPaths.scheduled(reservationId), { signal }),
  });
}
