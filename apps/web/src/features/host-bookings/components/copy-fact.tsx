import { ActionIcon, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';

/** One guest detail as eTurista asks for it, with a button that copies it for pasting there. */
export function CopyFact({ label, value }: { label: string; value: string }) {
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
        <CopyButton value={value} timeout={1500}>
          {({ copied, copy }) => (
            <Tooltip
              label={t(copied ? 'guestRegistration.host.copied' : 'guestRegistration.host.copy')}
              withArrow
            >
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={`${t('guestRegistration.host.copy')}: ${label}`}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
