import { processPhoto } from '../features/photos/photo-processing';
import { storeListingPhoto } from '../features/photos/photo-storage';
import type { Storage } from '../storage/storage';
import type { Db } from '../db/database';
import type { DemoListing } from './demo-listing';
import { demoListings } from './demo-listings-data';
import { demoPhoto } from './demo-photos';

const DAY = 24 * 3600 * 1000;

async function referenceIds(db: Db, listing: DemoListing) {
  const category = await db
    .selectFrom('categories')
    .select('id')
    .where('const', '=', listing.category)
    .executeTakeFirstOrThrow();
  const subcategory = await db
    .selectFrom('subcategories')
    .select('id')
    .where('category_id', '=', category.id)
    .where('name_sr', '=', listing.subcategory)
    .executeTakeFirstOrThrow();
  const tags = listing.tags.length
    ? await db
        .selectFrom('tags')
        .select('id')
        .where('category_id', '=', category.id)
        .where('icon', 'in', listing.tags)
        .execute()
    : [];
  return { categoryId: category.id, subcategoryId: subcategory.id, tagIds: tags.map((t) => t.id) };
}

function stepColumns(listing: DemoListing, now: Date) {
  const { property: p, pricing, reservation: r } = listing;
  return {
    ...(p && {
      max_guests: p.max_guests,
      area_m2: p.area_m2,
      bedrooms: p.bedrooms,
      bathrooms: p.bathrooms,
      rooms: JSON.stringify(
        p.beds.map((beds) => ({ beds: beds.map((type) => ({ type, count: 1 })) })),
      ),
      parking: JSON.stringify(p.parking),
    }),
    ...(pricing && {
      base_price: pricing.base,
      weekend_price: pricing.weekend,
      extra_guest_price: pricing.extra,
      extra_guest_threshold: pricing.threshold,
      weekly_discount_percent: pricing.weekly,
      monthly_discount_percent: pricing.monthly,
    }),
    ...(r && {
      booking_mode: r.mode,
      min_stay: r.min_stay,
      weekend_min_stay: r.weekend_min_stay,
      min_stay_by_weekday: JSON.stringify(r.min_stay > 1 ? { '6': r.min_stay + 1 } : {}),
      check_in_from: '14:00',
      check_in_to: '21:00',
      check_out_until: '11:00',
    }),
    terms_accepted_at: listing.complete ? now : null,
  };
}

/**
 * The demo host's listings with their tags and generated photos (stored like uploads, in
 * `storage`; without it, as in tests of the seed, the listings have no photos). Returns the
 * listing ids by key, for later parts of the demo (calendars, reservations).
 */
export async function seedDemoListings(
  db: Db,
  hostId: number,
  now: Date,
  options: { storage?: Storage } = {},
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [index, listing] of demoListings.entries()) {
    const refs = await referenceIds(db, listing);
    const created = new Date(now.getTime() - (60 - index * 5) * DAY);
    const reviewed = listing.status !== 'draft';
    const row = await db
      .insertInto('listings')
      .values({
        owner_id: hostId,
        category_id: refs.categoryId,
        status: listing.status,
        approve_errors_sr: listing.fix?.[0] ?? null,
        approve_errors_en: listing.fix?.[1] ?? null,
        name_sr: listing.name[0],
        name_en: listing.name[1],
        description_sr: listing.description[0],
        description_en: listing.description[1],
        subcategory_id: refs.subcategoryId,
        country: 'RS',
        city: listing.city,
        street_and_number: listing.street,
        latitude: listing.lat,
        longitude: listing.lng,
        ...stepColumns(listing, created),
        submitted_at: reviewed ? new Date(created.getTime() + DAY) : null,
        approved_at:
          listing.status === 'listed' || listing.status === 'unlisted'
            ? new Date(created.getTime() + 2 * DAY)
            : null,
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(listing.key, row.id);
    await db
      .insertInto('activity_log')
      .values({
        user_id: hostId,
        actor_id: hostId,
        entity: 'listing',
        entity_id: row.id,
        listing_id: row.id,
        kind: 'created',
        to_value: JSON.stringify({ category: listing.category }),
        created_at: created,
      })
      .execute();
    if (refs.tagIds.length)
      await db
        .insertInto('listing_tags')
        .values(refs.tagIds.map((tag_id) => ({ listing_id: row.id, tag_id })))
        .execute();
    if (options.storage) await seedPhotos(db, options.storage, row.id, listing, created);
  }
  return ids;
}

async function seedPhotos(
  db: Db,
  storage: Storage,
  listingId: number,
  listing: DemoListing,
  now: Date,
) {
  for (const [position, [from, to, caption]] of listing.photos.entries()) {
    const processed = await processPhoto(await demoPhoto(listing.city, caption, from, to));
    const stored = await storeListingPhoto(storage, listingId, processed);
    await db
      .insertInto('listing_photos')
      .values({
        listing_id: listingId,
        ...stored,
        width: processed.width,
        height: processed.height,
        position,
        created_at: now,
      })
      .execute();
  }
}
