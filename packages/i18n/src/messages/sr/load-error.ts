import type { loadError as en } from '../en/load-error';

export const loadError = {
  'loadError.title': 'Ovo traje predugo',
  'loadError.failed_title': 'Stranica se nije učitala do kraja',
  'loadError.text':
    'Deo stranice se nije učitao, možda zbog slabe veze. Proverite vezu i pokušajte ponovo.',
  'loadError.retry': 'Pokušaj ponovo',
} satisfies Record<keyof typeof en, string>;
