import type { Listing } from '@gazda/contracts/listings';
import { Center, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

/** The cover photo (the first), or a placeholder while there is none. */
export function ListingThumb({ listing, size }: { listing: Listing; size: number }) {
  const cover = listing.photos[0];
  if (!cover)
    return (
      <Center
        w={size}
        h={size * 0.75}
        bg="gray.1"
        style={{ borderRadius: 8, flex: 'none' }}
        aria-hidden
      >
        <IconPhoto size={size / 3} color="var(--mantine-color-gray-5)" />
      </Center>
    );
  return (
    <Image
      src={cover.thumb_url}
      w={size}
      h={size * 0.75}
      radius="sm"
      fit="cover"
      alt=""
      style={{ flex: 'none' }}
    />
  );
}
