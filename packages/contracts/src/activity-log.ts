import { categoryConsts } from './categories';
import { pageQuerySchema } from './common';
import { z } from './zod';

/*
 * GET activity-log (docs/rules/decisions.md §8): the caller's own entries, newest first, paginated.
 */

export const activityKinds = ['created', 'changed', 'deleted'] as const;
const activityKindSchema = z.enum(activityKinds);
export type ActivityKind = z.infer<typeof activityKindSchema>;

export const activityLogQuerySchema = pageQuerySchema.extend({
  /** Only entries about this listing (its data, photos, calendar, prices, bookings). */
  listing_id: z.coerce.number().int().positive().optional(),
  kind: activityKindSchema.optional(),
});
export type ActivityLogQuery = z.infer<typeof activityLogQuerySchema>;

export const activityLogEntrySchema = z.object({
  id: z.number().int(),
  kind: activityKindSchema,
  /** What changed: `user`, `listing`, `photo`, `calendar`, `calendar_rule`, `reservation`… */
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  /** The field for `changed` entries (`lang`, `base_price`, `name.sr`…), else usually null. */
  field: z.string().nullable(),
  /** Logged values; a secret's value is always `***`. */
  from: z.unknown(),
  to: z.unknown(),
  /**
   * The listing the entry belongs to, with its name in the request language (else the other) and
   * its currency (the unit of logged prices, which are integer minor units).
   */
  listing: z
    .object({
      id: z.number().int(),
      name: z.string(),
      currency: z.string(),
      /** Its category, for links to its pages (`/listing/{category}/{id}/…`). */
      category: z.enum(categoryConsts),
    })
    .nullable(),
  /**
   * The booking a `reservation` or `inquiry` entry is about: its code and the guest's name, so the
   * entry names it (the panel links it by `entity_id`); null for other entries.
   */
  booking: z.object({ code: z.string(), guest_name: z.string() }).nullable(),
  /** Who made the change; null for the system (jobs, iCal sync) or a deleted account. */
  actor: z
    .object({ id: z.number().int(), first_name: z.string(), last_name: z.string() })
    .nullable(),
  created_at: z.string(),
});
export type ActivityLogEntry = z.infer<typeof activityLogEntrySchema>;
