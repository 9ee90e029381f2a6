import type { PayoutMethod, PayoutMethodBody } from '@gazda/contracts/payouts';
import type { PayoutMethodsTable } from '../../db/schema';
import type { PayoutMethodItem } from './payouts-repository';

const DOTS = '••••';

/**
 * What may be shown of a number: its last four characters (an IBAN also keeps its country).
 * Full account numbers never leave the server, nor reach the activity log
 * (docs/rules/decisions.md §8).
 */
function maskNumber(type: PayoutMethodBody['type'], value: string): string {
  const last4 = value.slice(-4);
  if (type === 'iban') return `${value.slice(0, 2)}•• ${DOTS} ${last4}`;
  return `${DOTS} ${last4}`;
}

type Columns = Omit<
  PayoutMethodsTable,
  'id' | 'user_id' | 'created_at' | 'updated_at' | 'erased_at'
>;

/** The row's columns for a validated body; the fields of other types are cleared. */
export function columnsOf(body: PayoutMethodBody): Columns {
  const none = {
    swift: null,
    bank_name: null,
    address: null,
    full_name: null,
    service: null,
    phone: null,
  };
  switch (body.type) {
    case 'domestic':
      return {
        ...none,
        type: body.type,
        account_number: body.account_number,
        masked_number: maskNumber(body.type, body.account_number),
      };
    case 'iban':
      return {
        ...none,
        type: body.type,
        account_number: body.account_number,
        masked_number: maskNumber(body.type, body.account_number),
        swift: body.swift,
        bank_name: body.bank_name,
        address: body.address,
        full_name: body.full_name,
      };
    case 'money_transfer':
      return {
        ...none,
        type: body.type,
        account_number: null,
        masked_number: maskNumber(body.type, body.phone),
        service: body.service,
        full_name: body.full_name,
        address: body.address,
        phone: body.phone,
      };
  }
}

/** The same columns read back from a stored row. */
export function storedColumns(row: PayoutMethodItem): Columns {
  const {
    type,
    masked_number,
    account_number,
    swift,
    bank_name,
    address,
    full_name,
    service,
    phone,
  } = row;
  return {
    type,
    masked_number,
    account_number,
    swift,
    bank_name,
    address,
    full_name,
    service,
    phone,
  };
}

/**
 * What the activity log keeps of a method: everything but the full account number and the money
 * transfer's phone (the masked number shows its last four digits).
 */
export function loggedValue(columns: Columns): Record<string, string | null> {
  const { account_number: _, phone: __, ...shown } = columns;
  return Object.fromEntries(Object.entries(shown).filter(([, value]) => value !== null));
}

export function presentPayoutMethod(item: PayoutMethodItem): PayoutMethod {
  return {
    id: item.id,
    type: item.type,
    masked_number: item.masked_number,
    swift: item.swift,
    bank_name: item.bank_name,
    address: item.address,
    full_name: item.full_name,
    service: item.service,
    in_use: Boolean(item.in_use),
    created_at: item.created_at.toISOString(),
    updated_at: item.updated_at.toISOString(),
  };
}
