import type { AdminGovernmentId } from '@gazda/contracts/government-id';
import { formatDateTime } from '@gazda/i18n/format';
import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLocale, useT } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useGovernmentIdQueue, useReviewGovernmentId } from '../api/government-ids';
import { PrivatePicture } from './private-picture';
import { QueueState } from './queue-state';
import { RejectIdForm } from './reject-id-form';

function IdCard({ item }: { item: AdminGovernmentId }) {
  const t = useT();
  const locale = useLocale();
  const { verify } = useReviewGovernmentId(item.user_id);
  const [rejectOpened, rejecting] = useDisclosure(false);
  const name = `${item.first_name} ${item.last_name}`.trim();
  return (
    <Card withBorder radius="md" padding="md" data-user-id={item.user_id}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="h5">
            {name} · {item.email}
          </Title>
          <Text size="sm" c="dimmed">
            {t('admin.ids.uploaded', { date: formatDateTime(item.uploaded_at, locale) })}
          </Text>
        </Stack>
        <Group gap="sm" align="stretch">
          <PrivatePicture url={item.front_url} label={t('admin.ids.front')} />
          <PrivatePicture url={item.back_url} label={t('admin.ids.back')} />
        </Group>
        <Group gap="xs">
          <Button
            color="green"
            loading={verify.isPending}
            onClick={() =>
              verify.mutate(undefined, {
                onSuccess: () => notifySuccess(t('admin.ids.verified', { name })),
                onError: notifyError,
              })
            }
          >
            {t('admin.ids.verify')}
          </Button>
          <Button
            variant="outline"
            color="red"
            onClick={rejecting.open}
            disabled={verify.isPending}
          >
            {t('admin.ids.reject')}
          </Button>
        </Group>
      </Stack>
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={rejectOpened}
        onClose={rejecting.close}
        title={t('admin.ids.reject_title', { name })}
      >
        <RejectIdForm userId={item.user_id} onDone={rejecting.close} />
      </Modal>
    </Card>
  );
}

/** IDs under review: look at both sides, then verify or reject with a reason. */
export function GovernmentIdQueue() {
  const t = useT();
  const queue = useGovernmentIdQueue();
  return (
    <QueueState
      query={queue}
      isEmpty={(data) => data.data.length === 0}
      empty={t('admin.ids.empty')}
    >
      {(data) => (
        <Stack gap="sm">
          {data.data.map((item) => (
            <IdCard key={item.user_id} item={item} />
          ))}
        </Stack>
      )}
    </QueueState>
  );
}
