import type { dashboard as en } from '../en/dashboard';

export const dashboard = {
  'dashboard.title': 'Zdravo, {name}!',
  'dashboard.subtitle': 'Vaša putovanja i vaš smeštaj, na jednom mestu.',
  'dashboard.guest.title': 'Putujete?',
  'dashboard.guest.text': 'Pronađite smeštaj i pratite ovde svoje upite i rezervacije.',
  'dashboard.guest.find': 'Pronađi smeštaj',
  'dashboard.guest.trips': 'Moja putovanja',
  'dashboard.host.title': 'Izdajte svoj smeštaj',
  'dashboard.host.text':
    'Izdajte apartman ili predstavite atrakciju ili restoran gostima iz celog sveta.',
  'dashboard.host.step_describe': 'Opišite smeštaj i dodajte fotografije.',
  'dashboard.host.step_prices': 'Podesite cene i kalendar.',
  'dashboard.host.step_review': 'Naš tim pregleda oglas, a zatim gosti mogu da ga rezervišu.',
  'dashboard.host.create': 'Dodaj oglas',
  'dashboard.host.terms': 'Uslovi za domaćine',
} satisfies Record<keyof typeof en, string>;
