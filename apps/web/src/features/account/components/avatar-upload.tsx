import type { User } from '@gazda/contracts/user';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { notifySuccess } from '../../../ui/notify';
import { useUploadAvatar } from '../api/upload-avatar';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/** The profile picture: the chosen file shows at once, the server's re-encoded copy once saved. */
export function AvatarUpload({ user }: { user: User }) {
  const t = useT();
  const upload = useUploadAvatar();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  function choose(file: File | null) {
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => notifySuccess(t('account.avatar.saved')),
      onSettled: () => setPreview(null),
    });
  }

  const error = upload.error;
  const message =
    error instanceof ApiError ? (error.errors?.avatar?.[0] ?? error.message) : error?.message;
  const src = preview ?? user.media_avatar?.original_url ?? null;
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();

  return (
    <Group gap="lg" wrap="nowrap" align="center">
      <Avatar src={src} alt={t('account.avatar.alt')} size={88} radius={88} color="dark">
        {initials}
      </Avatar>
      <Stack gap={6} style={{ minWidth: 0 }}>
        <Text fw={600}>{t('account.avatar.title')}</Text>
        <FileButton onChange={choose} accept={ACCEPT}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconCamera size={16} />}
              loading={upload.isPending}
              w="fit-content"
            >
              {user.media_avatar ? t('account.avatar.change') : t('account.avatar.upload')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dark.3">
          {t('account.avatar.hint')}
        </Text>
        {message && !upload.isPending ? (
          <Text size="sm" c="red.8" role="alert">
            {message}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
