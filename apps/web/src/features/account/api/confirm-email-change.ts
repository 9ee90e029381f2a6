import type { EmailChangeResponse } from '@gazda/contracts/account';
import { accountPaths } from '@gazda/contracts/paths';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The values of the signed link in the mail: `/email/change/{id}/{hash}?expires=…&signature=…`. */
export type EmailChangeLink = { id: string; hash: string; expires: string; signature: string };

/**
 * No login needed (the link may be opened on another device): the signature proves it, once. The
 * answer is the account's new address; a logged-in panel reloads its user. A bad, used or expired
 * link, or an address taken meanwhile, answers 422 (`errors.link` or `errors.email`).
 */
async function confirmEmailChange(
  queryClient: QueryClient,
  link: EmailChangeLink,
): Promise<string> {
  const answer = await apiRequest<EmailChangeResponse>(
    accountPaths.confirmEmailChange(link.id, link.hash),
    { query: { expires: link.expires, signature: link.signature }, logoutOn401: false },
  );
  await queryClient.invalidateQueries({ queryKey: queryKeys.me });
  return answer.data.email;
}

/** A query, not a mutation: opening the same link twice (StrictMode, a reload) calls once. */
export function confirmEmailChangeQueryOptions(link: EmailChangeLink, queryClient: QueryClient) {
  return queryOptions({
    queryKey: ['email-change', link.id, link.hash, link.expires, link.signature],
    queryFn: () => confirmEmailChange(queryClient, link),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
