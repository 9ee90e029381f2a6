import { listingsPaths } from '@gazda/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST panel/ads/{id}/delete-request → 202: a mail with a signed link; nothing changes yet. */
function requestDelete(id: number): Promise<void> {
  return apiRequest(listingsPaths.deleteRequest(id), { method: 'POST' });
}

export function useRequestDelete(id: number) {
  return useMutation({ mutationFn: () => requestDelete(id) });
}
