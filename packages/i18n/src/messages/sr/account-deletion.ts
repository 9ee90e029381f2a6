import type { accountDeletion as en } from '../en/account-deletion';

export const accountDeletion = {
  'accountDeletion.title': 'Brisanje naloga',
  'accountDeletion.intro':
    'Možete zatražiti da obrišemo vaš Gazda nalog. Zahtev izvršavamo u roku od 24 sata.',
  'accountDeletion.erased_title': 'Šta se briše',
  'accountDeletion.erased':
    'Vaše ime, e-mail adresa, telefon, profilna slika, podaci o nalogu, slike isprave i načini isplate. Bićete odjavljeni na svim uređajima i više se nećete moći prijaviti.',
  'accountDeletion.kept_title': 'Šta ostaje',
  'accountDeletion.kept':
    'Rezervacije i upiti zadržavaju finansijski zapis (kodove, datume, cene i ukupne iznose), kako to zahteva knjigovodstvo. Vaši oglasi postaju neaktivni i ne primaju nove rezervacije.',
  'accountDeletion.password': 'Lozinka',
  'accountDeletion.password_hint': 'Unesite lozinku da potvrdite da ste to vi.',
  'accountDeletion.submit': 'Obriši moj nalog',
  'accountDeletion.confirm_title': 'Obrisati vaš nalog?',
  'accountDeletion.confirm_text':
    'Ovo ne može da se poništi. U roku od 24 sata vaši lični podaci se brišu i više se nećete moći prijaviti.',
  'accountDeletion.confirm': 'Da, obriši moj nalog',
  'accountDeletion.requested_title': 'Zahtev je primljen',
  'accountDeletion.requested_text':
    'Vaš nalog biće obrisan najkasnije {date}. Poslali smo vam potvrdu e-poštom.',
  'accountDeletion.links.title': 'Identitet i nalog',
  'accountDeletion.links.government_id': 'Potvrda identiteta',
  'accountDeletion.links.government_id_text': 'Otpremite ličnu kartu ili pasoš na pregled',
  'accountDeletion.links.delete': 'Brisanje naloga',
  'accountDeletion.links.delete_text': 'Zatražite brisanje naloga i ličnih podataka',
  'accountDeletion.mail.requested.subject': 'Primili smo zahtev za brisanje naloga',
  'accountDeletion.mail.requested.body':
    'Vaš Gazda nalog biće obrisan u roku od 24 sata: lični podaci se brišu, a rezervacije zadržavaju samo finansijski zapis. Ako niste vi poslali ovaj zahtev, odmah nam pišite.',
  'accountDeletion.mail.completed.subject': 'Vaš nalog je obrisan',
  'accountDeletion.mail.completed.body':
    'Vaš Gazda nalog je obrisan, a lični podaci izbrisani. Hvala što ste bili sa nama.',
} satisfies Record<keyof typeof en, string>;
