import { detailFields, type AccountBody } from '@gazda/contracts/account';
import type { User } from '@gazda/contracts/user';
import { validateJmbg } from '@gazda/domain/validators/jmbg';
import { validateMb } from '@gazda/domain/validators/mb';
import { validatePhone } from '@gazda/domain/validators/phone';
import { validatePib } from '@gazda/domain/validators/pib';
import type { Validated } from '@gazda/domain/validators/result';
import { isUniqueViolation } from '../../db/errors';
import type { UserDetailsRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { validation, type FieldErrorIds } from '../../errors';
import { recordChanges, type Change } from '../activity-log/activity-log-service';
import { sendVerificationMail } from '../auth/auth-mails';
import { verifyPasswordAgain } from '../auth/password-guesses';
import type { Authenticated } from '../auth/session-service';
import { maskNumber } from './account-masking';
import { findUserDetails, saveUserDetails, type DetailsValues } from './account-repository';
import { userResource } from './user-service';
import { findUserByEmail, lockUser, updateUser } from './users-repository';

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

/** Activity-log changes of the details; the JMBG and PIB masked (decisions.md §8). */
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
 * PUT user-settings/account: names, e-mail, phone, account type and details in one transaction,
 * each changed field in the activity log. A new e-mail needs the current password, is unverified
 * until its new link is opened, and must not belong to another account.
 */
export async function updateAccount(
  deps: Deps,
  auth: Authenticated,
  body: AccountBody,
  ip: string,
): Promise<User> {
  const { user } = auth;
  const email = body.email.toLowerCase();
  const emailChanged = email !== user.email;
  const errors: FieldErrorIds = {};
  if (emailChanged) {
    if (!body.current_password) errors.current_password = ['account.current_password_required'];
    // Throttled as the login; a wrong one is a 422 on current_password at once.
    else await verifyPasswordAgain(deps, user, body.current_password, ip);
    const owner = await findUserByEmail(deps.db, email);
    if (owner && owner.id !== user.id) errors.email = ['validation.email_taken'];
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
    { field: 'email', from: user.email, to: email },
    { field: 'phone', from: user.phone, to: phone },
    { field: 'account_type', from: user.account_type, to: body.account_type },
  ];
  let updated;
  try {
    updated = await deps.db.transaction().execute(async (trx) => {
      await lockUser(trx, user.id);
      const row = await updateUser(
        trx,
        user.id,
        {
          first_name: body.first_name,
          last_name: body.last_name,
          email,
          phone,
          account_type: body.account_type,
          ...(emailChanged ? { email_verified_at: null, verification_resent_at: null } : {}),
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
  } catch (error) {
    // Two accounts taking one address at once: the unique index decides.
    if (isUniqueViolation(error)) throw validation({ email: ['validation.email_taken'] });
    throw error;
  }
  if (emailChanged) sendVerificationMail(deps, updated);
  deps.userEvents.userUpdated(user.id);
  return userResource(deps.db, updated);
}
