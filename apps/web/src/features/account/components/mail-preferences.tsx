import { MAIL_CATEGORIES, type MailCategory, type User } from '@gazda/contracts/user';
import { Checkbox, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useUpdateSettings } from '../api/update-settings';

/** Which mails arrive (issue #6): one checkbox per category, each saved as it is changed. */
export function MailPreferences({ user }: { user: User }) {
  const t = useT();
  const update = useUpdateSettings();
  const saving = update.isPending ? update.variables.mails : undefined;

  function save(category: MailCategory, on: boolean) {
    update.mutate(
      { mails: { [category]: on } },
      { onSuccess: () => notifySuccess(t('account.mails.saved')), onError: notifyError },
    );
  }

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} fz="h4">
          {t('account.mails.title')}
        </Title>
        <Text size="sm" c="dark.3">
          {t('account.mails.description')}
        </Text>
      </Stack>
      <Stack gap="sm">
        {MAIL_CATEGORIES.map((category) => (
          <Checkbox
            key={category}
            label={t(`account.mails.${category}`)}
            checked={saving?.[category] ?? user.settings.mails[category]}
            disabled={update.isPending}
            onChange={(event) => save(category, event.currentTarget.checked)}
          />
        ))}
      </Stack>
    </Stack>
  );
}
