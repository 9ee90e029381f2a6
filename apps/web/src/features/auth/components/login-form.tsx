import type { LoginBody } from '@gazda/contracts/auth';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { fieldMessage } from '../../../lib/field-message';
import { useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { FormErrors } from '../../../ui/form-errors';
import { useLogin, type LoginResult } from '../api/login';

type LoginFormProps = { onSuccess: (result: LoginResult) => void };
type Field = keyof LoginBody;
type Errors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ['email', 'password'];

/** The contract's schema and the shared issue messages arrive with the first submit. */
async function check(values: Record<Field, string>) {
  const [{ loginBodySchema }, { checkFields }] = await Promise.all([
    import('@gazda/contracts/auth'),
    import('../../../lib/schema-errors'),
  ]);
  return checkFields(loginBodySchema, values);
}

/*
 * /login is the screen most people open first, so its form does without the form library and
 * without zod in the first download (issue #9's budget): on submit it checks the values with the
 * contract's schema (as useZodForm does, same messages), then re-checks a field on each change;
 * the server's 422 puts each field's first message on it and the full list above.
 */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const t = useT();
  const login = useLogin();
  const form = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  const [errors, setErrors] = useState<Errors>({});

  function values(): Record<Field, string> {
    const data = new FormData(form.current ?? undefined);
    return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
  }

  function show(next: Errors) {
    setErrors(next);
    const first = FIELDS.find((field) => next[field]);
    const input = first ? form.current?.elements.namedItem(first) : null;
    if (input instanceof HTMLElement) input.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    submitted.current = true;
    const result = await check(values());
    if (!result.success) return show(result.errors);
    setErrors({});
    login.mutate(result.data, {
      onSuccess,
      onError: (error) => {
        if (!(error instanceof ApiError) || !error.errors) return;
        const server = error.errors;
        show(Object.fromEntries(FIELDS.map((field) => [field, server[field]?.[0]])) as Errors);
      },
    });
  }

  async function recheck(field: Field) {
    if (!submitted.current) return;
    const result = await check(values());
    const message = result.success ? undefined : result.errors[field];
    setErrors((current) => ({ ...current, [field]: message }));
  }

  // 429: the server's "Too Many Attempts." and how long to wait (Retry-After).
  const wait =
    login.error instanceof ApiError && login.error.status === 429 && login.error.retryAfter
      ? t('auth.login.retry_after', { seconds: login.error.retryAfter })
      : undefined;

  return (
    <form ref={form} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <FormErrors error={login.error} extra={wait} />
        <TextInput
          name="email"
          label={t('auth.field.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          withAsterisk
          onChange={() => void recheck('email')}
          error={fieldMessage(t, errors.email)}
        />
        <PasswordInput
          name="password"
          label={t('auth.field.password')}
          autoComplete="current-password"
          withAsterisk
          onChange={() => void recheck('password')}
          error={fieldMessage(t, errors.password)}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor
            component={Link}
            to={routePath('reset-password')}
            size="sm"
            c="dark"
            underline="always"
          >
            {t('auth.login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" loading={login.isPending} fullWidth>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
