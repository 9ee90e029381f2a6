import type { ListingStatus } from '../db/schema';
import { demoApartments } from './demo-apartments';

/**
 * The demo host's listings (docs/rules/decisions.md §10): apartments in Beograd, Novi Sad, Niš and
 * Zlatibor in every status of the review flow, and one restaurant. Prices in euro cents.
 */
export type DemoListing = {
  key: string;
  category: 'apartment' | 'restaurant';
  status: ListingStatus;
  /** Serbian name of the subcategory; tags by their icon. */
  subcategory: string;
  tags: string[];
  name: [sr: string, en: string];
  description: [sr: string, en: string];
  city: string;
  street: string;
  lat: number;
  lng: number;
  /** Steps filled in: a draft stops after location. */
  complete: boolean;
  property?: {
    max_guests: number;
    area_m2: number;
    bedrooms: number;
    bathrooms: number;
    beds: string[][];
    parking: object;
  };
  pricing?: {
    base: number;
    weekend: number | null;
    extra: number | null;
    threshold: number | null;
    weekly: number | null;
    monthly: number | null;
  };
  reservation?: { mode: 'instant' | 'inquiry'; min_stay: number; weekend_min_stay: number | null };
  fix?: [sr: string, en: string];
  /** Gradient colours of the generated photos, one photo per pair. */
  photos: [string, string, string][];
};

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
