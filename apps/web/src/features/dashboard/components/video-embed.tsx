import { AspectRatio, Box, Card, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import { videoEmbedUrl } from '../links';

/**
 * The how-to video, privacy-friendly: a local poster with a play button; the YouTube (no-cookie)
 * frame is inserted only after a click, so nothing is fetched from Google before that.
 */
export function VideoEmbed() {
  const t = useT();
  const locale = useLocale();
  const [playing, setPlaying] = useState(false);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="dashboard-video">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="dashboard-video">
          {t('dashboard.video.title')}
        </Title>
        <AspectRatio ratio={16 / 9}>
          {playing ? (
            <iframe
              src={videoEmbedUrl(locale)}
              title={t('dashboard.video.frame')}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              style={{ border: 0, borderRadius: 8 }}
            />
          ) : (
            <UnstyledButton
              onClick={() => setPlaying(true)}
              aria-label={t('dashboard.video.play')}
              bg="black"
              style={{ borderRadius: 8, display: 'grid', placeItems: 'center' }}
            >
              <Box
                bg="white"
                c="black"
                w={72}
                h={72}
                style={{ borderRadius: '50%', display: 'grid', placeItems: 'center' }}
              >
                <IconPlayerPlayFilled size={32} aria-hidden />
              </Box>
            </UnstyledButton>
          )}
        </AspectRatio>
        <Text size="sm" c="dimmed">
          {t('dashboard.video.note')}
        </Text>
      </Stack>
    </Card>
  );
}
