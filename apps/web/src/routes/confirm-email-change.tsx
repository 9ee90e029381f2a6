import { Stack } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { EmailChangeStatus } from '../features/settings/components/email-change-status';
import { useT } from '../lib/i18n';
import { PageTitle } from '../ui/page-title';

/** /email/change/{id}/{hash}?expires=…&signature=… — the link mailed to a new address. */
export function ConfirmEmailChangeRoute() {
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
      <PageTitle title={t('account.email_change.title')} />
      <EmailChangeStatus link={link} />
    </Stack>
  );
}
