import type { UpdateSettingsBody } from '@gazda/contracts/auth';
import type { DataOf } from '@gazda/contracts/common';
import { authPaths } from '@gazda/contracts/paths';
import type { User } from '@gazda/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { chooseLocale, settleLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

async function updateSettings(body: UpdateSettingsBody): Promise<User> {
  const { data } = await apiRequest<DataOf<User>>(authPaths.updateSettings, {
    method: 'POST',
    body,
  });
  return data;
}

/**
 * Saves the language and/or push notifications. A new language shows at once and is sent as
 * App-Language from the next call on, even before the server has saved it
 * (docs/rules/product.md §7).
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onMutate: (body) => {
      if (body.lang) chooseLocale(body.lang);
    },
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.me, user);
    },
    onSettled: (_user, _error, body) => {
      if (body.lang) settleLocale();
    },
  });
}
