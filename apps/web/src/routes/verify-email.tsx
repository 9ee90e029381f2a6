import { Stack } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { VerifyEmailStatus } from '../features/auth/components/verify-email-status';
import { useT } from '../lib/i18n';
import { PageTitle } from '../ui/page-title';

/** /email/verify/{id}/{hash}?expires=…&signature=… — the link from the verification mail. */
export function VerifyEmailRoute() {
  const t = useT();
  const { id = '', hash = '' } = useParams();
  const [params] = useSearchParams();
  const link = {
    id,
    hash,
    expires: params.get('expires') ?? '',
    signature: params.get('signature') ?? '',
  };

  return (
    <Stack gap="lg">
      <PageTitle title={t('auth.verify.title')} />
      <VerifyEmailStatus link={link} />
    </Stack>
  );
}
