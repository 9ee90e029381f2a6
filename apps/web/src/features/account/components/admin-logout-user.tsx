import { Button, Group, Modal, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { FormErrors } from '../../../ui/form-errors';
import { notifySuccess } from '../../../ui/notify';
import { useAdminLogoutUser } from '../api/admin-logout-user';

/**
 * An Admin's "Sign this user out everywhere" on the read-only view of an account: every login of
 * the user ends (POST admin/users/{id}/logout), after a question. The one write of that view.
 */
export function AdminLogoutUser({ userId, name }: { userId: number; name: string }) {
  const t = useT();
  const logout = useAdminLogoutUser();
  const [opened, setOpened] = useState(false);

  async function confirm() {
    try {
      await logout.mutateAsync(userId);
      notifySuccess(t('admin.logout_user.done'));
    } finally {
      setOpened(false);
    }
  }

  return (
    <>
      <FormErrors error={logout.error} />
      <Group>
        <Button
          variant="light"
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => {
            logout.reset();
            setOpened(true);
          }}
        >
          {t('admin.logout_user.button')}
        </Button>
      </Group>
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('admin.logout_user.title', { name })}
        centered
        size="sm"
      >
        <Text size="sm">{t('admin.logout_user.text')}</Text>
        <Group justify="flex-end" mt="lg" gap="xs">
          <Button variant="default" onClick={() => setOpened(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={logout.isPending}
            onClick={() => void confirm().catch(() => {})}
          >
            {t('admin.logout_user.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
