import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { useT } from '../../../lib/i18n';

type GuestCounterProps = { value: number; max: number; onChange: (value: number) => void };

/** product.md §2's counter widget: 1 … max; minus blocked at 1, plus blocked at max. */
export function GuestCounter({ value, max, onChange }: GuestCounterProps) {
  const t = useT();
  const labelId = useId();
  const upper = Math.max(1, max);
  return (
    <Group justify="space-between" wrap="nowrap">
      <div>
        <Text size="sm" fw={500} id={labelId}>
          {t('bookingPanel.widget.guests')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('bookingPanel.widget.guests_max', { count: upper })}
        </Text>
      </div>
      <Group gap="sm" wrap="nowrap" role="group" aria-labelledby={labelId}>
        <ActionIcon
          variant="default"
          radius="xl"
          size="lg"
          aria-label={t('bookingPanel.widget.fewer')}
          disabled={value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
        >
          <IconMinus size={16} />
        </ActionIcon>
        <Text fw={600} miw={24} ta="center" aria-live="polite" data-testid="guest-count">
          {value}
        </Text>
        <ActionIcon
          variant="default"
          radius="xl"
          size="lg"
          aria-label={t('bookingPanel.widget.more')}
          disabled={value >= upper}
          onClick={() => onChange(Math.min(upper, value + 1))}
        >
          <IconPlus size={16} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
