import { Container, Stack } from '@mantine/core';
import { useAccountDeletion } from '../features/account-deletion/api/get-account-deletion';
import { DeleteAccountForm } from '../features/account-deletion/components/delete-account-form';
import { DeletionExplanation } from '../features/account-deletion/components/deletion-explanation';
import { DeletionRequested } from '../features/account-deletion/components/deletion-requested';
import { useT } from '../lib/i18n';
import { PageTitle } from '../ui/page-title';

/**
 * /delete-account: what is erased and kept, the password and a confirm dialog; once asked, the
 * "request received" state. When it is completed the token stops working (401 → logout).
 */
export function DeleteAccountRoute() {
  const t = useT();
  const deletion = useAccountDeletion();
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <PageTitle title={t('accountDeletion.title')} description={t('accountDeletion.intro')} />
        <DeletionExplanation />
        {deletion.status === 'deletion_requested' ? (
          <DeletionRequested deletion={deletion} />
        ) : (
          <DeleteAccountForm />
        )}
      </Stack>
    </Container>
  );
}
