import type { GovernmentId } from '@gazda/contracts/government-id';
import { formatDateTime } from '@gazda/i18n/format';
import { Alert, Badge, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useLocale, useT } from '../../../lib/i18n';

const colors = {
  not_uploaded: 'gray',
  under_review: 'yellow',
  verified: 'green',
  rejected: 'red',
} as const;

/** The ID's status chip, and what it means now: under review, verified on…, rejected because… */
export function GovernmentIdStatus({ id }: { id: GovernmentId }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <Group gap="xs">
        <Text size="sm" fw={500}>
          {t('governmentId.status_label')}
        </Text>
        <Badge color={colors[id.status]} variant="light" radius="sm" data-status={id.status}>
          {t(`governmentId.status.${id.status}`)}
        </Badge>
        {id.status === 'verified' && id.verified_at ? (
          <Text size="sm" c="dimmed">
            {t('governmentId.verified_on', { date: formatDateTime(id.verified_at, locale) })}
          </Text>
        ) : null}
      </Group>
      {id.status === 'under_review' ? (
        <Alert color="yellow" variant="light" icon={<IconClockHour4 size={20} />}>
          {t('governmentId.under_review_text')}
        </Alert>
      ) : null}
      {id.status === 'verified' ? (
        <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />}>
          {t('governmentId.verified_text')}
        </Alert>
      ) : null}
      {id.status === 'rejected' ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={20} />}
          title={t('governmentId.rejected_title')}
          role="alert"
        >
          <Text size="sm">
            {t('governmentId.rejected_reason', { reason: id.rejection_reason ?? '' })}
          </Text>
          <Text size="sm">{t('governmentId.rejected_text')}</Text>
        </Alert>
      ) : null}
    </>
  );
}
