import { Stack } from '@mantine/core';
import { useUser } from '../features/auth/api/get-me';
import { useResendVerification } from '../features/auth/api/resend-verification';
import { VerifyChecklist } from '../features/listings/components/verify-checklist';
import { useT } from '../lib/i18n';
import { notifyError, notifySuccess } from '../ui/notify';
import { PageTitle } from '../ui/page-title';

/**
 * /listing/verify-listing: what the host still lacks before guests can book
 * (docs/rules/product.md §2).
 */
export function VerifyListingRoute() {
  const t = useT();
  const user = useUser();
  const resend = useResendVerification();

  function onResend() {
    resend.mutate(undefined, {
      onSuccess: () => notifySuccess(t('auth.verification.sent', { email: user.email })),
      onError: notifyError,
    });
  }

  return (
    <Stack gap="lg" maw={720}>
      <PageTitle title={t('listings.verify.title')} description={t('listings.verify.subtitle')} />
      <VerifyChecklist user={user} onResend={onResend} resending={resend.isPending} />
    </Stack>
  );
}
