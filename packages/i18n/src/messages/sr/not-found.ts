import type { notFound as en } from '../en/not-found';

export const notFound = {
  'not_found.title': 'Stranica nije pronađena',
  'not_found.text': 'Stranica koju tražite ne postoji ili je premeštena.',
  'not_found.home': 'Idi na početnu stranicu',
} satisfies Record<keyof typeof en, string>;
