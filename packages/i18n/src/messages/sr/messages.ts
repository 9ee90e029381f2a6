import type { messages as en } from '../en/messages';

export const messages = {
  'messages.title': 'Poruke',
  'messages.masked': '[prikazuje se posle rezervacije]',
  'messages.list.label': 'Razgovori',
  'messages.list.empty':
    'Još nema poruka. Ovde se prikazuju pitanja gostiju i poruke vaših rezervacija.',
  'messages.list.error': 'Nismo uspeli da učitamo vaše poruke.',
  'messages.list.unread':
    '{count, plural, one {# nepročitana poruka} few {# nepročitane poruke} other {# nepročitanih poruka}}',
  'messages.list.no_messages': 'Još nema poruka',
  'messages.select': 'Izaberite razgovor da biste ga pročitali.',
  'messages.back': 'Svi razgovori',
  'messages.earlier': 'Prikaži ranije poruke',
  'messages.you': 'Vi',
  'messages.seen': 'Viđeno',
  'messages.sent': 'Poslato',
  'messages.thread.label': 'Razgovor sa: {name}',
  'messages.thread.error': 'Nismo uspeli da učitamo ovaj razgovor.',
  'messages.compose.label': 'Vaša poruka',
  'messages.compose.placeholder': 'Napišite poruku…',
  'messages.compose.send': 'Pošalji',
  'messages.compose.contacts_warning':
    'Brojevi telefona, imejl adrese i linkovi prikazuju se drugoj strani tek kada rezervacija bude potvrđena.',
  'messages.booking.question': 'Pitanje o smeštaju, još bez rezervacije',
  'messages.booking.inquiry': 'Upit {code}',
  'messages.booking.reservation': 'Rezervacija {code}',
  'messages.booking.dates': '{from} – {to}',
  'messages.booking.guests': '{count, plural, one {# gost} few {# gosta} other {# gostiju}}',
  'messages.booking.open': 'Otvori rezervaciju',
  'messages.booking.with_guest': 'Poruke sa gostom',
  'messages.booking.with_host': 'Poruke sa domaćinom',
  'messages.booking.listing': 'Otvori oglas',
  'messages.contacts.hidden': 'Kontakt podaci se prikazuju kada rezervacija bude potvrđena.',
  'messages.contacts.shown': 'Rezervacija je potvrđena: kontakt podaci se prikazuju.',
  'messages.report.button': 'Prijavite ovaj razgovor',
  'messages.report.question':
    'Prijaviti ovaj razgovor našem timu? Od tada naš tim može da ga pročita.',
  'messages.report.done': 'Prijavljeno. Naš tim sada može da pročita ovaj razgovor.',
  'messages.ask.button': 'Pošaljite poruku domaćinu',
  'messages.ask.title': 'Pitanja pre rezervacije?',
  'messages.ask.hint':
    'Pitajte šta god vas zanima pre rezervacije: krevetac, parking, vreme dolaska.',
  'messages.ask.send': 'Pošalji pitanje',
  'messages.ask.sent': 'Vaše pitanje je poslato. Odgovor domaćina stiže u vaše poruke.',
  'messages.ask.open': 'Otvori poruke',
  'messages.ask.login': 'Prijavite se da biste pitali domaćina',
  'messages.mail.subject': 'Nova poruka: {name}',
  'messages.mail.body': '{name} vam je pisao/la u vezi sa „{listing}“:',
  'messages.mail.reply': 'Pročitajte i odgovorite',
  'messages.mail.settings':
    'Ovaj mejl dobijate kada niste na Gazdi. Možete ga isključiti u Podešavanjima → Obaveštenja.',
} satisfies Record<keyof typeof en, string>;
