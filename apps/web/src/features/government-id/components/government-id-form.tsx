import type { GovernmentId, GovernmentIdSide } from '@gazda/contracts/government-id';
import { Button, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { FormErrors } from '../../../ui/form-errors';
import { notifySuccess } from '../../../ui/notify';
import { useUploadGovernmentId } from '../api/upload-government-id';
import { IdPicturePicker } from './id-picture-picker';

type Chosen = { file: File; url: string };
type Files = Partial<Record<GovernmentIdSide, Chosen>>;

/**
 * Front and back pickers with previews, then one upload with progress. Both sides are needed the
 * first time; later (under review or rejected) one side may be replaced alone. The server's
 * 422 messages show under their side and as the list above.
 */
export function GovernmentIdForm({ id }: { id: GovernmentId }) {
  const t = useT();
  const upload = useUploadGovernmentId();
  const [files, setFiles] = useState<Files>({});
  const [progress, setProgress] = useState(0);
  const [missing, setMissing] = useState(false);
  const serverErrors = upload.error instanceof ApiError ? (upload.error.errors ?? {}) : {};
  const hasStored = id.front_url !== null;

  // The preview's blob URL is made here, in the event, and the one it replaces is let go.
  const choose = (side: GovernmentIdSide) => (file: File | null) => {
    const previous = files[side];
    if (previous) URL.revokeObjectURL(previous.url);
    const next = file ? { file, url: URL.createObjectURL(file) } : undefined;
    setFiles((current) => ({ ...current, [side]: next }));
    setMissing(false);
    upload.reset();
  };

  const submit = () => {
    const needsBoth = !hasStored && (!files.front || !files.back);
    if (needsBoth || (!files.front && !files.back)) {
      setMissing(true);
      return;
    }
    setProgress(0);
    upload.mutate(
      { files: { front: files.front?.file, back: files.back?.file }, onProgress: setProgress },
      {
        onSuccess: () => {
          for (const chosen of Object.values(files)) URL.revokeObjectURL(chosen.url);
          setFiles({});
          notifySuccess(t('governmentId.uploaded'));
        },
      },
    );
  };

  const sideError = (side: GovernmentIdSide) =>
    serverErrors[side]?.[0] ??
    (missing && !files[side] && !hasStored ? 'validation.required' : undefined);

  return (
    <Stack gap="md">
      <FormErrors error={upload.error} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {(['front', 'back'] as const).map((side) => (
          <IdPicturePicker
            key={side}
            label={t(`governmentId.${side}`)}
            storedUrl={side === 'front' ? id.front_url : id.back_url}
            file={files[side] ?? null}
            onChange={choose(side)}
            error={sideError(side)}
            disabled={upload.isPending}
          />
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('governmentId.hint')}
      </Text>
      {missing ? (
        <Text size="sm" c="red" role="alert">
          {t('governmentId.both_required')}
        </Text>
      ) : null}
      {upload.isPending ? (
        <Stack gap={4}>
          <Progress value={progress * 100} animated aria-label={t('governmentId.submit')} />
          <Text size="xs" c="dimmed">
            {t('governmentId.uploading', { percent: Math.round(progress * 100) })}
          </Text>
        </Stack>
      ) : null}
      <Group>
        <Button onClick={submit} loading={upload.isPending} disabled={!files.front && !files.back}>
          {t('governmentId.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
