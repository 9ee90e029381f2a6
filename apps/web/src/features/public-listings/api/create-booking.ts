import { bookingPaths, idempotencyKeyHeader } from '@gazda/contracts/paths';
import type { BookingBody, BookingInquiry, BookingReservation } from '@gazda/contracts/bookings';
import type { DataOf } from '@gazda/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type BookingMode = 'instant' | 'inquiry';
type BookingDone = { mode: BookingMode; code: string };

/**
 * POST public/ads/{id}/reservations (instant) or …/inquiries; 409 and 422 carry their message.
 * `key` is the attempt's Idempotency-Key: sent again, the server answers the first answer.
 */
async function createBooking(
  id: number,
  mode: BookingMode,
  body: BookingBody,
  key: string,
): Promise<BookingDone> {
  const headers = { [idempotencyKeyHeader]: key };
  if (mode === 'instant') {
    const { data } = await apiRequest<DataOf<BookingReservation>>(bookingPaths.book(id), {
      method: 'POST',
      body,
      headers,
    });
    return { mode, code: data.code };
  }
  const { data } = await apiRequest<DataOf<BookingInquiry>>(bookingPaths.inquire(id), {
    method: 'POST',
    body,
    headers,
  });
  return { mode, code: data.code };
}

/** A v4 UUID: crypto.randomUUID exists on HTTPS and localhost only, getRandomValues everywhere. */
function attemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** No answer, or the server failed: the stay may be booked; pressing again retries the attempt. */
const answerLost = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/**
 * Book / Send inquiry (docs/bookings.md "Sent twice"). One press is one attempt with one
 * Idempotency-Key: a second click while it runs (a double click, before the button shows it is
 * busy) joins it instead of sending again, and pressing again with the same stay after a lost
 * answer sends the same key, so the server answers with what it did rather than a 409.
 */
export function useCreateBooking(id: number, mode: BookingMode) {
  const queryClient = useQueryClient();
  const running = useRef<Promise<BookingDone> | null>(null);
  const lost = useRef<{ body: string; key: string } | null>(null);

  async function attempt(body: BookingBody): Promise<BookingDone> {
    const text = JSON.stringify(body);
    const key = lost.current?.body === text ? lost.current.key : attemptKey();
    try {
      const done = await createBooking(id, mode, body, key);
      lost.current = null;
      return done;
    } catch (error) {
      lost.current = answerLost(error) ? { body: text, key } : null;
      throw error;
    }
  }

  return useMutation({
    mutationFn: (body: BookingBody) => {
      running.current ??= attempt(body).finally(() => {
        running.current = null;
      });
      return running.current;
    },
    // The nights are taken now: the calendar, trips and the host's lists change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
  });
}
