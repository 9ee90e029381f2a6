import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../../lib/i18n';

/** What a deletion erases and what it keeps (docs/rules/decisions.md §3, Account deletion). */
export function DeletionExplanation() {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Card withBorder radius="md" padding="md">
        <Stack gap={4}>
          <Title order={3} fz="h5">
            {t('accountDeletion.erased_title')}
          </Title>
          <Text size="sm">{t('accountDeletion.erased')}</Text>
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="md">
        <Stack gap={4}>
          <Title order={3} fz="h5">
            {t('accountDeletion.kept_title')}
          </Title>
          <Text size="sm">{t('accountDeletion.kept')}</Text>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
