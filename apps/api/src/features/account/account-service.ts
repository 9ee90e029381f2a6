import { detailFields, type AccountBody } from '@gazda/contracts/account';
import type { User } from '@gazda/contracts/user';
import { validateJmbg } from '@gazda/domain/validators/jmbg';
import { validateMb } from '@gazda/domain/validators/mb';
import { validatePhone } from '@gazda/domain/validators/phone';
import { validatePib } from '@gazda/domain/validators/pib';
import type { Validated } from '@gazda/domain/validators/result';
import type { UserDetailsRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { validation, type FieldErrorIds } from '../../errors';
import { transactionWithMails } from '../../mail/mail-transaction';
import { recordChanges, type Change } from '../activity-log/activity-log-service';
import { verifyPasswordAgain } from '../throttle/password-guesses';
import type { Authenticated } from '../../plugins/request-context';
import { signingKey } from '../secrets/signing-key';
import { maskNumber } from './account-masking';
import { findUserDetails, saveUserDetails, type DetailsValues } from './account-repository';
import { requestEmailChange } from './email-change-service';
import { userResource } from './user-service';
import { lockUser, updateUser } from './users-repository';

/** The value a validator stored (the schema already refused a bad one). */
function normalised(result: Validated<string>, input: string): string {
  return result.ok ? result.value : input;
}

/**
 * The details row after this PUT, or null when the body gives none for the chosen type. Only
 * the chosen type's fields are kept: switching to business drops the JMBG and the address.
 */
function nextDetails(
  body: AccountBody,
  stored: UserDetailsRow | undefined,
): { values: DetailsValues } | { missingJmbg: true } | null {
  const given = body.details ?? {};
  if (detailFields(body.account_type).every((field) => !given[field])) return null;
  const empty = { jmbg: null, city: null, street_and_number: null, pib: null, mb: null };
  if (body.account_type === 'business') {
    const pib = given.pib ?? '';
    const mb = given.mb ?? '';
    return {
      values: {
        ...empty,
        pib: normalised(validatePib(pib), pib),
        mb: normalised(validateMb(mb), mb),
        business_name: given.business_name ?? '',
      },
    };
  }
  const jmbg = given.jmbg ? normalised(validateJmbg(given.jmbg), given.jmbg) : stored?.jmbg;
  if (!jmbg) return { missingJmbg: true };
  return {
    values: {
      ...empty,
      jmbg,
      city: given.city ?? '',
      street_and_number: given.street_and_number ?? '',
      business_name: null,
    },
  };
}

/** Activity-log changes of the details; the JMBG and PIB masked (docs/rules/decisions.md §8). */
function detailChanges(before: UserDetailsRow | undefined, after: DetailsValues): Change[] {
  const masked = new Set(['jmbg', 'pib']);
  return (Object.keys(after) as (keyof DetailsValues)[]).map((field) => {
    const from = before?.[field] ?? null;
    const to = after[field];
    return masked.has(field)
      ? { field: `details.${field}`, from: maskNumber(from), to: maskNumber(to) }
      : { field: `details.${field}`, from, to };
  });
}

/**
 * PUT user-settings/account: names, phone, account type and details in one transaction, each
 * changed field in the activity log. A new e-mail needs the current password and only becomes
 * pending (email-change-service.ts): `email` changes when the link mailed to it is opened, and the
 * answer is the same whether or not another account has the address. `mailedTo` is that address.
 */
export async function updateAccount(
  deps: Deps,
  auth: Authenticated,
  body: AccountBody,
  ip: string,
): Promise<{ user: User; mailedTo: string | null }> {
  const { user } = auth;
  const email = body.email.toLowerCase();
  const emailChanged = email !== user.email;
  const errors: FieldErrorIds = {};
  if (emailChanged) {
    if (!body.current_password) errors.current_password = ['account.current_password_required'];
    // Throttled as the login; a wrong one is a 422 on current_password at once.
    else await verifyPasswordAgain(deps, user, body.current_password, ip);
  }
  const stored = await findUserDetails(deps.db, user.id);
  const details = nextDetails(body, stored);
  if (details && 'missingJmbg' in details) errors['details.jmbg'] = ['validation.required'];
  if (Object.keys(errors).length > 0) throw validation(errors);

  const phone = body.phone ? normalised(validatePhone(body.phone), body.phone) : null;
  const now = deps.now();
  const changes: Change[] = [
    { field: 'first_name', from: user.first_name, to: body.first_name },
    { field: 'last_name', from: user.last_name, to: body.last_name },
    { field: 'phone', from: user.phone, to: phone },
    { field: 'account_type', from: user.account_type, to: body.account_type },
  ];
  // Read before the transaction: a first read may write the key, outside this one.
  const key = emailChanged ? await signingKey(deps.db) : null;
  const updated = await transactionWithMails(deps, async (trx, mails) => {
    await lockUser(trx, user.id);
    if (key)
      await requestEmailChange(
        deps,
        mails,
        { ...user, first_name: body.first_name },
        email,
        key,
        now,
      );
    const row = await updateUser(
      trx,
      user.id,
      {
        first_name: body.first_name,
        last_name: body.last_name,
        phone,
        account_type: body.account_type,
      },
      now,
    );
    if (details && 'values' in details) {
      const before = await findUserDetails(trx, user.id);
      await saveUserDetails(trx, user.id, details.values, now);
      changes.push(...detailChanges(before, details.values));
    }
    await recordChanges(
      trx,
      { userId: user.id, actorId: user.id, entity: 'user', entityId: user.id },
      changes,
      now,
    );
    return row;
  });
  deps.userEvents.userUpdated(user.id);
  return { user: await userResource(deps.db, updated), mailedTo: emailChanged ? email : null };
}
