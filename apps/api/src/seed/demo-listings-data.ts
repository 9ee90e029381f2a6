import { demoApartments } from './demo-apartments';
import type { DemoListing } from './demo-listing';

/**
 * The demo host's listings (docs/rules/decisions.md §10): apartments in Beograd, Novi Sad, Niš and
 * Zlatibor in every status of the review flow, and one restaurant. Prices in euro cents.
 */
export const demoListings: DemoListing[] = [
  ...demoApartments,
  {
    key: 'beograd-vracar-draft',
    category: 'apartment',
    status: 'draft',
    subcategory: 'Studio',
    tags: [],
    name: ['Studio na Vračaru', 'Studio in Vračar'],
    description: [
      'Novi studio u blizini Hrama Svetog Save. Opis i fotografije uskoro.',
      'A new studio near the Church of Saint Sava. Description and photos coming soon.',
    ],
    city: 'Beograd',
    street: 'Njegoševa 51',
    lat: 44.8015,
    lng: 20.4731,
    complete: false,
    photos: [],
  },
  {
    key: 'beograd-skadarlija-restoran',
    category: 'restaurant',
    status: 'listed',
    subcategory: 'Kafana',
    tags: ['serbian', 'live-music', 'garden', 'cards', 'reservations', 'vegetarian'],
    name: ['Kafana Skadarlijski kutak', 'Skadarlija Corner tavern'],
    description: [
      'Kafana u srcu Skadarlije sa domaćom kuhinjom: ćevapi, karađorđeva šnicla, sarma i proja iz krušne peći. Svake večeri od osam svira tamburaški orkestar. Bašta je otvorena od aprila do oktobra.',
      'A tavern in the heart of Skadarlija serving home cooking: ćevapi, Karađorđe schnitzel, sarma and cornbread from a wood-fired oven. A tamburica band plays every evening from eight. The garden is open from April to October.',
    ],
    city: 'Beograd',
    street: 'Skadarska 32',
    lat: 44.8178,
    lng: 20.4662,
    complete: true,
    photos: [
      ['#7f5539', '#ddb892', 'Skadarlija'],
      ['#432818', '#bb9457', 'Bašta · Garden'],
    ],
  },
];
