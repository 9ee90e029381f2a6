import { Paper, SimpleGrid, Text } from '@mantine/core';

type Figure = { key: string; label: string; value: string; detail: string | null };

/** The key figures above the charts: a label, the value, and a line under it when there is one. */
export function FigureCards({ figures, lg }: { figures: Figure[]; lg: number }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: Math.min(3, lg), lg }} spacing="sm">
      {figures.map((figure) => (
        <Paper key={figure.key} withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed">
            {figure.label}
          </Text>
          <Text fw={700} size="lg">
            {figure.value}
          </Text>
          {figure.detail ? (
            <Text size="xs" c="dimmed">
              {figure.detail}
            </Text>
          ) : null}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
