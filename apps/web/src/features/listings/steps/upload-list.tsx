import { ActionIcon, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconX } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';
import type { Upload } from '../hooks/use-photo-uploads';

type UploadListProps = { uploads: Upload[]; onDismiss: (key: number) => void };

/** One row per file on its way: a progress bar, or the server's message when it failed. */
export function UploadList({ uploads, onDismiss }: UploadListProps) {
  const t = useT();
  if (uploads.length === 0) return null;
  return (
    <Stack gap="xs" aria-live="polite">
      {uploads.map((upload) => (
        <Paper key={upload.key} withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={500} truncate>
                {upload.name}
              </Text>
              {upload.error ? (
                <Group gap={6} wrap="nowrap">
                  <IconAlertCircle size={16} color="var(--mantine-color-error)" />
                  <Text size="sm" c="var(--mantine-color-error)" role="alert">
                    {upload.error}
                  </Text>
                </Group>
              ) : (
                <Progress
                  value={Math.round(upload.progress * 100)}
                  animated={upload.progress >= 1}
                  aria-label={t('listings.form.gallery.uploading', { name: upload.name })}
                />
              )}
            </Stack>
            {upload.error ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => onDismiss(upload.key)}
                aria-label={t('common.close')}
              >
                <IconX size={16} />
              </ActionIcon>
            ) : null}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
