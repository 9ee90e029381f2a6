import type { MessageKey } from '@gazda/i18n/catalog';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconConfetti } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { verificationState, VERIFY_ITEMS, type VerifyItem, type VerifyUser } from '../verification';

type VerifyChecklistProps = {
  user: VerifyUser;
  /** The e-mail's resend comes from the auth feature; the route passes it in. */
  onResend: () => void;
  resending: boolean;
};

const links: Record<Exclude<VerifyItem, 'email'>, { to: string; label: MessageKey }> = {
  government_id: { to: routePath('government-id'), label: 'listings.verify.government_id.link' },
  payout: { to: routePath('user-settings.payouts'), label: 'listings.verify.payout.link' },
  details: { to: routePath('user-settings.account'), label: 'listings.verify.details.link' },
};

/** /listing/verify-listing: each thing a host needs, done or missing, with the way to do it. */
export function VerifyChecklist({ user, onResend, resending }: VerifyChecklistProps) {
  const t = useT();
  const state = verificationState(user);
  const allDone = VERIFY_ITEMS.every((item) => state[item]);

  return (
    <Stack gap="md">
      {allDone ? (
        <Alert
          color="green"
          variant="light"
          icon={<IconConfetti size={20} />}
          title={t('listings.verify.done_title')}
        >
          {t('listings.verify.done_text')}
        </Alert>
      ) : null}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {VERIFY_ITEMS.map((item) => {
          const done = state[item];
          return (
            <Paper
              key={item}
              component="li"
              withBorder
              radius="md"
              p="md"
              data-testid={`verify-${item}`}
              data-done={done}
            >
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 16rem' }}>
                  <ThemeIcon
                    color={done ? 'green' : 'yellow'}
                    variant="light"
                    radius="xl"
                    size="lg"
                  >
                    {done ? <IconCircleCheck size={20} /> : <IconCircleDashed size={20} />}
                  </ThemeIcon>
                  <Stack gap={0}>
                    <Text fw={600}>{t(`listings.verify.${item}.title`)}</Text>
                    <Text size="sm" c="dimmed">
                      {done
                        ? t('listings.verify.state.done')
                        : t(`listings.verify.${item}.missing`)}
                    </Text>
                  </Stack>
                </Group>
                {done ? null : item === 'email' ? (
                  <Button
                    size="compact-md"
                    variant="outline"
                    color="dark"
                    loading={resending}
                    onClick={onResend}
                  >
                    {t('listings.verify.email.resend')}
                  </Button>
                ) : (
                  <Anchor
                    component={Link}
                    to={links[item].to}
                    fw={600}
                    c="dark"
                    underline="always"
                    size="sm"
                  >
                    {t(links[item].label)}
                  </Anchor>
                )}
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
