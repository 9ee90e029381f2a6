import { contentLocale } from '@gazda/i18n/locales';
import type { Listing } from '@gazda/contracts/listings';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useLocale, useT } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useRequestReview } from '../api/request-review';

/**
 * pending_fix: the reviewer's errors in the current language and Request Review
 * (docs/rules/decisions.md §3).
 */
export function PendingFixAlert({ listing }: { listing: Listing }) {
  const t = useT();
  const locale = useLocale();
  const review = useRequestReview(listing.id);
  if (listing.status !== 'pending_fix') return null;
  const errors = listing.approve_errors?.errors;
  const lang = contentLocale(locale);
  const text = errors ? errors[lang] || errors[lang === 'sr' ? 'en' : 'sr'] : '';

  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={t('listings.form.fix.title')}
      data-testid="pending-fix"
    >
      <Stack gap="sm" align="flex-start">
        {text ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {text}
          </Text>
        ) : null}
        <Text size="sm">{t('listings.form.fix.hint')}</Text>
        <Button
          color="red.9"
          loading={review.isPending}
          onClick={() =>
            review.mutate(undefined, {
              onSuccess: () => notifySuccess(t('listings.form.fix.sent')),
              onError: notifyError,
            })
          }
        >
          {t('listings.form.fix.request_review')}
        </Button>
      </Stack>
    </Alert>
  );
}
