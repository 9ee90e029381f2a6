import { payoutTypes, moneyTransferServices } from '@gazda/contracts/payouts';
import { SOCIAL_PROVIDERS } from '@gazda/contracts/social-login-paths';
import { MAIL_CATEGORIES } from '@gazda/contracts/user';
import { accountDeletionMachine } from '@gazda/domain/state-machines/account-deletion';
import { governmentIdMachine } from '@gazda/domain/state-machines/government-id';
import { inquiryMachine } from '@gazda/domain/state-machines/inquiry';
import { listingMachine } from '@gazda/domain/state-machines/listing';
import { reservationMachine } from '@gazda/domain/state-machines/reservation';
import { en } from '@gazda/i18n/messages/en';
import { sr } from '@gazda/i18n/messages/sr';
import type { Locale } from '@gazda/i18n/locales';
import { createTranslator } from '@gazda/i18n/translate';
import { describe, expect, it } from 'vitest';
import { activitySubject, activityValue } from './activity-format';

type ActivityEntryLike = Parameters<typeof activitySubject>[0];

/*
 * Issue #26 item 7: every subject, field and coded value the server writes into the activity log
 * reads in the host's words, in both languages. The codes come from the domain's status lists and
 * the contracts' value lists; the fields from the server's writers (features/*: recordChanges and
 * recordEvent). A writer that logs a new field or value belongs in this table.
 */

type Kind = ActivityEntryLike['kind'];

/** (entity, field) pairs the server writes, with the coded values each may hold. */
const CHANGED: [entity: string, field: string, codes: readonly string[]][] = [
  ['user', 'lang', ['sr', 'en']],
  ['user', 'notifications', []],
  ...MAIL_CATEGORIES.map((c): [string, string, string[]] => ['user', `mails.${c}`, []]),
  ['user', 'password', []],
  ['user', 'sessions', []],
  ['user', 'avatar', []],
  ['user', 'first_name', []],
  ['user', 'last_name', []],
  ['user', 'email', []],
  ['user', 'phone', []],
  ['user', 'account_type', ['individual', 'business']],
  ['user', 'account_status', accountDeletionMachine.statuses],
  ...['jmbg', 'city', 'street_and_number', 'pib', 'mb', 'business_name'].map(
    (f): [string, string, string[]] => ['user', `details.${f}`, []],
  ),
  ['government_id', 'status', governmentIdMachine.statuses],
  ['government_id', 'front', []],
  ['government_id', 'back', []],
  ['government_id', 'rejection_reason', []],
  ['listing', 'status', listingMachine.statuses.filter((s) => s !== 'deleted')],
  ['listing', 'ical_export_token', []],
  ['listing', 'photo_order', []],
  ['calendar', 'special_price', []],
  ['calendar', 'blocked', []],
  ['calendar', 'rule', []],
  ['reservation', 'status', reservationMachine.statuses],
  ['reservation', 'advance_paid', []],
  ['inquiry', 'status', inquiryMachine.statuses],
  ['payout_method', 'type', payoutTypes],
  ['payout_method', 'service', moneyTransferServices],
  ...['masked_number', 'swift', 'bank_name', 'address', 'full_name', 'phone'].map(
    (f): [string, string, string[]] => ['payout_method', f, []],
  ),
];

/** Entities the server logs as created or deleted (a field only where one is written). */
const EVENTS: [entity: string, kind: Kind, field: string | null][] = [
  ['listing', 'created', null],
  ['listing', 'deleted', null],
  ['photo', 'created', null],
  ['photo', 'deleted', null],
  ['calendar_rule', 'created', null],
  ['calendar_rule', 'deleted', null],
  ['ical_import', 'created', null],
  ['ical_import', 'deleted', null],
  ['reservation', 'created', null],
  ['reservation', 'deleted', null],
  ['payout_method', 'created', null],
  ['payout_method', 'deleted', null],
  ['social_account', 'created', 'provider'],
];

const catalogues = { sr, en } as const;
const locales: Exclude<Locale, 'sr-Cyrl'>[] = ['sr', 'en'];
const CODE = /^[a-z0-9]+([._][a-z0-9]+)+$/;

/** Text made only of catalogue messages (joined by " · "), and no code in it. */
function inWords(shown: string, locale: (typeof locales)[number], codes: string[]) {
  const messages = new Set<string>(Object.values(catalogues[locale]));
  for (const part of shown.split(' · ')) expect(messages, `"${shown}"`).toContain(part);
  for (const code of codes) expect(shown, `"${shown}" shows the code ${code}`).not.toBe(code);
  expect(shown).not.toMatch(CODE);
}

describe('the activity log in the host’s words (issue #26 item 7)', () => {
  for (const locale of locales) {
    const t = createTranslator(locale);
    const entry = (entity: string, field: string | null, kind: Kind = 'changed') => ({
      kind,
      entity,
      field,
    });

    it.each(CHANGED.map(([entity, field]) => [entity, field]))(
      `${locale}: a change of %s's %s is named`,
      (entity, field) => {
        inWords(activitySubject(entry(entity, field), t), locale, [field, entity]);
      },
    );

    it.each(EVENTS)(`${locale}: %s %s is named`, (entity, kind, field) => {
      inWords(activitySubject(entry(entity, field, kind), t), locale, [entity]);
    });

    it.each(CHANGED.flatMap(([e, f, codes]) => codes.map((code) => [e, f, code])))(
      `${locale}: %s's %s value %s is in words`,
      (entity, field, code) => {
        const shown = activityValue(entry(entity, field), code, { t, locale, currency: 'EUR' });
        inWords(shown, locale, [code]);
      },
    );

    it.each(SOCIAL_PROVIDERS)(`${locale}: a social login of %s is in words`, (provider) => {
      const shown = activityValue(entry('social_account', 'provider', 'created'), provider, {
        t,
        locale,
      });
      inWords(shown, locale, []);
    });
  }
});
