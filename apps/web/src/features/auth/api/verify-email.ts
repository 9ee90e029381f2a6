import { authPaths } from '@gazda/contracts/auth';
import { dataOf } from '@gazda/contracts/common';
import { userSchema, type User } from '@gazda/contracts/user';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The values of the signed link in the mail: `/email/verify/{id}/{hash}?expires=…&signature=…`. */
export type VerifyEmailLink = { id: string; hash: string; expires: string; signature: string };

const verifiedSchema = dataOf(userSchema);

/** No login needed: the signature proves the link. A bad link answers 422 (`errors.link`). */
export async function verifyEmail(link: VerifyEmailLink): Promise<User> {
  const { data } = await apiRequest(authPaths.verifyEmail(link.id, link.hash), {
    query: { expires: link.expires, signature: link.signature },
    schema: verifiedSchema,
    logoutOn401: false,
  });
  return data;
}

/** A query, not a mutation: opening the same link twice (React StrictMode, a reload) calls once. */
export function verifyEmailQueryOptions(link: VerifyEmailLink, queryClient: QueryClient) {
  return queryOptions({
    queryKey: ['verify-email', link.id, link.hash, link.expires, link.signature],
    queryFn: async () => {
      const user = await verifyEmail(link);
      // The person may be logged in here: the shell's user must show the verified address.
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
      return user;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
