import type { CalendarInitData, CalendarRule } from '@gazda/contracts/calendar';
import { Button, Divider, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { ListingDefaultsForm } from './listing-defaults-form';
import { RuleForm } from './rule-form';
import { RuleList } from './rule-list';

type RulesTabProps = { listingId: number; initData: CalendarInitData };

/** The rule manager and the listing's defaults (base and weekend price, minimum stays). */
export function RulesTab({ listingId, initData }: RulesTabProps) {
  const t = useT();
  const [editing, setEditing] = useState<CalendarRule | 'new' | null>(null);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('calendar.rules.intro')}
      </Text>
      {editing ? (
        <RuleForm
          key={editing === 'new' ? 'new' : editing.id}
          listingId={listingId}
          rule={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <>
          <RuleList listingId={listingId} rules={initData.rules} onEdit={setEditing} />
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing('new')}
          >
            {t('calendar.rules.new')}
          </Button>
        </>
      )}
      <Divider label={t('calendar.defaults.title')} labelPosition="left" mt="sm" />
      <ListingDefaultsForm listingId={listingId} listing={initData.listing} />
    </Stack>
  );
}
