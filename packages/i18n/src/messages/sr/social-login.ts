import type { socialLogin as en } from '../en/social-login';

export const socialLogin = {
  'socialLogin.or': 'ili',
  'socialLogin.google': 'Nastavi sa Google nalogom',
  'socialLogin.apple': 'Nastavi sa Apple nalogom',
  'socialLogin.title': 'Prijavljujemo vas',
  'socialLogin.working': 'Samo trenutak, prijavljujemo vas…',
  'socialLogin.back': 'Nazad na prijavu',
  'socialLogin.failed':
    'Prijava na ovaj način nije uspela. Pokušajte ponovo ili se prijavite e-adresom i lozinkom.',
  'socialLogin.email_taken':
    'Nalog sa ovom e-adresom već postoji. Prijavite se e-adresom i lozinkom.',
  'socialLogin.no_email':
    'Provajder nije podelio vašu e-adresu, a nalog je zahteva. Registrujte se e-adresom.',
} satisfies Record<keyof typeof en, string>;
