import type { User } from '@gazda/contracts/user';

export const VERIFY_ITEMS = ['email', 'government_id', 'payout', 'details'] as const;
export type VerifyItem = (typeof VERIFY_ITEMS)[number];

export type VerifyUser = Pick<
  User,
  'email_verified_at' | 'hasGovernmentId' | 'payoutsCount' | 'hasUserDetails'
>;

/**
 * The verify page's checklist (docs/rules/product.md §2 "Banners and alerts"). Guests can book once
 * the domain's hostReadiness is met (e-mail, phone, payout); the ID and the details may follow.
 */
export function verificationState(user: VerifyUser): Record<VerifyItem, boolean> {
  return {
    email: Boolean(user.email_verified_at),
    government_id: user.hasGovernmentId,
    payout: user.payoutsCount > 0,
    details: user.hasUserDetails,
  };
}
