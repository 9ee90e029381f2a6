import type { QuoteBody } from '@gazda/contracts/calendar';
import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';

type RulesRefusalProps = { rules: QuoteBody['refused_by']; title: string };

/**
 * The listing's availability rules a stay breaks (docs/rules/availability.md), each in the words
 * the booking routes answer with; nothing when none does.
 */
export function RulesRefusal({ rules, title }: RulesRefusalProps) {
  const t = useT();
  if (rules.length === 0) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} p="xs">
      <Text size="sm">{title}</Text>
      <List size="sm" mt={4}>
        {rules.map((rule) => (
          <List.Item key={rule}>{t(`listings.rule.${rule}`)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
