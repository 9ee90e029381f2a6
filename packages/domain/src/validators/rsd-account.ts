import { mod97 } from './checksums';
import type { Validated } from './result';

type RsdAccountError = 'required' | 'invalid_format' | 'invalid_length' | 'invalid_checksum';

const SHORT_FORM = /^(\d{3})-(\d{1,13})-(\d{2})$/;

/**
 * The control digits of a domestic account, as Serbian banks compute them: the 16 digits of
 * bank and account followed by "00", mod 97, subtracted from 98 (ISO 7064 MOD 97-10).
 */
function rsdAccountControl(bankAndAccount: string): string {
  return String(98 - mod97(`${bankAndAccount}00`)).padStart(2, '0');
}

/**
 * A domestic RSD account: 18 digits (3 bank + 13 account + 2 control), or the printed short form
 * `bbb-a…a-cc` whose middle part is zero-padded to 13 digits. Returns the 18 digits.
 */
export function validateRsdAccount(input: string): Validated<RsdAccountError> {
  const trimmed = input.replace(/\s/g, '');
  if (trimmed === '') return { ok: false, error: 'required' };

  let account = trimmed;
  if (trimmed.includes('-')) {
    const match = SHORT_FORM.exec(trimmed);
    if (!match) return { ok: false, error: 'invalid_format' };
    const [, bank = '', middle = '', control = ''] = match;
    account = `${bank}${middle.padStart(13, '0')}${control}`;
  }
  if (!/^\d+$/.test(account)) return { ok: false, error: 'invalid_format' };
  if (account.length !== 18) return { ok: false, error: 'invalid_length' };
  if (rsdAccountControl(account.slice(0, 16)) !== account.slice(16))
    return { ok: false, error: 'invalid_checksum' };
  return { ok: true, value: account };
}
