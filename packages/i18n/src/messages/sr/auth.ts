import type { auth as en } from '../en/auth';

export const auth = {
  'auth.field.first_name': 'Ime',
  'auth.field.last_name': 'Prezime',
  'auth.field.email': 'E-mail adresa',
  'auth.field.password': 'Lozinka',
  'auth.field.password_confirmation': 'Ponovite lozinku',
  'auth.field.password_hint':
    'Najmanje {min, plural, one {# karakter} few {# karaktera} other {# karaktera}}; ne neka česta lozinka ni vaše ime sa ciframa',
  'auth.login.title': 'Prijava',
  'auth.login.subtitle':
    'Dobro došli nazad. Prijavite se da biste upravljali smeštajem i putovanjima.',
  'auth.login.submit': 'Prijavi se',
  'auth.login.forgot': 'Zaboravili ste lozinku?',
  'auth.login.no_account': 'Prvi put na Gazdi?',
  'auth.login.register': 'Napravite nalog',
  'auth.login.retry_after':
    'Pokušajte ponovo za {seconds, plural, one {# sekundu} few {# sekunde} other {# sekundi}}.',
  'auth.register.title': 'Napravite nalog',
  'auth.register.subtitle': 'Jedan nalog za izdavanje smeštaja i za vaša putovanja.',
  'auth.register.submit': 'Napravi nalog',
  'auth.register.have_account': 'Već imate nalog?',
  'auth.register.login': 'Prijavite se',
  'auth.register.check_email':
    'Poslali smo link na {email}. Otvorite ga da biste završili registraciju.',
  'auth.register.sent_title': 'Proverite e-poštu',
  'auth.register.sent_to': 'Adresa: {email}',
  'auth.register.spam_hint':
    'Nema ničega? Pogledajte u folderu za neželjenu poštu (spam) ili promocije. Link važi 60 minuta; za novi link registrujte se ponovo sa istom adresom.',
  'auth.register.back_to_login': 'Nazad na prijavu',
  'auth.forgot.title': 'Zaboravili ste lozinku?',
  'auth.forgot.subtitle':
    'Unesite e-mail adresu svog naloga i poslaćemo vam link za postavljanje nove lozinke.',
  'auth.forgot.submit': 'Pošalji link',
  'auth.forgot.sent_title': 'Proverite poštu',
  'auth.forgot.sent':
    'Ako postoji nalog sa ovom e-mail adresom, poslali smo na nju link za postavljanje nove lozinke.',
  'auth.forgot.back_to_login': 'Nazad na prijavu',
  'auth.reset.title': 'Postavite novu lozinku',
  'auth.reset.subtitle': 'Izaberite novu lozinku za svoj nalog.',
  'auth.reset.submit': 'Sačuvaj novu lozinku',
  'auth.reset.done': 'Lozinka je promenjena. Prijavite se novom lozinkom.',
  'auth.reset.new_link': 'Zatražite novi link',
  'auth.verify.title': 'Potvrda e-mail adrese',
  'auth.verify.pending': 'Potvrđujemo vašu e-mail adresu…',
  'auth.verify.success': 'Vaša e-mail adresa je potvrđena. Hvala!',
  'auth.verify.redirect':
    'Prebacujemo vas na panel za {seconds, plural, one {# sekundu} few {# sekunde} other {# sekundi}}…',
  'auth.verify.go_now': 'Idi na panel odmah',
  'auth.verify.already_verified':
    'Vaša e-mail adresa je već potvrđena. Ovaj link vam više nije potreban.',
  'auth.verify.already_title': 'Već potvrđeno',
  'auth.verify.failed': 'Nismo uspeli da potvrdimo vašu e-mail adresu.',
  'auth.verify.resend_hint': 'Zatražite novi link i otvorite ga iz najnovije e-poruke.',
  'auth.verify.login_hint': 'Prijavite se, pa zatražite novi link iz podešavanja naloga.',
  'auth.verify.login': 'Prijavite se',
  'auth.verification.prompt':
    'Vaša e-mail adresa {email} još nije potvrđena. Otvorite link koji smo vam poslali.',
  'auth.verification.resend': 'Pošalji link ponovo',
  'auth.verification.sent': 'Poslali smo novi link za potvrdu na {email}.',
  'auth.verification.sent_again': 'Poslali smo vam novi link za potvrdu.',
  'auth.menu.label': 'Meni naloga',
  'auth.menu.settings': 'Podešavanja',
  'auth.menu.activity_log': 'Istorija izmena',
  'auth.menu.logout': 'Odjavi se',
} satisfies Record<keyof typeof en, string>;
