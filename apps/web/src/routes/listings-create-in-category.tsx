import { isCategoryConst } from '@gazda/contracts/categories';
import { Alert, Button, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useCreateListing } from '../features/listings/api/create-listing';
import { useT } from '../lib/i18n';
import { routePath } from '../lib/route-names';
import { CenteredLoader } from '../ui/centered-loader';

/**
 * /listings/{categoryConst}/create: creates a draft of the category and replaces itself with the
 * form, so Back never lands here again (and never creates a second draft).
 */
export function ListingsCreateInCategoryRoute() {
  const t = useT();
  const navigate = useNavigate();
  const { categoryConst } = useParams();
  const create = useCreateListing();
  const started = useRef(false);
  const category = isCategoryConst(categoryConst) ? categoryConst : null;

  function start() {
    if (!category) return;
    create.mutate(category, {
      onSuccess: (listing) =>
        void navigate(
          routePath('listing.form', { categoryConst: listing.category, id: listing.id }),
          {
            replace: true,
          },
        ),
    });
  }

  // A command, not a read: run once per visit (the ref survives StrictMode's second effect).
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!category) return <Navigate to={routePath('AdsCreate')} replace />;
  if (create.isError)
    return (
      <Alert color="red" variant="light" title={create.error.message}>
        <Stack align="flex-start" gap="sm">
          <Button size="xs" onClick={start} loading={create.isPending}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  return <CenteredLoader />;
}
