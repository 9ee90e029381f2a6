import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n';

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
