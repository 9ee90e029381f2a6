import type { Category, CategoryConst } from '@gazda/contracts/listings';
import {
  Alert,
  Button,
  Group,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import {
  IconBuildingCommunity,
  IconChevronRight,
  IconTicket,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';
import { useCategories } from '../api/get-categories';
import classes from './category-choice.module.css';

const icons: Record<CategoryConst, typeof IconTicket> = {
  apartment: IconBuildingCommunity,
  attraction: IconTicket,
  restaurant: IconToolsKitchen2,
};

type CategoryChoiceProps = { onChoose: (category: Category) => void; busy?: CategoryConst | null };

/** The three kinds of listing as large cards, each with its icon and one line (works logged out). */
export function CategoryChoice({ onChoose, busy = null }: CategoryChoiceProps) {
  const t = useT();
  const categories = useCategories(false);

  if (categories.isPending)
    return (
      <Stack gap="sm">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={88} radius="md" />
        ))}
      </Stack>
    );
  if (categories.isError)
    return (
      <Alert color="red" variant="light">
        <Stack gap="sm" align="flex-start">
          {categories.error.message}
          <Button size="xs" onClick={() => void categories.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );

  return (
    <Stack gap="sm">
      {categories.data.map((category) => {
        const Icon = icons[category.const];
        return (
          <UnstyledButton
            key={category.id}
            className={classes.card}
            onClick={() => onChoose(category)}
            disabled={busy !== null}
            data-busy={busy === category.const || undefined}
          >
            <Group wrap="nowrap" gap="md">
              <ThemeIcon size={48} radius="md" color="dark" variant="light">
                <Icon size={26} stroke={1.6} />
              </ThemeIcon>
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={700}>{category.name}</Text>
                <Text size="sm" c="dimmed">
                  {t(`listings.list.choose.${category.const}`)}
                </Text>
              </Stack>
              <IconChevronRight size={20} />
            </Group>
          </UnstyledButton>
        );
      })}
    </Stack>
  );
}
