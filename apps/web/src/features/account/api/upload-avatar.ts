import { accountPaths } from '@gazda/contracts/paths';
import type { DataOf } from '@gazda/contracts/common';
import type { User } from '@gazda/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { postForm } from '../../../lib/upload';

/** POST user-settings/avatar, multipart field `avatar`. */
async function uploadAvatar(file: File): Promise<User> {
  const form = new FormData();
  form.append('avatar', file, file.name);
  return (await postForm<DataOf<User>>(accountPaths.avatar, form)).data;
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.me, user);
    },
  });
}
