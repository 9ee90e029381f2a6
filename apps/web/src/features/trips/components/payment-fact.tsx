import { ActionIcon, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';

type PaymentFactProps = { label: string; value: string; copy?: string };

/** One line of the payment order (amount, account, reference…), with a copy button if asked. */
export function PaymentFact({ label, value, copy }: PaymentFactProps) {
  const t = useT();
  return (
    <Stack gap={0}>
      <Text size="xs" c="dark.4">
        {label}
      </Text>
      <Group gap={4} wrap="nowrap">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
        {copy !== undefined ? (
          <CopyButton value={copy} timeout={1500}>
            {({ copied, copy: doCopy }) => (
              <Tooltip label={t(copied ? 'payments.card.copied' : 'payments.card.copy')} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  onClick={doCopy}
                  aria-label={`${t('payments.card.copy')}: ${label}`}
                >
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        ) : null}
      </Group>
    </Stack>
  );
}
