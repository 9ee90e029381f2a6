import { GOVERNMENT_ID_ACCEPT } from '@gazda/contracts/government-id';
import { AspectRatio, Button, Card, FileButton, Image, Loader, Stack, Text } from '@mantine/core';
import { IconId, IconUpload } from '@tabler/icons-react';
import { fieldMessage } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { useIdPicture } from '../api/get-id-picture';

type IdPicturePickerProps = {
  label: string;
  /** The stored private picture (fetched with the token), shown until a new file is chosen. */
  storedUrl: string | null;
  /** The chosen file and its blob URL (made when chosen, see government-id-form.tsx). */
  file: { file: File; url: string } | null;
  onChange: (file: File | null) => void;
  error?: string;
  disabled?: boolean;
};

/** One side of the ID: its preview (the chosen file, else the stored picture) and a picker. */
export function IdPicturePicker(props: IdPicturePickerProps) {
  const { label, storedUrl, file, onChange, error, disabled } = props;
  const t = useT();
  const stored = useIdPicture(file ? null : storedUrl);
  const preview = file?.url ?? stored.data ?? null;
  const message = fieldMessage(t, error);

  return (
    <Card withBorder radius="md" padding="sm">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {label}
        </Text>
        <AspectRatio ratio={85.6 / 54}>
          {preview ? (
            <Image src={preview} alt={label} fit="contain" bg="gray.1" radius="sm" />
          ) : (
            <Stack
              align="center"
              justify="center"
              gap={4}
              bg="gray.1"
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            >
              {stored.isLoading ? <Loader size="sm" /> : <IconId size={36} stroke={1.2} />}
              <Text size="xs" c="dimmed">
                {stored.isError ? t('governmentId.picture_failed') : t('governmentId.no_picture')}
              </Text>
            </Stack>
          )}
        </AspectRatio>
        <FileButton onChange={onChange} accept={GOVERNMENT_ID_ACCEPT.join(',')} disabled={disabled}>
          {(buttonProps) => (
            <Button
              {...buttonProps}
              variant="default"
              leftSection={<IconUpload size={16} />}
              disabled={disabled}
              aria-label={`${label}: ${preview ? t('governmentId.replace') : t('governmentId.choose')}`}
            >
              {preview ? t('governmentId.replace') : t('governmentId.choose')}
            </Button>
          )}
        </FileButton>
        {file ? (
          <Text size="xs" c="dimmed" truncate>
            {file.file.name}
          </Text>
        ) : null}
        {message ? (
          <Text size="sm" c="red" role="alert">
            {message}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
