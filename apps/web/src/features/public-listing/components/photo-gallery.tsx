import type { PublicListing } from '@gazda/contracts/bookings';
import { Center, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';
import classes from './photo-gallery.module.css';

/**
 * How wide a slide is drawn (photo-gallery.module.css): the whole width on phones, 62 % of the
 * page from 48em, and never wider than its 460 px height allows at 3:2.
 */
export const SLIDE_SIZES = '(min-width: 48em) min(62vw, 690px), 100vw';

type GalleryPhoto = PublicListing['photos'][number];

/** The photo's WebP renditions as `srcset` (`url 480w, …`); empty when it has none. */
export function srcSetOf(photo: GalleryPhoto): string | undefined {
  if (photo.sources.length === 0) return undefined;
  return photo.sources.map((source) => `${source.url} ${source.width}w`).join(', ');
}

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
