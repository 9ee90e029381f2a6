import type { AccountDeletion } from '@gazda/contracts/account-deletion';
import { formatDateTime } from '@gazda/i18n/format';
import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useLocale, useT } from '../../../lib/i18n';

/** The "request received" state, with the latest time the deletion happens. */
export function DeletionRequested({ deletion }: { deletion: AccountDeletion }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconCircleCheck size={20} />}
      title={t('accountDeletion.requested_title')}
      role="status"
    >
      {t('accountDeletion.requested_text', {
        date: deletion.due_at ? formatDateTime(deletion.due_at, locale) : '',
      })}
    </Alert>
  );
}
