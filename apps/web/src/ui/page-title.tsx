import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

type PageTitleProps = { title: string; description?: ReactNode; order?: 1 | 2 };

/** The heading of a screen; it also names the browser tab (`Prijava · Gazda`). */
export function PageTitle({ title, description, order = 1 }: PageTitleProps) {
  useDocumentTitle(`${title} · Gazda`);
  return (
    <Stack gap={4}>
      <Title order={order} fz={order === 1 ? 'h2' : 'h3'}>
        {title}
      </Title>
      {description ? (
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      ) : null}
    </Stack>
  );
}
