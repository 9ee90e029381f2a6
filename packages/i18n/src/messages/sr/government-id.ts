import type { governmentId as en } from '../en/government-id';

export const governmentId = {
  'governmentId.title': 'Potvrda identiteta',
  'governmentId.description':
    'Otpremite fotografiju ili sken obe strane lične karte ili pasoša. Operater ih pregleda i potvrđuje vaš identitet, obično u roku od jednog radnog dana.',
  'governmentId.private_note': 'Slike su privatne: vidite ih samo vi i operateri Gazde.',
  'governmentId.status_label': 'Status',
  'governmentId.status.not_uploaded': 'Nije otpremljena',
  'governmentId.status.under_review': 'Na pregledu',
  'governmentId.status.verified': 'Potvrđena',
  'governmentId.status.rejected': 'Odbijena',
  'governmentId.verified_on': 'Potvrđena {date}',
  'governmentId.under_review_text':
    'Hvala! Operater pregleda vaše slike; dobićete e-poruku kada pregled bude gotov.',
  'governmentId.verified_text':
    'Vaš identitet je potvrđen. Slike se više ne mogu menjati; pišite podršci ako se vaš dokument promeni.',
  'governmentId.rejected_title': 'Vaša isprava nije prihvaćena',
  'governmentId.rejected_reason': 'Razlog: {reason}',
  'governmentId.rejected_text': 'Molimo otpremite nove slike dokumenta.',
  'governmentId.front': 'Prednja strana',
  'governmentId.back': 'Zadnja strana',
  'governmentId.choose': 'Izaberite sliku',
  'governmentId.replace': 'Izaberite drugu sliku',
  'governmentId.hint': 'JPG ili PNG, najmanje 400 × 300 piksela, najviše 15 MB',
  'governmentId.no_picture': 'Još nema slike',
  'governmentId.picture_failed': 'Slika nije mogla da se učita',
  'governmentId.both_required': 'Izaberite sliku i prednje i zadnje strane',
  'governmentId.submit': 'Pošalji na pregled',
  'governmentId.uploading': 'Otpremanje… {percent}%',
  'governmentId.uploaded': 'Vaša isprava je poslata na pregled.',
  'governmentId.conflict.verified': 'Potvrđena isprava ne može da se zameni',
  'governmentId.conflict.review': 'Ova isprava ne čeka pregled',
  'governmentId.mail.verified.subject': 'Vaš identitet je potvrđen',
  'governmentId.mail.verified.body':
    'Pregledali smo slike vaše isprave: vaš identitet na Gazdi je sada potvrđen.',
  'governmentId.mail.rejected.subject': 'Vaša isprava nije prihvaćena',
  'governmentId.mail.rejected.body':
    'Na osnovu poslatih slika nismo mogli da potvrdimo vaš identitet. Molimo otpremite nove slike dokumenta.',
  'governmentId.mail.reason': 'Razlog',
  'governmentId.mail.button': 'Otvori potvrdu identiteta',
} satisfies Record<keyof typeof en, string>;
