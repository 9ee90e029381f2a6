import type { insights as en } from '../en/insights';

export const insights = {
  'insights.validation.period_too_long': 'Izaberite najviše tri godine odjednom',
  'insights.export.host': 'Domaćin',
  'insights.export.code': 'Šifra',
  'insights.export.reference': 'Poziv na broj',
  'insights.export.listing': 'Oglas',
  'insights.export.guest': 'Gost',
  'insights.export.check_in': 'Dolazak',
  'insights.export.check_out': 'Odlazak',
  'insights.export.nights': 'Noći',
  'insights.export.guests': 'Gosti',
  'insights.export.currency': 'Valuta',
  'insights.export.total': 'Ukupno',
  'insights.export.host_earnings': 'Zarada domaćina',
  'insights.export.fee': 'Naknada platforme i PDV',
  'insights.export.advance': 'Avans',
  'insights.export.advance_paid': 'Avans plaćen',
  'insights.export.status': 'Status',
  'insights.export.yes': 'Da',
  'insights.export.no': 'Ne',
} satisfies Record<keyof typeof en, string>;
