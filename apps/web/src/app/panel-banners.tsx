import type { User } from '@gazda/contracts/user';
import { Stack } from '@mantine/core';
import { useLocation } from 'react-router';
import { EmailVerificationPrompt } from '../features/auth/components/email-verification-prompt';
import { MissingContactBanner } from '../features/settings/components/missing-contact-banner';

/** Banners stacked under the bar (product.md §2 "Banners and alerts"); none on the TV screens. */
export function PanelBanners({ user }: { user: User }) {
  const { pathname } = useLocation();
  if (pathname === '/tv' || pathname.startsWith('/tv/')) return null;
  const showVerify = !user.email_verified_at;
  const showContact = !user.email || !user.phone;
  if (!showVerify && !showContact) return null;

  return (
    <Stack gap="xs" mb="lg">
      <EmailVerificationPrompt user={user} />
      <MissingContactBanner user={user} />
    </Stack>
  );
}
