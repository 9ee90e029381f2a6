import type { User } from '@gazda/contracts/user';
import { hostReadiness } from '@gazda/domain/host-readiness';
import { Button, Collapse, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { EmailVerificationPrompt } from '../features/auth/components/email-verification-prompt';
import { useCategories } from '../features/listings/api/get-categories';
import { HostReadinessAlert } from '../features/listings/components/host-readiness-alert';
import { MissingContactBanner } from '../features/account/components/missing-contact-banner';
import { useT } from '../lib/i18n';

/** The panel's phone breakpoint (under sm), as the app promo's. */
const PHONE = '(max-width: 47.99em)';

/**
 * Banners stacked under the bar (docs/rules/product.md §2 "Banners and alerts"); none on the TV
 * screens. On a phone two or more fold into one line that opens them, so the first screen is the
 * page, not banners (issue #26 item 6).
 */
export function PanelBanners({ user }: { user: User }) {
  const { pathname } = useLocation();
  const categories = useCategories(true);
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  if (pathname === '/tv' || pathname.startsWith('/tv/')) return null;
  // "At least one listing": apartments count in `me`, the other categories in the user's counts.
  const hasListings =
    user.apartmentCount > 0 || (categories.data ?? []).some((category) => category.ads_count > 0);
  const showEmail = !user.email_verified_at;
  const showContact = !user.email || !user.phone;
  const showReadiness = hasListings && hostReadiness(user).length > 0;
  const count = [showEmail, showContact, showReadiness].filter(Boolean).length;
  // The app promo is not among them: it sits under the screen (panel-layout.tsx).
  if (count === 0) return null;

  const banners = (
    <Stack gap="xs">
      <HostReadinessAlert user={user} hasListings={hasListings} />
      <EmailVerificationPrompt user={user} />
      <MissingContactBanner user={user} />
    </Stack>
  );
  return (
    <Stack gap="xs" mb="lg">
      {phone && count > 1 ? <Folded count={count}>{banners}</Folded> : banners}
    </Stack>
  );
}

/** One line ("2 notices about your account") that opens the banners below it. */
function Folded({ count, children }: { count: number; children: ReactNode }) {
  const t = useT();
  const [open, { toggle }] = useDisclosure(false);
  const id = useId();
  const Chevron = open ? IconChevronUp : IconChevronDown;
  return (
    <>
      <Button
        variant="light"
        color="yellow"
        c="dark.8"
        fullWidth
        justify="space-between"
        rightSection={<Chevron size={18} aria-hidden />}
        aria-expanded={open}
        aria-controls={id}
        onClick={toggle}
        data-testid="banners-folded"
      >
        {t('nav.banner.collapsed', { count })}
      </Button>
      <Collapse in={open} id={id}>
        {children}
      </Collapse>
    </>
  );
}
