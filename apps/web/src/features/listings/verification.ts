import type { User } from '@gazda/contracts/user';

export const VERIFY_ITEMS = ['email', 'government_id', 'payout', 'details'] as const;
export type VerifyItem = (typeof VERIFY_ITEMS)[number];

export type VerifyUser = Pick<
  User,
  'email_verified_at' | 'hasGovernmentId' | 'payoutsCount' | 'hasUserDetails'
>;

/**
 * docs/rules/product.md §2 "Banners and alerts": what a host still lacks before guests can book.
 */
export function verificationState(user: VerifyUser): Record<VerifyItem, boolean> {
  return {
    email: Boolean(user.email_verified_at),
    government_id: user.hasGovernmentId,
    payout: user.payoutsCount > 0,
    details: user.hasUserDetails,
  };
}

export function missingVerification(user: VerifyUser): VerifyItem[] {
  const state = verificationState(user);
  return VERIFY_ITEMS.filter((item) => !state[item]);
}
