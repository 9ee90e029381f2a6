import { Stack } from '@mantine/core';
import { VerifyEmailStatus } from '../features/auth/components/verify-email-status';
import { useT } from '../lib/i18n';
import { useSignedLink } from '../lib/use-signed-link';
import { PageTitle } from '../ui/page-title';

/** /email/verify/{id}/{hash}?expires=…&signature=… — the link from the verification mail. */
export function VerifyEmailRoute() {
  const t = useT();
  const link = useSignedLink();

  return (
    <Stack gap="lg">
      <PageTitle title={t('auth.verify.title')} />
      <VerifyEmailStatus link={link} />
    </Stack>
  );
}
