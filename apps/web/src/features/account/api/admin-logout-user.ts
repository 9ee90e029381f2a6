import { adminPaths } from '@gazda/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST admin/users/{id}/logout → 204: every login of that user ends (Admin only). */
function adminLogoutUser(userId: number): Promise<void> {
  return apiRequest(adminPaths.userLogout(userId), { method: 'POST' });
}

export function useAdminLogoutUser() {
  return useMutation({ mutationFn: adminLogoutUser });
}
