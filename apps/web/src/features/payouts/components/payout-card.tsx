import type { PayoutMethod } from '@gazda/contracts/payouts';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBuildingBank,
  IconCash,
  IconEdit,
  IconLock,
  IconTrash,
  IconWorld,
} from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';

const icons = { domestic: IconBuildingBank, iban: IconWorld, money_transfer: IconCash };

type PayoutCardProps = {
  method: PayoutMethod;
  supportEmail: string;
  onEdit: () => void;
  onDelete: () => void;
  /** An Admin's read-only view: no edit or delete. */
  readOnly?: boolean;
};

/** One method: type, masked number, details; locked with a support link when bookings use it. */
export function PayoutCard({
  method,
  supportEmail,
  onEdit,
  onDelete,
  readOnly = false,
}: PayoutCardProps) {
  const t = useT();
  const Icon = icons[method.type];
  const details =
    method.type === 'iban'
      ? [method.bank_name, method.swift, method.full_name]
      : method.type === 'money_transfer'
        ? // The phone is the masked number above, never shown in full (docs/rules/product.md).
          [method.service ? t(`payouts.service.${method.service}`) : null, method.full_name]
        : [];
  const title = t(`payouts.type.${method.type}`);

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="li"
      aria-label={`${title} ${method.masked_number}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            <ThemeIcon variant="light" color="dark" size="lg" radius="md">
              <Icon size={20} />
            </ThemeIcon>
            <Stack gap={2}>
              <Text fw={600}>{title}</Text>
              <Text ff="monospace" fz="lg" data-testid="payout-number">
                {method.masked_number}
              </Text>
              {details.filter(Boolean).length > 0 ? (
                <Text size="sm" c="dark.3">
                  {details.filter(Boolean).join(' · ')}
                </Text>
              ) : null}
            </Stack>
          </Group>
          {method.in_use ? (
            <Badge
              color="yellow"
              variant="light"
              leftSection={<IconLock size={12} />}
              style={{ flexShrink: 0, overflow: 'visible' }}
            >
              {t('payouts.in_use')}
            </Badge>
          ) : null}
        </Group>
        {method.in_use ? (
          <Text size="sm" c="dark.4">
            {t('payouts.locked_help')}{' '}
            <Anchor href={`mailto:${supportEmail}`} size="sm" underline="always" fw={600}>
              {supportEmail}
            </Anchor>
          </Text>
        ) : null}
        {readOnly ? null : (
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconEdit size={14} />}
              disabled={method.in_use}
              onClick={onEdit}
            >
              {t('payouts.edit')}
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              disabled={method.in_use}
              onClick={onDelete}
            >
              {t('payouts.delete')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
