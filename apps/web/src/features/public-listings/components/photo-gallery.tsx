import type { PublicListing } from '@gazda/contracts/bookings';
import { Center, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';
import { SLIDE_SIZES, srcSetOf } from '@gazda/contracts/photo-hints';
import classes from './photo-gallery.module.css';

/**
 * Photos side by side, swiped on phones (CSS scroll-snap), scrolled on desktop. Each one picks
 * the WebP rendition its drawn width needs; the first (the page's largest paint) is fetched
 * first and at once, the others when they come near the screen. The slides have a fixed aspect
 * ratio, so nothing moves when a photo arrives.
 */
export function PhotoGallery({ listing }: { listing: PublicListing }) {
  const t = useT();
  if (listing.photos.length === 0)
    return (
      <Center h={200} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
        <IconPhotoOff size={32} aria-hidden />
        <Text c="dimmed" ml="xs">
          {t('bookingPanel.search.no_photo')}
        </Text>
      </Center>
    );
  return (
    <div
      className={classes.strip}
      role="region"
      aria-label={t('bookingPanel.listing.photos')}
      tabIndex={0}
    >
      {listing.photos.map((photo, index) => (
        <div className={classes.slide} key={photo.url}>
          <img
            src={photo.url}
            srcSet={srcSetOf(photo)}
            sizes={SLIDE_SIZES}
            width={photo.width}
            height={photo.height}
            alt={t('bookingPanel.listing.photo_n', { n: index + 1, count: listing.photos.length })}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            decoding={index === 0 ? 'sync' : 'async'}
          />
        </div>
      ))}
    </div>
  );
}
