import type { HostReservation } from '@gazda/contracts/bookings';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useT } from '../../../lib/i18n';

/** The guest's phone and e-mail while the stay is confirmed; before that, why they are hidden. */
export function GuestContact({ item }: { item: HostReservation }) {
  const t = useT();
  if (item.source === 'manual') return null;
  const contact = item.guest_contact;
  return (
    <Stack gap={2} mt="md" data-testid="guest-contact">
      <Text size="xs" c="dark.4">
        {t('bookingPanel.host.contact')}
      </Text>
      {contact ? (
        <Group gap="md" wrap="wrap">
          {contact.phone ? (
            <Anchor href={`tel:${contact.phone}`} size="sm" fw={500}>
              {contact.phone}
            </Anchor>
          ) : null}
          <Anchor
            href={`mailto:${contact.email}`}
            size="sm"
            fw={500}
            style={{ wordBreak: 'break-all' }}
          >
            {contact.email}
          </Anchor>
        </Group>
      ) : (
        <Text size="sm">{t('bookingPanel.host.contact_hidden')}</Text>
      )}
    </Stack>
  );
}
