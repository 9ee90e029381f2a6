import { governmentIdPaths } from '@gazda/contracts/paths';
import type { DataOf } from '@gazda/contracts/common';
import type { GovernmentId, GovernmentIdSide } from '@gazda/contracts/government-id';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { postForm } from '../../../lib/upload';
import { governmentIdKey } from './get-government-id';

type IdUpload = {
  files: Partial<Record<GovernmentIdSide, File>>;
  onProgress?: (fraction: number) => void;
};

/** POST government-id, multipart `front` and `back`, with upload progress. */
async function uploadGovernmentId({ files, onProgress }: IdUpload): Promise<GovernmentId> {
  const form = new FormData();
  if (files.front) form.append('front', files.front, files.front.name);
  if (files.back) form.append('back', files.back, files.back.name);
  return (
    await postForm<DataOf<GovernmentId>>(governmentIdPaths.governmentId, form, { onProgress })
  ).data;
}

export function useUploadGovernmentId() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadGovernmentId,
    onSuccess: (data) => {
      queryClient.setQueryData(governmentIdKey, data);
      // The User's governmentIdStatus and hasGovernmentId changed too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}
