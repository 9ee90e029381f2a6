import { authPaths } from '@gazda/contracts/paths';
import type { VerifyEmailResponse } from '@gazda/contracts/auth';
import type { User } from '@gazda/contracts/user';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { takeRedirectAfterVerify } from '../redirect-after-verify';
import { signIn } from './login';

/** The values of the signed link in the mail: `/email/verify/{id}/{hash}?expires=…&signature=…`. */
export type VerifyEmailLink = { id: string; hash: string; expires: string; signature: string };

const VERIFY_KEY = 'verify-email';

/**
 * No login needed: the signature proves the link, which works once. The answer is the verified
 * user and a new token: the link logs in. A bad link answers 422 (`errors.link`); a used one 409
 * `email_already_verified`, which the page tells as good news.
 */
async function verifyEmail(queryClient: QueryClient, link: VerifyEmailLink): Promise<User> {
  const answer = await apiRequest<VerifyEmailResponse>(authPaths.verifyEmail(link.id, link.hash), {
    query: { expires: link.expires, signature: link.signature },
    logoutOn401: false,
  });
  // Someone else was logged in in this browser: their cached data must not show for this user.
  const previous = queryClient.getQueryData<User>(queryKeys.me);
  if (previous && previous.id !== answer.data.id)
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== VERIFY_KEY });
  // Stored exactly as a login stores it; a token held before is replaced by this one.
  return signIn(queryClient, answer.token, answer.data);
}

/**
 * A query, not a mutation: opening the same link twice (React StrictMode, a reload) calls once.
 * `next`: where a registration made on the way somewhere goes back to, else null (the panel).
 */
export function verifyEmailQueryOptions(link: VerifyEmailLink, queryClient: QueryClient) {
  return queryOptions({
    queryKey: [VERIFY_KEY, link.id, link.hash, link.expires, link.signature],
    queryFn: async () => {
      const user = await verifyEmail(queryClient, link);
      return { user, next: takeRedirectAfterVerify() };
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
