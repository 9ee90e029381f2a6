import { describe, expect, it } from 'vitest';
import { containsContacts, contactsShown, maskContacts } from './contact-masking';

/** Phrasings that carry a phone number, an e-mail address or a link: each must be caught. */
const CAUGHT: [string, 'phone' | 'email' | 'link'][] = [
  // Serbian mobile and landline numbers, every usual spacing
  ['Pozovite me na 0641234567', 'phone'],
  ['Moj broj je 064 123 4567', 'phone'],
  ['064/123-4567 posle 17h', 'phone'],
  ['Tel: 064-123-45-67', 'phone'],
  ['Zovi 064.123.45.67', 'phone'],
  ['(064) 123 45 67 je moj broj', 'phone'],
  ['Fiksni: 011 123 4567', 'phone'],
  ['Fiksni 021/456-789', 'phone'],
  ['javi se na 06 41 23 45 67', 'phone'],
  ['Broj: 0 6 4 1 2 3 4 5 6 7', 'phone'],
  // International forms
  ['Call me at +381 64 123 4567', 'phone'],
  ['+381641234567 WhatsApp', 'phone'],
  ['Viber: +381 (0)64 123-45-67', 'phone'],
  ['00381 64 1234567', 'phone'],
  ['My UK number is +44 20 7946 0958', 'phone'],
  ['Reach me on +49 151 23456789', 'phone'],
  ['381641234567 viber', 'phone'],
  // Spoken digits, Serbian and English, alone and mixed with digits
  ['nula šest četiri jedan dva tri četiri pet šest sedam', 'phone'],
  ['nula sest cetiri 123 45 67', 'phone'],
  ['Nula Šest Četiri - jedan dva tri - četiri pet - šest sedam', 'phone'],
  ['zero six four one two three four five six seven', 'phone'],
  ['oh six four, one two three four five six seven', 'phone'],
  ['064 jedan dva tri četiri pet šest sedam', 'phone'],
  ['plus three eight one six four one two three four five six seven', 'phone'],
  // E-mail addresses and the usual tricks
  ['Pišite mi na marko.petrovic@gmail.com', 'email'],
  ['mail: ana_90+booking@yahoo.co.uk', 'email'],
  ['marko @ gmail . com', 'email'],
  ['marko(at)gmail.com', 'email'],
  ['marko [at] gmail [dot] com', 'email'],
  ['marko at gmail dot com', 'email'],
  ['marko et gmail tačka com', 'email'],
  ['marko majmun gmail tacka rs', 'email'],
  ['ana {at} eunet (dot) rs', 'email'],
  ['Send it to jelena at hotmail.com please', 'email'],
  ['ivan.ivanovic(at)sbb(tačka)rs', 'email'],
  // Links
  ['Pogledajte https://www.booking.com/hotel/rs/vila.html', 'link'],
  ['http://example.org/apartman?id=5', 'link'],
  ['www.mojapartman.rs', 'link'],
  ['Isti stan je na airbnb.com/rooms/12345', 'link'],
  ['Piši mi na wa.me/381641234567', 'link'],
  ['instagram.com/vila_zlatibor', 'link'],
  ['Rezervišite direktno: vilazlatibor.rs', 'link'],
];

/** Ordinary sentences with numbers: prices, dates, guests, times, addresses. None is masked. */
const KEPT = [
  'Cena je 12.500 dinara za 3 noći.',
  'Dolazimo 12.05.2027. oko 14:30.',
  'Od 12.05. do 15.05.2027. nas je 4 odraslih i 2 dece.',
  'Ukupno 1.200.000 RSD za celu sezonu.',
  'We arrive on 2027-01-06 and leave on 2027-01-09.',
  'Check-in is at 14:00, check-out at 10:00.',
  'The address is Knez Mihailova 34, 11000 Beograd.',
  'Stan je na 3. spratu, ulaz 2, stan 15.',
  'Bulevar oslobođenja 12/3, Novi Sad 21000',
  'Imamo dva kreveta i jedan kauč, do pet osoba.',
  'We have one dog and two cats, is that OK?',
  'Parking costs 10 EUR per day, 50 EUR per week.',
  'Dolazimo 12.06-15.06.2027 sa 2 psa.',
  'Room 204, floor 2, 45 m2, 2 bedrooms.',
  'Možemo li stići u 22 h? Let sleće u 21.15.',
  'Prošle godine smo bili od 1.7. do 15.7. i platili 450 eura.',
  'The price for 7 nights is 840 EUR, advance 252 EUR.',
  'Rezervacija GZ-7K2M9P, 3 noćenja, 2 gosta.',
  'Zgrada ima 12 spratova, mi smo na 8.',
  'Is the wifi fast? We need 50 Mbps for work, 9 to 17.',
  'Dolazak 01.08., odlazak 10.08.2027., 4 osobe.',
];

describe('containsContacts: must be caught', () => {
  it.each(CAUGHT)('%j (%s)', (text) => {
    expect(containsContacts(text)).toBe(true);
    const masked = maskContacts(text, '[…]');
    expect(masked).toContain('[…]');
    expect(containsContacts(masked)).toBe(false);
  });

  it('has 40 phrasings or more', () => {
    expect(CAUGHT.length).toBeGreaterThanOrEqual(40);
  });
});

describe('containsContacts: ordinary sentences with numbers stay as they are', () => {
  it.each(KEPT)('%j', (text) => {
    expect(containsContacts(text)).toBe(false);
    expect(maskContacts(text, '[…]')).toBe(text);
  });

  it('has 20 sentences or more', () => {
    expect(KEPT.length).toBeGreaterThanOrEqual(20);
  });
});

describe('maskContacts', () => {
  it('replaces only the contact, keeping the words around it', () => {
    expect(maskContacts('Zovite 064 123 4567 ili pišite a@b.rs, hvala', '***')).toBe(
      'Zovite *** ili pišite ***, hvala',
    );
  });
});

describe('contactsShown', () => {
  it.each([
    [null, false],
    ['confirmed', true],
    ['completed', true],
    ['cancelled', true],
  ])('reservation %j → %j', (status, shown) => {
    expect(contactsShown({ reservationStatus: status })).toBe(shown);
  });
});
