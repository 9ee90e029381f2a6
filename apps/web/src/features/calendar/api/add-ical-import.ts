import { calendarPaths } from '@gazda/contracts/paths';
import type { IcalImport } from '@gazda/contracts/calendar';
import type { DataOf } from '@gazda/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

type IcalImportBody = { url: string; name: string };

/** 201 with the result of the first fetch, which the server makes at once. */
async function addIcalImport(listingId: number, body: IcalImportBody): Promise<IcalImport> {
  const { data } = await apiRequest<DataOf<IcalImport>>(calendarPaths.icalImports(listingId), {
    method: 'POST',
    body,
  });
  return data;
}

/** Its events block nights: the imports list and the days are refreshed. */
export function useAddIcalImport(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IcalImportBody) => addIcalImport(listingId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all(listingId) }),
  });
}
