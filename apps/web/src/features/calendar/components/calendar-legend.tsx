import type { CalendarRule } from '@gazda/contracts/calendar';
import { Group, Text } from '@mantine/core';
import { useT } from '../../../lib/i18n';
import classes from './calendar-legend.module.css';
import { ReasonIcon, useReasonLabel } from './reason-label';

const reasons = ['reservation', 'inquiry', 'ical', 'manual', 'preparation'] as const;

/** What the marks in a day mean: rule colours, the hatching and icons, bold special prices. */
export function CalendarLegend({ rules }: { rules: readonly CalendarRule[] }) {
  const t = useT();
  const reasonLabel = useReasonLabel();
  return (
    <Group
      gap="xs"
      style={{ rowGap: 4 }}
      component="ul"
      className={classes.legend}
      aria-label={t('calendar.legend.title')}
    >
      <li className={classes.item}>
        <Text span fw={800} size="xs">
          {t('calendar.legend.special_sample')}
        </Text>
        <Text span size="xs">
          {t('calendar.legend.special')}
        </Text>
      </li>
      {reasons.map((reason) => (
        <li key={reason} className={classes.item}>
          <span className={classes.hatch}>
            <ReasonIcon reason={reason} />
          </span>
          <Text span size="xs">
            {reasonLabel(reason, null)}
          </Text>
        </li>
      ))}
      {rules.map((rule) => (
        <li key={rule.id} className={classes.item}>
          <span className={classes.swatch} style={{ background: rule.color }} aria-hidden />
          <Text span size="xs">
            {rule.name}
          </Text>
        </li>
      ))}
      <li className={classes.item}>
        <Text span size="xs" c="dark.5">
          {t('calendar.legend.weekend')}
        </Text>
      </li>
    </Group>
  );
}
