import { Stack } from '@mantine/core';
import { EmailChangeStatus } from '../features/account/components/email-change-status';
import { useT } from '../lib/i18n';
import { useSignedLink } from '../lib/use-signed-link';
import { PageTitle } from '../ui/page-title';

/** /email/change/{id}/{hash}?expires=…&signature=… — the link mailed to a new address. */
export function ConfirmEmailChangeRoute() {
  const t = useT();
  const link = useSignedLink();

  return (
    <Stack gap="lg">
      <PageTitle title={t('account.email_change.title')} />
      <EmailChangeStatus link={link} />
    </Stack>
  );
}
