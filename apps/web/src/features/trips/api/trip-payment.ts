import type { DataOf } from '@gazda/contracts/common';
import { paymentsPaths } from '@gazda/contracts/paths';
import type { ReservationPayment } from '@gazda/contracts/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiBlob, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET my-travel/reservations/{id}/payment: the advance in dinars, the reference, the QR text. */
export function tripPaymentQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...queryKeys.bookings, 'my-travel', 'payment', id] as const,
    queryFn: ({ signal }) =>
      apiRequest<DataOf<ReservationPayment>>(paymentsPaths.tripPayment(id), { signal }),
  });
}

/*
 * The QR picture answers only with the bearer token, which an <img> cannot send: it is fetched as
 * a blob and shown through an object URL, released when the card lets go of it. Keyed by the QR
 * text, so a payment recorded (a new amount) draws a new picture.
 */
export function useQrPicture(id: number, part: 'advance' | 'rest', payload: string | null) {
  const picture = useQuery({
    queryKey: [...queryKeys.bookings, 'my-travel', 'payment-qr', id, part, payload] as const,
    queryFn: () =>
      apiBlob(`${paymentsPaths.tripPaymentQr(id)}${part === 'rest' ? '?part=rest' : ''}`),
    enabled: payload !== null,
    staleTime: Infinity,
  });
  const src = useMemo(
    () => (picture.data ? URL.createObjectURL(picture.data) : null),
    [picture.data],
  );
  useEffect(() => () => (src ? URL.revokeObjectURL(src) : undefined), [src]);
  return src;
}
