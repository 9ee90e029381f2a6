import type { PublicListing } from '@gazda/contracts/bookings';
import type { ReactNode } from 'react';
import { BottomSheet } from '../../../ui/bottom-sheet';
import type { BookingState } from '../hooks/use-booking';
import { BookingForm } from './booking-form';

type BookingSheetProps = {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  listing: PublicListing;
  state: BookingState;
};

/**
 * The phone's sheet with the booking form. A module of its own, loaded after the page's first
 * render (booking-widget.tsx): the drawer brings scroll locking, a focus trap and positioning
 * code, the form the date picker and dayjs, none of which the first screen shows (issue #9).
 */
export function BookingSheet({ opened, onClose, title, listing, state }: BookingSheetProps) {
  return (
    <BottomSheet opened={opened} onClose={onClose} size="92%" title={title} hiddenFrom="md">
      <BookingForm listing={listing} state={state} />
    </BottomSheet>
  );
}
