import type { Listing } from '@gazda/contracts/listings';
import { ActionIcon, Alert, Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { IconDots, IconEye, IconEyeOff, IconMailCheck, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useActivateListing } from '../api/activate-listing';
import { useDeactivateListing } from '../api/deactivate-listing';
import { useDeleteDraft } from '../api/delete-draft';
import { useRequestDelete } from '../api/request-delete';
import { ownerActions } from '../listing-model';

const MENU_ACTIONS = ['deactivate', 'activate', 'delete_draft', 'delete_request'] as const;
type MenuAction = (typeof MENU_ACTIONS)[number];
const icons = {
  deactivate: IconEyeOff,
  activate: IconEye,
  delete_draft: IconTrash,
  delete_request: IconTrash,
};
const isDelete = (action: MenuAction | null) =>
  action === 'delete_draft' || action === 'delete_request';

/**
 * Deactivate, activate and delete, each confirmed; only what the status allows is offered. A draft
 * is deleted at once after this dialog; a submitted listing by the mailed link (issue #26 item 5).
 */
export function ListingActionsMenu({ listing }: { listing: Listing }) {
  const t = useT();
  const [confirming, setConfirming] = useState<MenuAction | null>(null);
  const [mailed, setMailed] = useState(false);
  const deactivate = useDeactivateListing(listing.id);
  const activate = useActivateListing(listing.id);
  const requestDelete = useRequestDelete(listing.id);
  const deleteDraft = useDeleteDraft(listing.id);
  const navigate = useNavigate();
  const allowed = ownerActions(listing.status);
  // A draft's immediate delete replaces the mailed link, which the machine keeps for old clients.
  const actions = MENU_ACTIONS.filter(
    (action) =>
      allowed.includes(action) &&
      !(action === 'delete_request' && allowed.includes('delete_draft')),
  );
  if (actions.length === 0) return null;

  const mutations = {
    deactivate,
    activate,
    delete_draft: deleteDraft,
    delete_request: requestDelete,
  };
  const running = confirming ? mutations[confirming] : null;

  function close() {
    setConfirming(null);
    setMailed(false);
  }

  function confirm() {
    if (!confirming) return;
    const action = confirming;
    mutations[action].mutate(undefined, {
      onSuccess: () => {
        if (action === 'delete_request') {
          setMailed(true);
          return;
        }
        notifySuccess(t(`listings.form.actions.${action}.done`));
        close();
        if (action === 'delete_draft')
          void navigate(routePath('Ads', { categoryConst: listing.category }), { replace: true });
      },
      onError: notifyError,
    });
  }

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label={t('listings.form.actions.menu')}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map((action) => {
            const Icon = icons[action];
            return (
              <Menu.Item
                key={action}
                color={isDelete(action) ? 'red.9' : undefined}
                leftSection={<Icon size={16} />}
                onClick={() => setConfirming(action)}
              >
                {t(`listings.form.actions.${action}`)}
              </Menu.Item>
            );
          })}
        </Menu.Dropdown>
      </Menu>
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={confirming !== null}
        onClose={close}
        title={confirming ? t(`listings.form.actions.${confirming}.title`) : null}
        centered
      >
        {mailed ? (
          <Stack key="mailed" gap="lg">
            <Alert color="green" variant="light" icon={<IconMailCheck size={20} />}>
              {t('listings.form.actions.delete_request.mailed')}
            </Alert>
            <Group justify="flex-end">
              <Button onClick={close}>{t('common.close')}</Button>
            </Group>
          </Stack>
        ) : (
          <Stack key="confirm" gap="lg">
            <Text size="sm">
              {confirming ? t(`listings.form.actions.${confirming}.text`) : null}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button
                color={isDelete(confirming) ? 'red.9' : undefined}
                loading={running?.isPending}
                onClick={confirm}
              >
                {confirming ? t(`listings.form.actions.${confirming}.confirm`) : null}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
