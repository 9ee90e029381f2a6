import { deleteConfirmBodySchema } from '@gazda/contracts/listings';
import { Alert, Button, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useConfirmDelete } from '../features/listings/api/confirm-delete';
import { useT } from '../lib/i18n';
import { routePath } from '../lib/route-names';
import { CenteredLoader } from '../ui/centered-loader';
import { PageTitle } from '../ui/page-title';

/**
 * /listings/delete-confirm?id=&expires=&signature=: the mailed link. It confirms the deletion
 * for the logged-in owner (the guard sends anyone else to log in first and back here).
 */
export function ListingsDeleteConfirmRoute() {
  const t = useT();
  const [params] = useSearchParams();
  const confirm = useConfirmDelete();
  const started = useRef(false);
  const id = Number(params.get('id'));
  const link = deleteConfirmBodySchema.safeParse({
    expires: params.get('expires') ?? undefined,
    signature: params.get('signature') ?? undefined,
  });
  const valid = Number.isSafeInteger(id) && id > 0 && link.success;

  // A command from a link: run once per visit (the ref survives StrictMode's second effect).
  useEffect(() => {
    if (started.current || !valid || !link.data) return;
    started.current = true;
    confirm.mutate({ id, ...link.data });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  let body;
  if (!valid)
    body = (
      <Alert color="red" variant="light">
        {t('listings.delete_link_invalid')}
      </Alert>
    );
  else if (confirm.isError)
    body = (
      <Alert color="red" variant="light">
        {confirm.error.message}
      </Alert>
    );
  else if (confirm.isSuccess)
    body = (
      <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />}>
        {t('listings.form.deleted')}
      </Alert>
    );
  else return <CenteredLoader />;

  return (
    <Stack gap="lg" maw={640}>
      <PageTitle title={t('listings.form.delete_title')} />
      {body}
      <Button component={Link} to={routePath('Dashboard')} variant="default" w="fit-content">
        {t('not_found.home')}
      </Button>
    </Stack>
  );
}
