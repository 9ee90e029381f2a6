import type { common as en } from '../en/common';

export const common = {
  'app.name': 'Gazda',
  'common.loading': 'Učitavanje…',
  'common.save': 'Sačuvaj',
  'common.cancel': 'Otkaži',
  'common.continue': 'Nastavi',
  'common.back': 'Nazad',
  'common.close': 'Zatvori',
  'common.retry': 'Pokušaj ponovo',
  'common.language': 'Jezik',
  'common.language.sr': 'Srpski',
  'common.language.en': 'English',
  'common.nights': '{count, plural, one {# noć} few {# noći} other {# noći}}',
  'common.guests': '{count, plural, one {# gost} few {# gosta} other {# gostiju}}',
} satisfies Record<keyof typeof en, string>;
