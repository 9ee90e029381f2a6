import { Anchor, Center, Image, Loader, Paper, Text } from '@mantine/core';
import { useT } from '../../../lib/i18n';
import { usePrivatePicture } from '../api/private-picture';

/** One side of an ID; a click opens it full size in a new tab (the object URL). */
export function PrivatePicture({ url, label }: { url: string; label: string }) {
  const t = useT();
  const picture = usePrivatePicture(url);
  return (
    <Paper withBorder radius="sm" p={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
      <Text size="xs" c="dimmed" mb={4}>
        {label}
      </Text>
      {picture.src ? (
        <Anchor href={picture.src} target="_blank" rel="noopener">
          <Image src={picture.src} alt={label} h={180} fit="contain" bg="gray.1" radius="xs" />
        </Anchor>
      ) : (
        <Center h={180} bg="gray.1">
          {picture.isError ? (
            <Text size="sm" c="red">
              {t('admin.ids.picture_error')}
            </Text>
          ) : (
            <Loader size="sm" />
          )}
        </Center>
      )}
    </Paper>
  );
}
