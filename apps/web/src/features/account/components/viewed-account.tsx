import { Skeleton, Stack } from '@mantine/core';
import { FormErrors } from '../../../ui/form-errors';
import { useUserAccount } from '../api/get-user-account';
import { AccountForm } from './account-form';
import { AdminLogoutUser } from './admin-logout-user';
import { ViewAsAdminNotice } from './view-as-admin-notice';

/**
 * An Admin's read-only view of another user's account tab (`?viewAsAdmin={userId}`): the same
 * form, filled from GET admin/users/{id}, inside a disabled fieldset; a submit never gets through.
 * Above it, the operator's one action on the account: sign the user out everywhere.
 */
export function ViewedAccount({ userId }: { userId: number }) {
  const account = useUserAccount(userId);
  if (account.isPending) return <Skeleton height={320} radius="md" />;
  if (account.isError) return <FormErrors error={account.error} />;
  return (
    <Stack gap="lg">
      <ViewAsAdminNotice userId={userId} />
      <AdminLogoutUser
        userId={userId}
        name={`${account.data.first_name} ${account.data.last_name}`.trim()}
      />
      <fieldset
        disabled
        style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
        onSubmitCapture={(event) => {
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        <AccountForm key={account.data.id} user={account.data} />
      </fieldset>
    </Stack>
  );
}
