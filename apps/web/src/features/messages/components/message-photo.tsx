import type { Message } from '@gazda/contracts/messages';
import { Image, Modal, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useMessagePhoto } from '../api/message-photos';

type Photo = NonNullable<Message['photo']>;

/** A photo in the thread: its thumb (fetched with the login), the full picture in a dialog. */
export function MessagePhoto({ photo }: { photo: Photo }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const thumb = useMessagePhoto(photo.thumb_url);
  const full = useMessagePhoto(open ? photo.url : null);
  // The thumb's box: at most 240 px wide, the photo's own proportions.
  const width = Math.min(240, photo.width);
  const height = Math.round((width * photo.height) / Math.max(1, photo.width));
  if (thumb.isError)
    return (
      <Text size="sm" c="dimmed">
        {t('messages.photo.error')}
      </Text>
    );
  return (
    <>
      <UnstyledButton
        onClick={() => setOpen(true)}
        aria-label={t('messages.photo.open')}
        style={{ display: 'block', maxWidth: '100%' }}
      >
        {thumb.src ? (
          <Image
            src={thumb.src}
            alt={t('messages.photo.alt')}
            w={width}
            maw="100%"
            radius="sm"
            data-testid="message-photo"
          />
        ) : (
          <Skeleton w={width} maw="100%" h={height} radius="sm" />
        )}
      </UnstyledButton>
      <Modal opened={open} onClose={() => setOpen(false)} size="xl" title={t('messages.photo.alt')}>
        {full.src ? (
          <Image src={full.src} alt={t('messages.photo.alt')} fit="contain" mah="75vh" />
        ) : (
          <Skeleton h={300} />
        )}
      </Modal>
    </>
  );
}
