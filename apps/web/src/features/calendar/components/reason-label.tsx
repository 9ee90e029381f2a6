import type { CalendarDay } from '@gazda/contracts/calendar';
import {
  IconBed,
  IconLock,
  IconMessageQuestion,
  IconRefresh,
  IconSparkles,
} from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';

type Reason = CalendarDay['reason'];

/** Why a night is unavailable, in words; an iCal night names its feed. */
export function useReasonLabel() {
  const t = useT();
  return (reason: Reason, sourceName: string | null): string | null => {
    switch (reason) {
      case 'reservation':
        return t('calendar.reason.reservation');
      case 'inquiry':
        return t('calendar.reason.inquiry');
      case 'ical':
        return sourceName
          ? t('calendar.reason.ical_named', { name: sourceName })
          : t('calendar.reason.ical');
      case 'manual':
        return t('calendar.reason.manual');
      case 'preparation':
        return t('calendar.reason.preparation');
      default:
        return null;
    }
  };
}

const icons = {
  reservation: IconBed,
  inquiry: IconMessageQuestion,
  ical: IconRefresh,
  manual: IconLock,
  preparation: IconSparkles,
} as const;

export function ReasonIcon({ reason, className }: { reason: Reason; className?: string }) {
  if (!reason) return null;
  const Icon = icons[reason];
  return <Icon size={13} stroke={2} className={className} aria-hidden />;
}
