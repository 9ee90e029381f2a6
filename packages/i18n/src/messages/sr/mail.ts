import type { mail as en } from '../en/mail';

export const mail = {
  'mail.greeting': 'Zdravo',
  'mail.signature': 'Vaš Gazda tim',
  'mail.footer': 'Ovu poruku ste dobili zbog svog naloga na Gazdi.',
  'mail.link_fallback': 'Ako dugme ne radi, kopirajte ovu adresu u pregledač:',
  'mail.link_expiry': 'Link važi {count, plural, one {# minut} few {# minuta} other {# minuta}}.',
  'mail.verify_email.subject': 'Potvrdite svoju e-mail adresu',
  'mail.verify_email.body':
    'Hvala što ste se registrovali na Gazdi. Potvrdite svoju e-mail adresu otvaranjem linka ispod.',
  'mail.verify_email.button': 'Potvrdi e-mail adresu',
  'mail.verify_email.ignore': 'Ako niste napravili nalog, ne morate ništa da uradite.',
  'mail.reset_password.subject': 'Promena lozinke',
  'mail.reset_password.body': 'Primili smo zahtev za promenu lozinke vašeg Gazda naloga.',
  'mail.reset_password.button': 'Promeni lozinku',
  'mail.reset_password.ignore': 'Ako niste tražili promenu lozinke, ne morate ništa da uradite.',
  'mail.password_changed.subject': 'Vaša lozinka je promenjena',
  'mail.password_changed.body': 'Lozinka vašeg Gazda naloga je upravo promenjena.',
  'mail.password_changed.button': 'Promeni lozinku',
  'mail.password_changed.ignore': 'Ako to niste bili vi, odmah promenite lozinku i javite nam se.',
  'mail.registration_attempt.subject': 'Neko je pokušao da se registruje sa vašom adresom',
  'mail.registration_attempt.body':
    'Neko je upravo pokušao da otvori novi Gazda nalog sa ovom e-mail adresom, a za nju nalog već postoji. Ako ste to bili vi, prijavite se; ako ste zaboravili lozinku, na stranici za prijavu izaberite „Zaboravili ste lozinku?“ i promenite je.',
  'mail.registration_attempt.button': 'Prijavi se',
  'mail.registration_attempt.ignore':
    'Ako to niste bili vi, ne morate ništa da radite: u vašem nalogu ništa nije promenjeno.',
  'mail.email_change.subject': 'Potvrdite novu e-mail adresu',
  'mail.email_change.body':
    'Zatražili ste da ovo postane e-mail adresa vašeg Gazda naloga. Otvorite link ispod da to potvrdite; do tada nalog zadržava sadašnju adresu.',
  'mail.email_change.button': 'Potvrdi novu adresu',
  'mail.email_change.ignore':
    'Ako to niste tražili, ne morate ništa da uradite: bez ovog linka se ništa ne menja.',
  'mail.email_change_attempt.subject': 'Neko je pokušao da upotrebi vašu adresu',
  'mail.email_change_attempt.body':
    'Neko je upravo zatražio da ova e-mail adresa postane adresa drugog Gazda naloga, ali za nju nalog već postoji. Ništa nije promenjeno: jedna adresa pripada samo jednom nalogu. Ako ste to bili vi, prijavite se sa ovom adresom.',
  'mail.email_change_attempt.ignore':
    'Ako to niste bili vi, ne morate ništa da radite: u vašem nalogu ništa nije promenjeno.',
  'mail.email_changed.subject': 'Vaša e-mail adresa je promenjena',
  'mail.email_changed.body':
    'E-mail adresa vašeg Gazda naloga je upravo promenjena. Od sada se prijavljujete, i primate naše poruke, sa novom adresom.',
  'mail.email_changed.new_address': 'Nova adresa',
  'mail.email_changed.ignore':
    'Ako vi niste napravili ovu promenu, odmah nam se javite: neko drugi možda ima pristup vašem nalogu.',
  'mail.verification_sent': 'Novi link za potvrdu poslat je na vašu e-mail adresu.',
  'mail.reset_link_sent':
    'Ako za ovu adresu postoji nalog, poslali smo na nju link za promenu lozinke.',
} satisfies Record<keyof typeof en, string>;
