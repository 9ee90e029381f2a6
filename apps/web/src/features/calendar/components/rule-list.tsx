import type { CalendarRule } from '@gazda/contracts/calendar';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';
import { notifySuccess } from '../../../ui/notify';
import { useDeleteRule } from '../api/delete-rule';
import { notifyApiError } from '../utils/notify-api-error';
import { percentParts } from '../utils/rule-form';
import { ConfirmAction } from './confirm-action';

type RuleListProps = {
  listingId: number;
  rules: readonly CalendarRule[];
  onEdit: (rule: CalendarRule) => void;
};

export function RuleList({ listingId, rules, onEdit }: RuleListProps) {
  const t = useT();
  const remove = useDeleteRule(listingId);

  if (rules.length === 0)
    return (
      <Text size="sm" fw={600}>
        {t('calendar.rules.empty')}
      </Text>
    );

  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {rules.map((rule) => {
        const { kind, amount } = percentParts(rule.price_percent);
        return (
          <Paper key={rule.id} component="li" withBorder radius="md" p="xs">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <span
                  style={{
                    flex: 'none',
                    width: 18,
                    height: 18,
                    borderRadius: 4,
                    background: rule.color,
                  }}
                  aria-hidden
                />
                <Stack gap={0} miw={0}>
                  <Text fw={600} size="sm" truncate>
                    {rule.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(
                      kind === 'discount'
                        ? 'calendar.rules.discount_of'
                        : 'calendar.rules.increase_of',
                      {
                        percent: amount,
                      },
                    )}
                    {rule.min_stay !== null
                      ? ` · ${t('calendar.day.min_stay', { count: rule.min_stay })}`
                      : ''}
                  </Text>
                </Stack>
              </Group>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  color="dark"
                  aria-label={t('calendar.rules.edit', { name: rule.name })}
                  onClick={() => onEdit(rule)}
                >
                  <IconPencil size={16} />
                </ActionIcon>
                <ConfirmAction
                  buttonProps={{
                    variant: 'subtle',
                    color: 'red',
                    size: 'compact-sm',
                    px: 6,
                    'aria-label': t('calendar.rules.delete', { name: rule.name }),
                  }}
                  title={t('calendar.rules.delete_title', { name: rule.name })}
                  message={t('calendar.rules.delete_text')}
                  confirmLabel={t('calendar.rules.delete_confirm')}
                  loading={remove.isPending}
                  onConfirm={(close) =>
                    remove.mutate(rule.id, {
                      onSuccess: () => {
                        close();
                        notifySuccess(t('calendar.rules.deleted'));
                      },
                      onError: notifyApiError,
                    })
                  }
                >
                  <IconTrash size={16} />
                </ConfirmAction>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
