import { listingsPaths } from '@gazda/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

type FixErrors = { sr: string; en: string };

/** POST admin/ads/{id}/approve: pending → listed. */
export function useApproveListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(listingsPaths.adminApprove(id), { method: 'POST' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

/** POST admin/ads/{id}/request-fix: pending → pending_fix with what to fix in both languages. */
export function useRequestListingFix(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (errors: FixErrors) =>
      apiRequest(listingsPaths.adminRequestFix(id), { method: 'POST', body: { errors } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
