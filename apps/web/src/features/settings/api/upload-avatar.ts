import { accountPaths } from '@gazda/contracts/account';
import { dataOf } from '@gazda/contracts/common';
import { userSchema, type User } from '@gazda/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { postForm } from '../../../lib/upload';

const updatedSchema = dataOf(userSchema);

/** POST user-settings/avatar, multipart field `avatar`. */
export async function uploadAvatar(file: File): Promise<User> {
  const form = new FormData();
  form.append('avatar', file, file.name);
  return (await postForm(accountPaths.avatar, form, updatedSchema)).data;
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
