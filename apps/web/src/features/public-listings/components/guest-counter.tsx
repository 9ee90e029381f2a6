import { useT } from '../../../lib/i18n';
import { Counter } from '../../../ui/counter';

type GuestCounterProps = {
  value: number;
  max: number;
  onChange: (value: number) => void;
  /** "Adults" when children are counted apart. */
  label?: string;
};

/**
 * docs/rules/product.md §2's counter widget for guests: 1 … max; minus blocked at 1, plus blocked
 * at max.
 */
export function GuestCounter({ value, max, onChange, label }: GuestCounterProps) {
  const t = useT();
  const upper = Math.max(1, max);
  return (
    <Counter
      value={value}
      // Emptying the box while typing keeps the last count (a stay always has a guest).
      onChange={(next) => onChange(next ?? value)}
      min={1}
      max={upper}
      label={label ?? t('bookingPanel.widget.guests')}
      description={t('bookingPanel.widget.guests_max', { count: upper })}
      decreaseLabel={t('bookingPanel.widget.fewer')}
      increaseLabel={t('bookingPanel.widget.more')}
    />
  );
}
