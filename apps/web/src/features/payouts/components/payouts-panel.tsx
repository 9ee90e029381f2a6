import type { PayoutMethod, PayoutMethodBody } from '@gazda/contracts/payouts';
import { Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { FormErrors } from '../../../ui/form-errors';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useCreatePayout } from '../api/create-payout';
import { useDeletePayout } from '../api/delete-payout';
import { usePayoutsOf } from '../api/get-user-payouts';
import { useUpdatePayout } from '../api/update-payout';
import { PayoutCard } from './payout-card';
import { PayoutForm } from './payout-form';

/** What the modal shows: the form for a new or an existing method, or the delete question. */
type Dialog =
  { kind: 'form'; method: PayoutMethod | null } | { kind: 'delete'; method: PayoutMethod };

/**
 * The payouts tab: cards, the empty state, and the add / edit / delete dialogs. With `userId`
 * (an Admin's `viewAsAdmin`) it lists that user's methods read-only: no add, edit or delete.
 */
export function PayoutsPanel({ userId = null }: { userId?: number | null }) {
  const t = useT();
  const readOnly = userId !== null;
  const payouts = usePayoutsOf(userId);
  const create = useCreatePayout();
  const update = useUpdatePayout();
  const remove = useDeletePayout();
  const [dialog, setDialog] = useState<Dialog | null>(null);

  function close() {
    setDialog(null);
    create.reset();
    update.reset();
  }

  function save(
    method: PayoutMethod | null,
    body: PayoutMethodBody,
    onError: (e: unknown) => void,
  ) {
    const done = {
      onSuccess: () => {
        close();
        notifySuccess(t(method ? 'payouts.saved' : 'payouts.added'));
      },
      onError,
    };
    if (method) update.mutate({ id: method.id, body }, done);
    else create.mutate(body, done);
  }

  if (payouts.isPending) return <Skeleton height={120} radius="md" />;
  if (payouts.isError) return <FormErrors error={payouts.error} />;
  const { data: methods, meta } = payouts.data;
  const addButton = readOnly ? null : (
    <Button
      leftSection={<IconPlus size={16} />}
      onClick={() => setDialog({ kind: 'form', method: null })}
    >
      {t('payouts.add')}
    </Button>
  );

  return (
    <Stack gap="md">
      {methods.length === 0 ? (
        <Stack gap="sm" align="flex-start">
          <Text c="dark.3">{t('payouts.empty')}</Text>
          {addButton}
        </Stack>
      ) : (
        <>
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('payouts.list_label')}
          >
            {methods.map((method) => (
              <PayoutCard
                key={method.id}
                method={method}
                supportEmail={meta.support_email}
                readOnly={readOnly}
                onEdit={() => setDialog({ kind: 'form', method })}
                onDelete={() => setDialog({ kind: 'delete', method })}
              />
            ))}
          </Stack>
          <Group>{addButton}</Group>
        </>
      )}

      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={dialog?.kind === 'form'}
        onClose={close}
        title={t(
          dialog?.kind === 'form' && dialog.method ? 'payouts.edit_title' : 'payouts.add_title',
        )}
        centered
        size="lg"
      >
        {dialog?.kind === 'form' ? (
          <PayoutForm
            key={dialog.method?.id ?? 'new'}
            method={dialog.method}
            pending={create.isPending || update.isPending}
            error={dialog.method ? update.error : create.error}
            onSubmit={(body, onError) => save(dialog.method, body, onError)}
            onCancel={close}
          />
        ) : null}
      </Modal>

      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={dialog?.kind === 'delete'}
        onClose={close}
        title={t('payouts.delete_title')}
        centered
        size="sm"
      >
        {dialog?.kind === 'delete' ? (
          <>
            <Text size="sm">
              {t('payouts.delete_text', {
                method: `${t(`payouts.type.${dialog.method.type}`)} ${dialog.method.masked_number}`,
              })}
            </Text>
            <Group justify="flex-end" mt="lg" gap="xs">
              <Button variant="default" onClick={close}>
                {t('payouts.cancel')}
              </Button>
              <Button
                color="red"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(dialog.method.id, {
                    onSuccess: () => {
                      close();
                      notifySuccess(t('payouts.deleted'));
                    },
                    onError: (error) => {
                      close();
                      notifyError(error);
                    },
                  })
                }
              >
                {t('payouts.delete')}
              </Button>
            </Group>
          </>
        ) : null}
      </Modal>
    </Stack>
  );
}
