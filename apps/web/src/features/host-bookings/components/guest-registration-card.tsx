import type { GuestDetailsView } from '@gazda/contracts/guest-registration';
import { formatDate, formatDateTime } from '@gazda/i18n/format';
import {
  Badge,
  Checkbox,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import { hostGuestsQueryOptions, useTickEturista } from '../api/host-guests';
import { CopyFact } from './copy-fact';

/** DD.MM.YYYY, as eTurista's date fields take it. */
const dotted = (date: string) => date.split('-').reverse().join('.');

function GuestFacts({ guest, n }: { guest: GuestDetailsView; n: number }) {
  const t = useT();
  const field = (name: keyof GuestDetailsView, value: string | null) =>
    value ? <CopyFact label={t(`guestRegistration.field.${name}`)} value={value} /> : null;
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('guestRegistration.trip.guest', { n })}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
        {field('first_name', guest.first_name)}
        {field('last_name', guest.last_name)}
        {field('sex', t(`guestRegistration.sex.${guest.sex}`))}
        {field('birth_date', dotted(guest.birth_date))}
        {field('citizenship', guest.citizenship)}
        {field('document_type', t(`guestRegistration.document.${guest.document_type}`))}
        {field('document_number', guest.document_number)}
        {field('jmbg', guest.jmbg)}
        {field('entry_date', guest.entry_date ? dotted(guest.entry_date) : null)}
        {field('entry_place', guest.entry_place)}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The host's eTurista checklist on the booking page (docs/rules/guest-registration.md): each
 * guest's details with a copy button per field, the box "registered" and the deadline.
 */
export function GuestRegistrationCard({ reservationId }: { reservationId: number }) {
  const t = useT();
  const locale = useLocale();
  const query = useQuery(hostGuestsQueryOptions(reservationId));
  const tick = useTickEturista(reservationId);
  const [openedAt] = useState(() => Date.now());
  if (!query.data) return null;
  const data = query.data;
  const overdue = !data.eturista.registered && openedAt > Date.parse(data.eturista.deadline);
  return (
    <Paper withBorder radius="md" p="md" data-testid="guest-registration">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="h5">
            {t('guestRegistration.host.title')}
          </Title>
          {overdue ? (
            <Badge color="red" variant="light" radius="sm">
              {t('guestRegistration.host.overdue')}
            </Badge>
          ) : null}
        </Group>
        <Checkbox
          checked={data.eturista.registered}
          onChange={(e) => tick.mutate(e.currentTarget.checked)}
          disabled={tick.isPending}
          label={t('guestRegistration.host.registered')}
          description={
            data.eturista.registered_at
              ? t('guestRegistration.host.registered_at', {
                  date: formatDate(data.eturista.registered_at.slice(0, 10), locale),
                })
              : t('guestRegistration.host.deadline', {
                  deadline: formatDateTime(data.eturista.deadline, locale),
                })
          }
        />
        {data.erased ? (
          <Text size="sm" c="dark.4">
            {t('guestRegistration.host.erased')}
          </Text>
        ) : data.guests.length === 0 ? (
          <Text size="sm" c="dark.4">
            {t('guestRegistration.host.none')}
          </Text>
        ) : (
          data.guests.map((guest, i) => (
            <Stack key={i} gap="md">
              {i > 0 ? <Divider /> : null}
              <GuestFacts guest={guest} n={i + 1} />
            </Stack>
          ))
        )}
      </Stack>
    </Paper>
  );
}
