import { MAX_CHILD_AGE } from '@gazda/domain/tourist-tax';
import { ActionIcon, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';

type ChildrenAgesProps = {
  ages: number[];
  /** False when the listing's guest limit is reached. */
  canAdd: boolean;
  onChange: (ages: number[]) => void;
};

const AGES = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => String(age));

/**
 * The children of the stay with their ages on the arrival date: the tourist tax depends on them
 * (docs/rules/tourist-tax.md), and they count as guests for the listing's limit.
 */
export function ChildrenAges({ ages, canAdd, onChange }: ChildrenAgesProps) {
  const t = useT();
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={500}>
          {t('touristTax.children')}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          disabled={!canAdd}
          onClick={() => onChange([...ages, 7])}
        >
          {t('touristTax.add_child')}
        </Button>
      </Group>
      {ages.map((age, index) => (
        <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
          <NativeSelect
            style={{ flex: 1 }}
            label={t('touristTax.child_age', { number: index + 1 })}
            data={AGES}
            value={String(age)}
            onChange={(event) =>
              onChange(ages.map((a, i) => (i === index ? Number(event.currentTarget.value) : a)))
            }
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('touristTax.remove_child', { number: index + 1 })}
            onClick={() => onChange(ages.filter((_, i) => i !== index))}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      ))}
      {ages.length > 0 ? (
        <Text size="xs" c="dimmed">
          {t('touristTax.children_hint')}
        </Text>
      ) : null}
    </Stack>
  );
}
