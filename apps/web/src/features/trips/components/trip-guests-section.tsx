import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useT } from '../../../lib/i18n';
import { tripGuestsQueryOptions } from '../api/trip-guests';
import { TripGuestsForm } from './trip-guests-form';

/**
 * On a confirmed trip: the guests' details for registration, in a dialog (with how many are given). The dialog is
 * `?guests={id}` in the URL, so the mail sent three days before arrival opens it.
 */
export function TripGuestsSection({ reservationId }: { reservationId: number }) {
  const t = useT();
  const phone = useMediaQuery('(max-width: 36em)');
  const [params, setParams] = useSearchParams();
  const open = params.get('guests') === String(reservationId);
  // Asked for when the dialog opens: the list of trips stays one request.
  const query = useQuery({ ...tripGuestsQueryOptions(reservationId), enabled: open });
  const answer = query.data;
  const toggle = (on: boolean) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (on) next.set('guests', String(reservationId));
      else next.delete('guests');
      return next;
    });
  return (
    <>
      <Group gap="sm">
        <Button variant="light" size="sm" onClick={() => toggle(true)}>
          {t('guestRegistration.trip.link')}
        </Button>
      </Group>
      <Modal
        opened={open}
        onClose={() => toggle(false)}
        title={t('guestRegistration.trip.title')}
        size="xl"
        fullScreen={phone}
      >
        {answer ? (
          <Stack gap="sm">
            <Text size="sm" c="dark.4">
              {t('guestRegistration.trip.given', {
                count: answer.guests.length,
                max: answer.max_guests,
              })}
            </Text>
            <TripGuestsForm reservationId={reservationId} answer={answer} />
          </Stack>
        ) : (
          <Loader />
        )}
      </Modal>
    </>
  );
}
