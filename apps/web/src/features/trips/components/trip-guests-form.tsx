import type { GuestDetailsBody, TripGuests } from '@gazda/contracts/guest-registration';
import {
  DOCUMENT_TYPES,
  SEXES,
  isForeignGuest,
  validateGuestList,
} from '@gazda/domain/guest-registration';
import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useLocale, useT } from '../../../lib/i18n';
import { citizenshipQueryOptions, useSaveTripGuests } from '../api/trip-guests';

type Guest = Required<{ [K in keyof GuestDetailsBody]: string }>;

const EMPTY: Guest = {
  first_name: '',
  last_name: '',
  sex: '',
  birth_date: '',
  citizenship: 'RS',
  document_type: 'id_card',
  document_number: '',
  jmbg: '',
  entry_date: '',
  entry_place: '',
};

const asForm = (g: TripGuests['guests'][number]): Guest => ({
  ...g,
  jmbg: g.jmbg ?? '',
  entry_date: g.entry_date ?? '',
  entry_place: g.entry_place ?? '',
});

/** Today on this device: the server checks again with the listing's day. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The details the host enters in eTurista, one block per guest (docs/rules/guest-registration.md):
 * checked here with the domain's rules, then by the server, whose field errors show the same way.
 */
export function TripGuestsForm({
  reservationId,
  answer,
}: {
  reservationId: number;
  answer: TripGuests;
}) {
  const t = useT();
  const locale = useLocale();
  const countries = useQuery(citizenshipQueryOptions(locale));
  const save = useSaveTripGuests(reservationId);
  const [guests, setGuests] = useState<Guest[]>(() =>
    answer.guests.length > 0 ? answer.guests.map(asForm) : [{ ...EMPTY }],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const readOnly = !answer.editable;

  const set = (i: number, field: keyof Guest, value: string) => {
    setSaved(false);
    setGuests((list) => list.map((g, j) => (j === i ? { ...g, [field]: value } : g)));
  };
  const errorOf = (i: number, field: keyof Guest) => errors[`guests.${i}.${field}`];

  const submit = async () => {
    const checked = validateGuestList(guests, {
      today: today(),
      arrival: answer.check_in,
      maxGuests: answer.max_guests,
    });
    if (!checked.ok) {
      setErrors(
        Object.fromEntries(
          Object.entries(checked.errors).map(([k, code]) => [
            k,
            t(`guestRegistration.errors.${code}`),
          ]),
        ),
      );
      return;
    }
    setErrors({});
    try {
      const data = await save.mutateAsync({ guests });
      setGuests(data.guests.map(asForm));
      setSaved(true);
    } catch (error) {
      if (error instanceof ApiError && error.errors)
        setErrors(
          Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0] ?? ''])),
        );
    }
  };

  const text = (i: number, field: keyof Guest, type = 'text') => (
    <TextInput
      label={t(`guestRegistration.field.${field}`)}
      type={type}
      value={guests[i]![field]}
      onChange={(e) => set(i, field, e.currentTarget.value)}
      error={errorOf(i, field)}
      readOnly={readOnly}
      autoComplete="off"
    />
  );

  return (
    <Stack gap="md" data-testid="trip-guests-form">
      <Text size="sm">{t('guestRegistration.trip.intro')}</Text>
      {answer.erased ? <Alert color="gray">{t('guestRegistration.trip.erased')}</Alert> : null}
      {readOnly && !answer.erased ? (
        <Alert color="gray">{t('guestRegistration.trip.closed')}</Alert>
      ) : null}
      {guests.map((guest, i) => (
        <Paper key={i} withBorder radius="md" p="md">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600}>{t('guestRegistration.trip.guest', { n: i + 1 })}</Text>
              {!readOnly && guests.length > 1 ? (
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  onClick={() => setGuests((list) => list.filter((_, j) => j !== i))}
                >
                  {t('guestRegistration.trip.remove')}
                </Button>
              ) : null}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {text(i, 'first_name')}
              {text(i, 'last_name')}
              <Select
                label={t('guestRegistration.field.sex')}
                data={SEXES.map((s) => ({ value: s, label: t(`guestRegistration.sex.${s}`) }))}
                value={guest.sex || null}
                onChange={(v) => set(i, 'sex', v ?? '')}
                error={errorOf(i, 'sex')}
                readOnly={readOnly}
              />
              {text(i, 'birth_date', 'date')}
              <Select
                label={t('guestRegistration.field.citizenship')}
                data={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
                value={guest.citizenship || null}
                onChange={(v) => set(i, 'citizenship', v ?? '')}
                error={errorOf(i, 'citizenship')}
                searchable
                readOnly={readOnly}
              />
              <Select
                label={t('guestRegistration.field.document_type')}
                data={DOCUMENT_TYPES.map((d) => ({
                  value: d,
                  label: t(`guestRegistration.document.${d}`),
                }))}
                value={guest.document_type || null}
                onChange={(v) => set(i, 'document_type', v ?? '')}
                error={errorOf(i, 'document_type')}
                readOnly={readOnly}
              />
              {text(i, 'document_number')}
              {isForeignGuest(guest.citizenship) ? (
                <>
                  {text(i, 'entry_date', 'date')}
                  {text(i, 'entry_place')}
                </>
              ) : (
                text(i, 'jmbg')
              )}
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
      {errors.guests ? <Alert color="red">{errors.guests}</Alert> : null}
      {save.isError && !(save.error instanceof ApiError && save.error.errors) ? (
        <Alert color="red" role="alert">
          {save.error.message}
        </Alert>
      ) : null}
      {readOnly ? null : (
        <Group gap="sm">
          {guests.length < answer.max_guests ? (
            <Button variant="default" onClick={() => setGuests((list) => [...list, { ...EMPTY }])}>
              {t('guestRegistration.trip.add')}
            </Button>
          ) : null}
          <Button onClick={() => void submit()} loading={save.isPending}>
            {t('guestRegistration.trip.save')}
          </Button>
          {saved ? (
            <Text size="sm" c="teal" role="status">
              {t('guestRegistration.trip.saved')}
            </Text>
          ) : null}
        </Group>
      )}
    </Stack>
  );
}
