import { Container, Stack, Text } from '@mantine/core';
import { useGovernmentId } from '../features/government-id/api/get-government-id';
import { GovernmentIdForm } from '../features/government-id/components/government-id-form';
import { GovernmentIdStatus } from '../features/government-id/components/government-id-status';
import { useT } from '../lib/i18n';
import { PageTitle } from '../ui/page-title';

/**
 * /government-id: the ID's status (not uploaded, under review, verified on…, rejected with the
 * reason), and while it is not verified the front and back pickers with the upload.
 */
export function GovernmentIdRoute() {
  const t = useT();
  const id = useGovernmentId();
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <PageTitle title={t('governmentId.title')} description={t('governmentId.description')} />
        <GovernmentIdStatus id={id} />
        {id.status === 'verified' ? null : <GovernmentIdForm id={id} />}
        <Text size="xs" c="dimmed">
          {t('governmentId.private_note')}
        </Text>
      </Stack>
    </Container>
  );
}
