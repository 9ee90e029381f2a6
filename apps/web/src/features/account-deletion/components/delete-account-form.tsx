import { deleteAccountBodySchema } from '@gazda/contracts/account-deletion';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { applyServerErrors, fieldMessage, useZodForm } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { FormErrors } from '../../../ui/form-errors';
import { useRequestDeletion } from '../api/request-deletion';

const fields = ['password'] as const;

/** The password, then a confirm dialog; only the dialog's button sends the request. */
export function DeleteAccountForm() {
  const t = useT();
  const request = useRequestDeletion();
  const [confirming, confirm] = useDisclosure(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(deleteAccountBodySchema, { defaultValues: { password: '' } });

  const send = handleSubmit((values) =>
    request.mutate(values, {
      onSettled: () => confirm.close(),
      onError: (error) => applyServerErrors(error, setError, fields),
    }),
  );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        // The form's own checks run first; the dialog opens only for a filled-in password.
        void handleSubmit(() => confirm.open())(event);
      }}
      noValidate
    >
      <Stack gap="md" maw={420}>
        <FormErrors error={request.error} />
        <PasswordInput
          label={t('accountDeletion.password')}
          description={t('accountDeletion.password_hint')}
          autoComplete="current-password"
          withAsterisk
          {...register('password')}
          error={fieldMessage(t, errors.password?.message)}
        />
        <Group>
          <Button type="submit" color="red" leftSection={<IconTrash size={16} />}>
            {t('accountDeletion.submit')}
          </Button>
        </Group>
      </Stack>
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={confirming}
        onClose={confirm.close}
        title={t('accountDeletion.confirm_title')}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('accountDeletion.confirm_text')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close} disabled={request.isPending}>
              {t('common.cancel')}
            </Button>
            <Button color="red" loading={request.isPending} onClick={() => void send()}>
              {t('accountDeletion.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
