import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight, IconId, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { routePath } from '../../../lib/route-names';
import { useT } from '../../../lib/i18n';

/** Links of the account settings to identity verification and account deletion. */
export function AccountLinks() {
  const t = useT();
  const items = [
    {
      to: routePath('government-id'),
      icon: <IconId size={20} />,
      title: t('accountDeletion.links.government_id'),
      text: t('accountDeletion.links.government_id_text'),
    },
    {
      to: routePath('delete-account'),
      icon: <IconTrash size={20} />,
      title: t('accountDeletion.links.delete'),
      text: t('accountDeletion.links.delete_text'),
    },
  ];
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {t('accountDeletion.links.title')}
      </Title>
      {items.map((item) => (
        <Card key={item.to} withBorder radius="md" padding="sm">
          <Anchor component={Link} to={item.to} underline="never" c="inherit">
            <Group wrap="nowrap" justify="space-between">
              <Group wrap="nowrap" gap="sm">
                {item.icon}
                <Stack gap={0}>
                  <Text fw={600} size="sm">
                    {item.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {item.text}
                  </Text>
                </Stack>
              </Group>
              <IconChevronRight size={18} />
            </Group>
          </Anchor>
        </Card>
      ))}
    </Stack>
  );
}
