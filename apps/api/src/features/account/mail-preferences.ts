import { MAIL_CATEGORIES, type MailCategory, type MailPreferences } from '@gazda/contracts/user';

/** users.mail_preferences holds the categories turned off; every other category is on. */
export function mailPreferencesOf(stored: unknown): MailPreferences {
  const off = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(
    MAIL_CATEGORIES.map((category) => [category, off[category] !== false]),
  ) as MailPreferences;
}

/** The stored form of a full set: only what is off. */
export function storedMailPreferences(preferences: MailPreferences): Record<string, false> {
  return Object.fromEntries(
    MAIL_CATEGORIES.filter((category) => !preferences[category]).map((c) => [c, false]),
  );
}

export function wantsMail(stored: unknown, category: MailCategory): boolean {
  return mailPreferencesOf(stored)[category];
}
