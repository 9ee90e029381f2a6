import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray } from 'react-hook-form';
import { fieldMessage } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { BedsField } from './beds-field';
import type { PropertyForm } from './property-form';

/** The rooms of the property, each with its beds (type and count); at least one room. */
export function RoomsField({ form }: { form: PropertyForm }) {
  const t = useT();
  const rooms = useFieldArray({ control: form.control, name: 'rooms' });
  const error = form.formState.errors.rooms?.root?.message ?? form.formState.errors.rooms?.message;

  return (
    <Stack gap="sm">
      {rooms.fields.map((room, index) => (
        <Card key={room.id} withBorder radius="md" padding="md">
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{t('listings.form.rooms.room', { number: index + 1 })}</Text>
              {rooms.fields.length > 1 ? (
                <Button
                  variant="subtle"
                  color="red.9"
                  size="compact-sm"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => rooms.remove(index)}
                >
                  {t('listings.form.rooms.remove_room')}
                </Button>
              ) : null}
            </Group>
            <BedsField form={form} roomIndex={index} />
          </Stack>
        </Card>
      ))}
      {error ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {fieldMessage(t, error)}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() => rooms.append({ beds: [{ type: 'double', count: 1 }] })}
          disabled={rooms.fields.length >= 50}
        >
          {t('listings.form.rooms.add_room')}
        </Button>
      </Group>
    </Stack>
  );
}
