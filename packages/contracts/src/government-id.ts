import { pageQuerySchema } from './common';
import { governmentIdStatusSchema } from './user';
import { z } from './zod';

/*
 * Government ID (issue #6): the owner's two pictures (front, back) and their review by an
 * operator. The pictures are private: their URLs answer only to the owner and to admins, with
 * the bearer token (an <img> cannot send it, so the panel fetches them into blob URLs).
 */

export const governmentIdSideSchema = z.enum(['front', 'back']);
export type GovernmentIdSide = z.infer<typeof governmentIdSideSchema>;

/** GET/POST government-id: the owner's status, the reviewer's reason and the pictures. */
export const governmentIdSchema = z.object({
  status: governmentIdStatusSchema,
  /** When an operator verified it; null otherwise. */
  verified_at: z.string().nullable(),
  /** The operator's reason when rejected; null otherwise. */
  rejection_reason: z.string().nullable(),
  uploaded_at: z.string().nullable(),
  front_url: z.string().nullable(),
  back_url: z.string().nullable(),
});
export type GovernmentId = z.infer<typeof governmentIdSchema>;

export const adminGovernmentIdsQuerySchema = pageQuerySchema.extend({
  status: z.enum(['under_review', 'verified', 'rejected']).default('under_review'),
});

/** One row of the operator's review queue: whose ID, when uploaded, and its pictures. */
export const adminGovernmentIdSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  status: governmentIdStatusSchema,
  uploaded_at: z.string(),
  reviewed_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  front_url: z.string(),
  back_url: z.string(),
});
export type AdminGovernmentId = z.infer<typeof adminGovernmentIdSchema>;

export const rejectGovernmentIdBodySchema = z.object({
  reason: z.string().trim().min(3).max(1000),
});

/** Accepted picture types, by content (the server sniffs the bytes). */
export const GOVERNMENT_ID_ACCEPT = ['image/jpeg', 'image/png'] as const;
