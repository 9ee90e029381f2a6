import type { PublicListing, PublicListingCard } from '@gazda/contracts/bookings';
import { nameFor, type Locale } from '@gazda/i18n/locales';
import type { ListingRow } from '../../db/schema';
import { presentPhoto } from '../photos/photo-presenter';
import type { PhotoRow } from '../listings/listing-photos-service';

const photo = (row: PhotoRow) => {
  const p = presentPhoto(row);
  return {
    url: p.url,
    thumb_url: p.thumb_url,
    width: p.width,
    height: p.height,
    sources: p.sources,
  };
};

export function presentCard(
  row: ListingRow,
  cover: PhotoRow | undefined,
  locale: Locale,
  priced: { nights: number; total: number } | null,
): PublicListingCard {
  const p = cover ? photo(cover) : null;
  return {
    id: row.id,
    name: nameFor(locale, row),
    city: row.city,
    photo: p ? { url: p.url, thumb_url: p.thumb_url } : null,
    max_guests: row.max_guests,
    booking_mode: row.booking_mode,
    currency: row.currency,
    base_price: row.base_price,
    nights: priced?.nights ?? null,
    total: priced?.total ?? null,
  };
}

type Amenity = { id: number; name_sr: string; name_en: string; icon: string | null };

/**
 * The public page: no owner, no street address or suite, no contact data; the map point is the
 * one the caller chose (the approximate one unless the viewer may see the exact one).
 */
export function presentPublicListing(
  row: ListingRow,
  extras: {
    category: string;
    photos: PhotoRow[];
    amenities: Amenity[];
    today: string;
    point: { latitude: number; longitude: number } | null;
    approximate: boolean;
  },
  locale: Locale,
): PublicListing {
  return {
    id: row.id,
    category: extras.category,
    name: nameFor(locale, row),
    description: nameFor(locale, { name_sr: row.description_sr, name_en: row.description_en }),
    city: row.city,
    country: row.country,
    latitude: extras.point?.latitude ?? null,
    longitude: extras.point?.longitude ?? null,
    approximate_location: extras.approximate,
    photos: extras.photos.map(photo),
    max_guests: row.max_guests,
    area_m2: row.area_m2,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    rooms: (row.rooms ?? []) as PublicListing['rooms'],
    amenities: extras.amenities.map((a) => ({
      id: a.id,
      name: nameFor(locale, a),
      icon: a.icon,
    })),
    check_in_from: row.check_in_from,
    check_in_to: row.check_in_to,
    check_out_until: row.check_out_until,
    booking_mode: row.booking_mode,
    currency: row.currency,
    base_price: row.base_price,
    min_stay: row.min_stay,
    time_zone: row.time_zone,
    today: extras.today,
  };
}
