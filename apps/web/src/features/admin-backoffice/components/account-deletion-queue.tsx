import type { AdminAccountDeletion } from '@gazda/contracts/account-deletion';
import { formatDateTime } from '@gazda/i18n/format';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useAccountDeletions, useCompleteDeletion } from '../api/account-deletions';
import { QueueState } from './queue-state';

/** One request; erasing cannot be undone, so the button asks once more before it acts. */
function DeletionCard({ item }: { item: AdminAccountDeletion }) {
  const t = useT();
  const locale = useLocale();
  const complete = useCompleteDeletion();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card withBorder radius="md" padding="md" data-user-id={item.user_id}>
      <Stack gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {`${item.first_name} ${item.last_name}`.trim()} · {item.email}
          </Text>
          <Text size="sm" c="dimmed">
            {t('admin.deletions.times', {
              requested: formatDateTime(item.requested_at, locale),
              due: formatDateTime(item.due_at, locale),
            })}
          </Text>
        </Stack>
        <Group gap="xs">
          {confirming ? (
            <>
              <Button
                color="red"
                loading={complete.isPending}
                onClick={() =>
                  complete.mutate(item.user_id, {
                    onSuccess: () => notifySuccess(t('admin.deletions.completed')),
                    onError: notifyError,
                  })
                }
              >
                {t('admin.deletions.confirm')}
              </Button>
              <Button
                variant="default"
                onClick={() => setConfirming(false)}
                disabled={complete.isPending}
              >
                {t('common.cancel')}
              </Button>
            </>
          ) : (
            <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
              {t('admin.deletions.complete')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** Pending deletion requests, oldest first; the job completes them within 24 hours anyway. */
export function AccountDeletionQueue() {
  const t = useT();
  const requests = useAccountDeletions();
  return (
    <QueueState
      query={requests}
      isEmpty={(data) => data.data.length === 0}
      empty={t('admin.deletions.empty')}
    >
      {(data) => (
        <Stack gap="sm">
          {data.data.map((item) => (
            <DeletionCard key={item.user_id} item={item} />
          ))}
        </Stack>
      )}
    </QueueState>
  );
}
