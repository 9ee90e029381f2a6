import type { payments as en } from '../en/payments';

/** Plaćanja (issue #29): avans i IPS QR na putovanju, kursevi i uplate kod operatera. */
export const payments = {
  'payments.errors.reservation_cancelled':
    'Rezervacija je otkazana: uplata se ne može evidentirati na nju',
  'payments.errors.amount_over_total':
    'Iznos je veći od onoga što je ostalo od ukupne cene boravka',
  'payments.errors.rate_missing': 'Kurs EUR u RSD još nije unet: iznos u dinarima nije poznat',
  'payments.errors.rate_invalid': 'Unesite kurs u dinarima za jedan evro, najviše 4 decimale',

  'payments.card.title': 'Uplatite avans',
  'payments.card.scan':
    'Skenirajte kôd aplikacijom mobilnog bankarstva (NBS IPS QR): nalog za plaćanje se sam popuni.',
  'payments.card.qr_alt': 'IPS QR kôd za uplatu avansa',
  'payments.card.amount': 'Iznos',
  'payments.card.due_date': 'Rok',
  'payments.card.reference': 'Poziv na broj (model 97)',
  'payments.card.account': 'Račun',
  'payments.card.recipient': 'Primalac',
  'payments.card.copy': 'Kopiraj',
  'payments.card.copied': 'Kopirano',
  'payments.card.rate': 'Po kursu {rate} RSD za 1 EUR od {date}',
  'payments.card.paid_so_far': 'Do sada uplaćeno: {amount}',
  'payments.card.over': 'Uplaćeno je {amount} više od avansa: javićemo vam se.',
  'payments.card.state.unpaid': 'Nije plaćeno',
  'payments.card.state.partial': 'Delimično plaćeno',
  'payments.card.state.paid': 'Avans plaćen',
  'payments.card.state.overpaid': 'Plaćeno više od avansa',
  'payments.card.nothing_due': 'Trenutno nema dugovanja: hvala.',
  'payments.card.rest_title': 'Ostatak, po dolasku',
  'payments.card.rest_scan': 'Ostatak uplatite na račun domaćina ovim kôdom.',
  'payments.card.rest_qr_alt': 'IPS QR kôd za ostatak, domaćinu',
  'payments.card.unavailable': 'Podaci za uplatu još nisu dostupni.',

  'payments.rates.title': 'Kursevi EUR u RSD',
  'payments.rates.description':
    'Unesite srednji kurs NBS za svaki dan. Rezervacija u evrima zadržava kurs dana kada je napravljena.',
  'payments.rates.date': 'Datum',
  'payments.rates.rate': 'RSD za 1 EUR',
  'payments.rates.save': 'Sačuvaj kurs',
  'payments.rates.saved': 'Kurs je sačuvan',
  'payments.rates.current': 'Nove rezervacije dobijaju {rate} RSD (kurs od {date})',
  'payments.rates.none': 'Još nije unet nijedan kurs',
  'payments.rates.list': 'Uneti kursevi',

  'payments.record.title': 'Primljene uplate',
  'payments.record.reservation': 'Broj rezervacije',
  'payments.record.find': 'Otvori',
  'payments.record.amount': 'Iznos (RSD)',
  'payments.record.paid_on': 'Datum uplate',
  'payments.record.bank_reference': 'Referenca banke',
  'payments.record.submit': 'Evidentiraj uplatu',
  'payments.record.recorded': 'Uplata je evidentirana',
  'payments.record.summary': 'Avans {advance} · uplaćeno {paid} · ukupno {total}',
  'payments.record.none': 'Još nema evidentiranih uplata',
  'payments.record.overpaid': 'Preplaćeno za {amount}',

  'payments.payouts.title': 'Isplate',
  'payments.payouts.description':
    'Svaka rezervacija sa vašom zaradom, računom na koji se isplaćuje i rokom.',
  'payments.payouts.methods_link': 'Načini isplate',
  'payments.payouts.empty': 'Još nema rezervacija: ovde će biti vaše zarade.',
  'payments.payouts.method': 'Na {number}',
  'payments.payouts.no_method': 'Nema načina isplate',
  'payments.payouts.state.upcoming': 'Predstoji',
  'payments.payouts.state.due': 'Dospeva posle dolaska',
  'payments.payouts.state.sent': 'Isplaćeno',
  'payments.payouts.sent_on': 'Isplaćeno {date}, referenca {reference}',

  'payments.mail.payout.subject': 'Vaša isplata je poslata',
  'payments.mail.payout.body':
    'Poslali smo vašu zaradu {date}, referenca banke {reference}, za ove rezervacije:',
  'payments.batch.title': 'Isplate domaćinima',
  'payments.batch.empty': 'Trenutno nema dospelih isplata.',
  'payments.batch.pick': 'Isplate jednog bankovnog naloga',
  'payments.batch.sent_on': 'Datum isplate',
  'payments.batch.reference': 'Referenca banke',
  'payments.batch.submit': 'Označi kao isplaćeno',
  'payments.batch.sent': 'Isplate su označene i domaćini obavešteni',
  'payments.mail.qr_caption':
    'Skenirajte ovaj kôd aplikacijom mobilnog bankarstva da uplatite avans od {amount}:',
  'payments.mail.reminder.subject': 'Rok za avans je sutra',
  'payments.mail.reminder.body':
    'Rok za uplatu avansa za vašu rezervaciju je sutra. Skenirajte kôd ispod aplikacijom mobilnog bankarstva ili uplatite na račun sa navedenim pozivom na broj.',
} satisfies Record<keyof typeof en, string>;
