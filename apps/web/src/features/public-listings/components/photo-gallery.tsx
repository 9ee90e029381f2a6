import type { PublicListing } from '@gazda/contracts/bookings';
import { ActionIcon, Center, Text, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPhotoOff } from '@tabler/icons-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../../lib/i18n';
import { SLIDE_SIZES, srcSetOf } from '@gazda/contracts/photo-hints';
import classes from './photo-gallery.module.css';

/**
 * Photos side by side, swiped on phones (CSS scroll-snap), scrolled on desktop, with previous and
 * next arrows (and the arrow keys on the focused strip) and a "3 / 12" counter (issue #26 item 8).
 * Each photo picks the WebP rendition its drawn width needs; the first (the page's largest paint)
 * is fetched first and at once, the others when they come near the screen. The slides have a
 * fixed aspect ratio, so nothing moves when a photo arrives.
 */
export function PhotoGallery({ listing }: { listing: PublicListing }) {
  const t = useT();
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  /** While an arrow's smooth scroll runs, its photo stays current (the scroll passes others). */
  const steering = useRef<{ index: number; until: number } | null>(null);
  const reduceMotion = useReducedMotion();
  const count = listing.photos.length;
  if (count === 0)
    return (
      <Center h={200} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
        <IconPhotoOff size={32} aria-hidden />
        <Text c="dimmed" ml="xs">
          {t('bookingPanel.search.no_photo')}
        </Text>
      </Center>
    );

  function show(index: number) {
    const next = Math.min(count - 1, Math.max(0, index));
    setCurrent(next);
    steering.current = { index: next, until: Date.now() + 1000 };
    const element = strip.current;
    const slide = element?.children[next] as HTMLElement | undefined;
    // jsdom has no element scrolling; a browser scrolls, and the scroll handler agrees.
    element?.scrollTo?.({
      left: slide ? slide.offsetLeft - element.offsetLeft : 0,
      behavior: reduceMotion ? 'auto' : 'smooth',
    });
  }

  /** A swipe or a scroll: the photo nearest the start is the current one, the last at the end. */
  function onScroll() {
    const element = strip.current;
    if (!element) return;
    if (steering.current && Date.now() < steering.current.until) return;
    steering.current = null;
    const atEnd = element.scrollLeft >= element.scrollWidth - element.clientWidth - 2;
    if (atEnd) return setCurrent(count - 1);
    const slides = Array.from(element.children) as HTMLElement[];
    let nearest = 0;
    slides.forEach((slide, index) => {
      const distance = Math.abs(slide.offsetLeft - element.offsetLeft - element.scrollLeft);
      const best = Math.abs(slides[nearest]!.offsetLeft - element.offsetLeft - element.scrollLeft);
      if (distance < best) nearest = index;
    });
    setCurrent(nearest);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    show(current + (event.key === 'ArrowRight' ? 1 : -1));
  }

  return (
    <div className={classes.gallery}>
      <div
        ref={strip}
        className={classes.strip}
        role="region"
        aria-label={t('bookingPanel.listing.photos')}
        tabIndex={0}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
      >
        {listing.photos.map((photo, index) => (
          <div className={classes.slide} key={photo.url}>
            <img
              src={photo.url}
              srcSet={srcSetOf(photo)}
              sizes={SLIDE_SIZES}
              width={photo.width}
              height={photo.height}
              alt={t('bookingPanel.listing.photo_n', { n: index + 1, count })}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding={index === 0 ? 'sync' : 'async'}
            />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <ActionIcon
            className={`${classes.arrow} ${classes.prev}`}
            variant="white"
            color="dark"
            radius="xl"
            size="lg"
            aria-label={t('bookingPanel.listing.photo_prev')}
            disabled={current === 0}
            onClick={() => show(current - 1)}
          >
            <IconChevronLeft size={20} aria-hidden />
          </ActionIcon>
          <ActionIcon
            className={`${classes.arrow} ${classes.next}`}
            variant="white"
            color="dark"
            radius="xl"
            size="lg"
            aria-label={t('bookingPanel.listing.photo_next')}
            disabled={current === count - 1}
            onClick={() => show(current + 1)}
          >
            <IconChevronRight size={20} aria-hidden />
          </ActionIcon>
          <div className={classes.counter} data-testid="photo-counter">
            <span aria-hidden>
              {t('bookingPanel.listing.photo_counter', { n: current + 1, count })}
            </span>
            <VisuallyHidden aria-live="polite">
              {t('bookingPanel.listing.photo_n', { n: current + 1, count })}
            </VisuallyHidden>
          </div>
        </>
      ) : null}
    </div>
  );
}
