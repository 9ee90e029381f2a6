import type { Listing, ListingStep } from '@gazda/contracts/listings';
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { stepsOf } from '../listing-model';

type SubmitResultProps = { listing: Listing; error: unknown; submitted: boolean };

/**
 * After Submit for review: the pending state, or (422) the steps still incomplete, each linked.
 * The steps come from the listing's own completeness, the server's message names them in words.
 */
export function SubmitResult({ listing, error, submitted }: SubmitResultProps) {
  const t = useT();
  if (submitted && listing.status === 'pending') {
    return (
      <Alert
        color="green"
        variant="light"
        icon={<IconCircleCheck size={20} />}
        title={t('listings.form.submit.done_title')}
      >
        {t('listings.form.submit.done_text')}
      </Alert>
    );
  }
  if (!error) return null;
  const incomplete: ListingStep[] = stepsOf(listing.category).filter(
    (step) => step !== 'activity' && !listing.completed_steps.includes(step),
  );
  const message = error instanceof Error ? error.message : t('errors.server');
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      title={message}
      role="alert"
    >
      {error instanceof ApiError && error.status === 422 && incomplete.length > 0 ? (
        <Stack gap={6}>
          <Text size="sm">{t('listings.form.submit.incomplete')}</Text>
          <List size="sm">
            {incomplete.map((step) => (
              <List.Item key={step}>
                <Anchor
                  component={Link}
                  to={routePath('listing.form', {
                    categoryConst: listing.category,
                    id: listing.id,
                    stepSlug: step,
                  })}
                  c="dark"
                  underline="always"
                >
                  {t(`listings.form.step.${step}`)}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </Alert>
  );
}
