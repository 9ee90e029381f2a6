import type { User } from '@gazda/contracts/user';
import { Stack } from '@mantine/core';
import { useLocation } from 'react-router';
import { EmailVerificationPrompt } from '../features/auth/components/email-verification-prompt';
import { AppPromoAlert } from '../features/dashboard/components/app-promo-alert';
import { useCategories } from '../features/listings/api/get-categories';
import { VerifyListingAlert } from '../features/listings/components/verify-listing-alert';
import { missingVerification } from '../features/listings/verification';
import { MissingContactBanner } from '../features/settings/components/missing-contact-banner';

/**
 * Banners stacked under the bar (docs/rules/product.md §2 "Banners and alerts"); none on the TV
 * screens.
 */
export function PanelBanners({ user }: { user: User }) {
  const { pathname } = useLocation();
  const categories = useCategories(true);
  if (pathname === '/tv' || pathname.startsWith('/tv/')) return null;
  // "At least one listing": apartments count in `me`, the other categories in the user's counts.
  const hasListings =
    user.apartmentCount > 0 || (categories.data ?? []).some((category) => category.ads_count > 0);
  const showEmail = !user.email_verified_at;
  const showContact = !user.email || !user.phone;
  const showVerify = hasListings && missingVerification(user).length > 0;
  // The app promo (phones only, closable) decides itself whether it shows.
  if (!showEmail && !showContact && !showVerify) return <AppPromoAlert mb="lg" />;

  return (
    <Stack gap="xs" mb="lg">
      <VerifyListingAlert user={user} hasListings={hasListings} />
      <EmailVerificationPrompt user={user} />
      <MissingContactBanner user={user} />
      <AppPromoAlert />
    </Stack>
  );
}
