import { useParams, useSearchParams } from 'react-router';

type SignedLink = { id: string; hash: string; expires: string; signature: string };

/** The parts of a mailed, signed link `/…/{id}/{hash}?expires=…&signature=…` as the page got it. */
export function useSignedLink(): SignedLink {
  const { id = '', hash = '' } = useParams();
  const [params] = useSearchParams();
  return {
    id,
    hash,
    expires: params.get('expires') ?? '',
    signature: params.get('signature') ?? '',
  };
}
