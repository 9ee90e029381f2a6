import type { CalendarInitData } from '@gazda/contracts/calendar';
import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';
import { notifySuccess } from '../../../ui/notify';
import { useRefreshIcal } from '../api/refresh-ical';
import { notifyApiError } from '../utils/notify-api-error';
import { IcalExportCard } from './ical-export-card';
import { IcalImportForm } from './ical-import-form';
import { IcalImportList } from './ical-import-list';

type SyncTabProps = { listingId: number; initData: CalendarInitData };

/** iCal both ways: calendars imported from Airbnb, Booking.com…, and our own link for them. */
export function SyncTab({ listingId, initData }: SyncTabProps) {
  const t = useT();
  const refresh = useRefreshIcal(listingId);
  const imports = initData.ical_imports;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Text fw={700}>{t('calendar.sync.imports_title')}</Text>
        {imports.length > 0 ? (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} />}
            loading={refresh.isPending}
            onClick={() =>
              refresh.mutate(undefined, {
                onSuccess: () => notifySuccess(t('calendar.sync.refreshed')),
                onError: notifyApiError,
              })
            }
          >
            {t('calendar.sync.refresh')}
          </Button>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        {t('calendar.sync.imports_intro')}
      </Text>
      <IcalImportList listingId={listingId} imports={imports} />
      <IcalImportForm listingId={listingId} />
      <Divider my="xs" />
      <IcalExportCard listingId={listingId} url={initData.ical_export.url} />
    </Stack>
  );
}
