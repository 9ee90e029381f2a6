import type { nav as en } from '../en/nav';

export const nav = {
  'nav.skip_to_content': 'Preskoči na glavni sadržaj',
  'nav.main': 'Glavna navigacija',
  'nav.home_site': 'Gazda — javni sajt',
  'nav.dashboard': 'Početna',
  'nav.reservations': 'Rezervacije',
  'nav.calendar': 'Kalendar',
  'nav.inquiries': 'Upiti',
  'nav.insights': 'Statistika',
  'nav.more': 'Više',
  'nav.my_travel': 'Moja putovanja',
  'nav.inbox': 'Poruke',
  'nav.inbox_unread':
    '{count, plural, one {# nepročitana poruka} few {# nepročitane poruke} other {# nepročitanih poruka}}',
  'nav.create_ad': 'Dodaj oglas',
  'nav.open_menu': 'Otvori meni',
  'nav.close_menu': 'Zatvori meni',
  'nav.language_menu': 'Jezik: {language}',
  'nav.footer.privacy': 'Politika privatnosti',
  'nav.footer.terms': 'Uslovi korišćenja',
  'nav.banner.missing.email_phone':
    'Dodajte e-mail adresu i broj telefona kako bi gosti i naš tim mogli da vas kontaktiraju.',
  'nav.banner.missing.email':
    'Dodajte e-mail adresu kako bi gosti i naš tim mogli da vas kontaktiraju.',
  'nav.banner.missing.phone':
    'Dodajte broj telefona kako bi gosti i naš tim mogli da vas kontaktiraju.',
  'nav.banner.missing.link': 'Idi na podešavanja naloga',
  'nav.banner.collapsed':
    '{count, plural, one {# obaveštenje o vašem nalogu} few {# obaveštenja o vašem nalogu} other {# obaveštenja o vašem nalogu}}',
  'nav.user_error': 'Nismo uspeli da učitamo vaš nalog.',
  'nav.error.title': 'Nešto nije u redu',
  'nav.error.text':
    'Stranicu nije moguće prikazati. Osvežite je; ako se ponovi, pokušajte kasnije.',
  'nav.error.reload': 'Osveži stranicu',
  // Stavka navigacije operatera (prva traka panela)
  'admin.nav.label': 'Administracija',
} satisfies Record<keyof typeof en, string>;
