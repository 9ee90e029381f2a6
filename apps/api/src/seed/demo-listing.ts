import type { ListingStatus } from '../db/schema';

/** One listing of the demo data (demo-listings-data.ts, demo-apartments.ts). Prices in euro cents. */
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
