import type { User } from '@gazda/contracts/user';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dark.3" fw={500}>
        {label}
      </Text>
      <Text component="div" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The profile as the server knows it; editing comes with the account issue. */
export function AccountOverview({ user }: { user: User }) {
  const t = useT();
  const verified = Boolean(user.email_verified_at);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
      <Field label={t('settings.account.name')}>{`${user.first_name} ${user.last_name}`}</Field>
      <Field label={t('settings.account.email')}>
        <Group gap="xs" wrap="wrap">
          {user.email || t('settings.account.not_entered')}
          <Badge color={verified ? 'green' : 'yellow'} variant="light">
            {verified ? t('settings.account.verified') : t('settings.account.not_verified')}
          </Badge>
        </Group>
      </Field>
      <Field label={t('settings.account.phone')}>
        {user.phone ?? (
          <Text span c="dark.3" fs="italic">
            {t('settings.account.not_entered')}
          </Text>
        )}
      </Field>
      <Field label={t('settings.account.type')}>
        {t(`settings.account.type.${user.account_type}`)}
      </Field>
    </SimpleGrid>
  );
}
