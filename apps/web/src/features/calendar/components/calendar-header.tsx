import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowLeft, IconTrendingUp } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { PageTitle } from '../../../ui/page-title';

type CalendarHeaderProps = { listingId: number; categoryConst: string; name: string };

/**
 * Title with the listing's name, the way back to its form, and the marketing line
 * (docs/rules/product.md §1).
 */
export function CalendarHeader({ listingId, categoryConst, name }: CalendarHeaderProps) {
  const t = useT();
  return (
    <Stack gap={6}>
      <Anchor
        component={Link}
        to={routePath('listing.form', { categoryConst, id: listingId })}
        size="sm"
        c="dark.6"
      >
        <Group gap={4} component="span">
          <IconArrowLeft size={14} />
          {t('calendar.back_to_listing')}
        </Group>
      </Anchor>
      <PageTitle
        title={name ? t('calendar.title_named', { name }) : t('calendar.title')}
      />
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={24} radius="xl" color="green" variant="light" aria-hidden>
          <IconTrendingUp size={15} />
        </ThemeIcon>
        {/* Darker than Mantine's green.9 (4.4:1): 14 px bold text needs 4.5:1 on white. */}
        <Text size="sm" fw={600} c="#1e6b30">
          {t('calendar.marketing')}
        </Text>
      </Group>
    </Stack>
  );
}
