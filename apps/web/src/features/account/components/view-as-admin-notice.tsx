import { Alert, Skeleton } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';
import { FormErrors } from '../../../ui/form-errors';
import { useUserAccount } from '../api/get-user-account';

/** Above an Admin's read-only view of a settings tab: whose account this is. */
export function ViewAsAdminNotice({ userId }: { userId: number }) {
  const t = useT();
  const account = useUserAccount(userId);
  if (account.isPending) return <Skeleton height={60} radius="md" />;
  if (account.isError) return <FormErrors error={account.error} />;
  const name = `${account.data.first_name} ${account.data.last_name}`.trim();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconEye size={18} />}
      title={t('admin.view_as.title')}
    >
      {t('admin.view_as.user', { name, email: account.data.email })}
    </Alert>
  );
}
