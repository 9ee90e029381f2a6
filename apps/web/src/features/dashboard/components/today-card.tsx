import { Anchor, Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';

/** One line of a Today card: what it is (a link to it) and a dimmed detail. */
export type TodayLine = { key: number; to: string; label: string; detail: string };

type TodayCardProps = {
  id: string;
  title: string;
  /** null while loading. */
  lines: TodayLine[] | null;
  empty: string;
  /** Lines beyond the ones shown, and where to see them all. */
  more?: { count: number; to?: string };
  /** An attention color for the count when the list is not empty. */
  color?: string;
};

/** A section of the Today view: its title and count, at most a few lines, or a short "none". */
export function TodayCard({ id, title, lines, empty, more, color = 'gray' }: TodayCardProps) {
  const t = useT();
  const count = lines === null ? null : lines.length + (more?.count ?? 0);
  return (
    <Card withBorder radius="md" padding="sm" data-testid={`today-${id}`}>
      <Stack gap={6} component="section" aria-labelledby={`today-${id}-title`}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text fw={700} size="sm" id={`today-${id}-title`}>
            {title}
          </Text>
          {count ? (
            <Badge color={color} variant="light" size="sm" circle={count < 10}>
              {count}
            </Badge>
          ) : null}
        </Group>
        {lines === null ? (
          <Stack gap={4} aria-hidden>
            <Skeleton h={14} />
            <Skeleton h={14} w="60%" />
          </Stack>
        ) : lines.length === 0 ? (
          <Text size="sm" c="dark.3">
            {empty}
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {lines.map((line) => (
              <li key={line.key}>
                <Anchor component={Link} to={line.to} c="dark" fw={600} size="sm">
                  {line.label}
                </Anchor>
                <Text size="xs" c="dark.3">
                  {line.detail}
                </Text>
              </li>
            ))}
          </Stack>
        )}
        {more && more.count > 0 ? (
          more.to ? (
            <Anchor component={Link} to={more.to} size="xs" c="dark" underline="always">
              {t('dashboard.today.more', { count: more.count })}
            </Anchor>
          ) : (
            <Text size="xs" c="dark.3">
              {t('dashboard.today.more', { count: more.count })}
            </Text>
          )
        ) : null}
      </Stack>
    </Card>
  );
}
