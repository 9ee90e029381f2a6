import type { GuestDetails } from '@gazda/domain/guest-registration';
import type { GuestDataKeys } from '../../config-guest-data';
import { openGuestValue, sealGuestValue } from '../../crypto/guest-data-cipher';
import type { listGuestRows } from './guest-registration-repository';

/* Guest details to and from their rows: the three personal columns sealed, the rest as given. */

type GuestRow = Awaited<ReturnType<typeof listGuestRows>>[number];

/** The columns sealed at rest (docs/rules/guest-registration.md); the column is the seal's AAD. */
export const SEALED_COLUMNS = ['document_number', 'birth_date', 'jmbg'] as const;

export function sealedRow(keys: GuestDataKeys, guest: GuestDetails) {
  return {
    first_name: guest.first_name,
    last_name: guest.last_name,
    sex: guest.sex,
    citizenship: guest.citizenship,
    document_type: guest.document_type,
    document_number: sealGuestValue(keys, 'document_number', guest.document_number),
    birth_date: sealGuestValue(keys, 'birth_date', guest.birth_date),
    jmbg: guest.jmbg === null ? null : sealGuestValue(keys, 'jmbg', guest.jmbg),
    entry_date: guest.entry_date,
    entry_place: guest.entry_place,
  };
}

export function openedRow(keys: GuestDataKeys, row: GuestRow): GuestDetails {
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    sex: row.sex,
    birth_date: openGuestValue(keys, 'birth_date', row.birth_date),
    citizenship: row.citizenship,
    document_type: row.document_type,
    document_number: openGuestValue(keys, 'document_number', row.document_number),
    jmbg: row.jmbg === null ? null : openGuestValue(keys, 'jmbg', row.jmbg),
    entry_date: row.entry_date,
    entry_place: row.entry_place,
  };
}
