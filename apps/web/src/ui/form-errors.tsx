import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError } from '../lib/api-client';
import { useT } from '../lib/i18n';

type FormErrorsProps = { error: unknown; extra?: string };

/**
 * A failed request above a form: backend validation errors as a list, the first message per field
 * (docs/rules/product.md §5); any other failure as its message (429 with the wait in `extra`).
 */
export function FormErrors({ error, extra }: FormErrorsProps) {
  const t = useT();
  if (!error) return null;
  const apiError = error instanceof ApiError ? error : null;
  const fieldMessages = Object.entries(apiError?.errors ?? {}).flatMap(([field, messages]) =>
    messages[0] ? [{ field, message: messages[0] }] : [],
  );
  const title = apiError?.message ?? t('errors.server');

  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      title={title}
      role="alert"
    >
      {fieldMessages.length > 0 ? (
        <List size="sm" spacing={2}>
          {fieldMessages.map(({ field, message }) => (
            <List.Item key={field}>{message}</List.Item>
          ))}
        </List>
      ) : null}
      {extra}
    </Alert>
  );
}
