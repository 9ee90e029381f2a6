import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client';

type LinkStatusProps<T> = {
  /** The query that opens the mailed link (once: a query, not a mutation). */
  query: UseQueryResult<T>;
  /** While it opens. */
  pending: string;
  /** Once it opened: the alert's text, and the way on below it. */
  succeeded: (data: T) => { text: string; next: ReactNode };
  /** When it failed: the alert's title (the server's reason is its text), and what to do below it. */
  failed: { title: string; next: ReactNode };
  /** The fields of a 422 that say why, the first found wins; else the error's message. */
  reasonFields: readonly string[];
};

function reason(error: unknown, fields: readonly string[]): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  for (const field of fields) {
    const message = error.errors?.[field]?.[0];
    if (message !== undefined) return message;
  }
  return error.message;
}

/** How opening a mailed, signed link went: the verification and the change of address alike. */
export function LinkStatus<T>({
  query,
  pending,
  succeeded,
  failed,
  reasonFields,
}: LinkStatusProps<T>) {
  if (query.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" color="dark" />
        <Text>{pending}</Text>
      </Group>
    );
  }

  if (query.isSuccess) {
    const { text, next } = succeeded(query.data);
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} role="status">
          {text}
        </Alert>
        {next}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={20} />}
        title={failed.title}
        role="alert"
      >
        {reason(query.error, reasonFields)}
      </Alert>
      {failed.next}
    </Stack>
  );
}
