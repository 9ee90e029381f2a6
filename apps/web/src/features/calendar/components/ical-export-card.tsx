import { ActionIcon, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconRefreshAlert } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useRegenerateIcalExport } from '../api/regenerate-ical-export';
import { copyText } from '../utils/copy-text';
import { notifyApiError } from '../utils/notify-api-error';
import { ConfirmAction } from './confirm-action';

type IcalExportCardProps = { listingId: number; url: string };

/** Our calendar for Airbnb and Booking.com: the secret link, copy, a new link, and where to paste it. */
export function IcalExportCard({ listingId, url }: IcalExportCardProps) {
  const t = useT();
  const regenerate = useRegenerateIcalExport(listingId);
  const [copied, setCopied] = useState(false);

  async function copy() {
    if (await copyText(url)) {
      setCopied(true);
      notifySuccess(t('calendar.export.copied'));
      window.setTimeout(() => setCopied(false), 2000);
    } else {
      notifyError(new Error(t('calendar.export.copy_failed')));
    }
  }

  return (
    <Stack gap="xs">
      <Text fw={700}>{t('calendar.export.title')}</Text>
      <Text size="sm" c="dimmed">
        {t('calendar.export.intro')}
      </Text>
      <TextInput
        label={t('calendar.export.url')}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        rightSectionWidth={40}
        rightSection={
          <Tooltip
            label={t(copied ? 'calendar.export.copied' : 'calendar.export.copy')}
            withArrow
          >
            <ActionIcon
              variant={copied ? 'filled' : 'subtle'}
              color={copied ? 'green.9' : 'dark'}
              aria-label={t('calendar.export.copy')}
              onClick={() => void copy()}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        }
      />
      <Group>
        <ConfirmAction
          buttonProps={{
            variant: 'default',
            size: 'xs',
            leftSection: <IconRefreshAlert size={14} />,
          }}
          title={t('calendar.export.regenerate_title')}
          message={t('calendar.export.regenerate_text')}
          confirmLabel={t('calendar.export.regenerate_confirm')}
          loading={regenerate.isPending}
          onConfirm={(close) =>
            regenerate.mutate(undefined, {
              onSuccess: () => {
                close();
                notifySuccess(t('calendar.export.regenerated'));
              },
              onError: notifyApiError,
            })
          }
        >
          {t('calendar.export.regenerate')}
        </ConfirmAction>
      </Group>
      <Text size="sm" fw={600} mt="xs">
        {t('calendar.export.help_airbnb_title')}
      </Text>
      <Text size="sm">{t('calendar.export.help_airbnb')}</Text>
      <Text size="sm" fw={600}>
        {t('calendar.export.help_booking_title')}
      </Text>
      <Text size="sm">{t('calendar.export.help_booking')}</Text>
    </Stack>
  );
}
