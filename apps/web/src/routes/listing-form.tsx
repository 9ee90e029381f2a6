import { isCategoryConst } from '@gazda/contracts/categories';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { ListingForm } from '../features/listings/components/listing-form';
import { isListingStep, resumeStep, stepsOf } from '../features/listings/listing-model';
import { ApiError } from '../lib/api-client';
import { useT } from '../lib/i18n';
import { listingQueryOptions } from '../lib/listing-query';
import { routePath, VIEW_AS_ADMIN_PARAM } from '../lib/route-names';
import { CenteredLoader } from '../ui/centered-loader';

/**
 * /listing/{categoryConst}/{id}/{stepSlug?}. Without a step (or with one that does not apply to
 * the category) it resumes at the first incomplete step; a wrong category in the URL is corrected.
 */
export function ListingFormRoute() {
  const t = useT();
  const params = useParams();
  // The review queue opens the form read-only; the server answers an Admin's reads only.
  const [search] = useSearchParams();
  const readOnly = search.has(VIEW_AS_ADMIN_PARAM);
  const id = Number(params.id);
  const listing = useQuery(listingQueryOptions(Number.isSafeInteger(id) && id > 0 ? id : 0));

  if (listing.isPending) return <CenteredLoader />;
  if (listing.isError) {
    const missing = listing.error instanceof ApiError && listing.error.status === 404;
    return (
      <Alert color={missing ? 'gray' : 'red'} variant="light" title={listing.error.message}>
        <Stack align="flex-start" gap="sm">
          {missing ? (
            <Anchor component={Link} to={routePath('AdsCreate')} c="dark" underline="always">
              {t('listings.form.not_found_create')}
            </Anchor>
          ) : (
            <Button size="xs" onClick={() => void listing.refetch()}>
              {t('common.retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  const data = listing.data;
  const slug = params.stepSlug;
  const stepApplies = isListingStep(slug) && stepsOf(data.category).includes(slug);
  const categoryMatches =
    isCategoryConst(params.categoryConst) && params.categoryConst === data.category;
  if (!stepApplies || !categoryMatches) {
    const stepSlug = stepApplies ? slug : resumeStep(data);
    return (
      <Navigate
        to={routePath(
          'listing.form',
          { categoryConst: data.category, id: data.id, stepSlug },
          readOnly ? { [VIEW_AS_ADMIN_PARAM]: '1' } : undefined,
        )}
        replace
      />
    );
  }
  return <ListingForm listing={data} step={slug} readOnly={readOnly} />;
}
