import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import { Pager } from '../../../ui/pager';

type QueueStateProps<T> = {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
};

/** Loading skeletons, the error with a retry, the empty state, else the queue. */
export function QueueState<T>({ query, isEmpty, empty, children }: QueueStateProps<T>) {
  const t = useT();
  if (query.isPending)
    return (
      <Stack gap="sm">
        <Skeleton h={96} radius="md" />
        <Skeleton h={96} radius="md" />
      </Stack>
    );
  if (query.isError)
    return (
      <Alert color="red" title={query.error.message}>
        <Button size="xs" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  if (isEmpty(query.data))
    return (
      <Text c="dimmed" py="lg" data-testid="admin-empty">
        {empty}
      </Text>
    );
  return <>{children(query.data)}</>;
}

type Paged<T> = { data: T[]; meta: { total: number; per_page: number } };

type PagedQueueProps<T> = {
  query: UseQueryResult<Paged<T>>;
  empty: string;
  page: number;
  onPage: (next: number) => void;
  children: (row: T) => ReactNode;
};

/** A queue of cards with QueueState's states, and the pager under it when there is more than a page. */
export function PagedQueue<T>({ query, empty, page, onPage, children }: PagedQueueProps<T>) {
  return (
    <QueueState query={query} isEmpty={(data) => data.data.length === 0} empty={empty}>
      {(data) => (
        <Stack gap="sm">
          {data.data.map(children)}
          {data.meta.total > data.meta.per_page ? (
            <Group justify="center">
              <Pager
                value={page}
                total={Math.ceil(data.meta.total / data.meta.per_page)}
                onChange={onPage}
              />
            </Group>
          ) : null}
        </Stack>
      )}
    </QueueState>
  );
}
