import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { renderWithRouter } from '../../../test/render';
import { publicListing } from '../test/fixtures';
import { SLIDE_SIZES } from '@gazda/contracts/photo-hints';
import { PhotoGallery } from './photo-gallery';

const photo = (name: string) => ({
  url: `/uploads/listings/12/${name}.jpg`,
  thumb_url: `/uploads/listings/12/${name}-thumb.jpg`,
  width: 1200,
  height: 800,
  sources: [
    { url: `/uploads/listings/12/${name}-w480.webp`, width: 480, height: 320 },
    { url: `/uploads/listings/12/${name}-w960.webp`, width: 960, height: 640 },
    { url: `/uploads/listings/12/${name}-w1600.webp`, width: 1200, height: 800 },
  ],
});

describe('photo gallery', () => {
  beforeEach(() => setLocale('en'));

  it('offers the WebP renditions by width; the first photo loads first and at once, sized', async () => {
    renderWithRouter(
      <PhotoGallery
        listing={publicListing({ photos: [photo('a'.repeat(32)), photo('b'.repeat(32))] })}
      />,
    );
    const [first, second] = (await screen.findAllByRole('img')) as [HTMLElement, HTMLElement];
    const a = 'a'.repeat(32);
    expect(first.getAttribute('src')).toBe(`/uploads/listings/12/${a}.jpg`);
    expect(first.getAttribute('srcset')).toBe(
      `/uploads/listings/12/${a}-w480.webp 480w, /uploads/listings/12/${a}-w960.webp 960w, /uploads/listings/12/${a}-w1600.webp 1200w`,
    );
    expect(first.getAttribute('sizes')).toBe(SLIDE_SIZES);
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('width')).toBe('1200');
    expect(first.getAttribute('height')).toBe('800');
    expect(second.getAttribute('loading')).toBe('lazy');
    expect(second.getAttribute('fetchpriority')).not.toBe('high');
  });

  it('a photo without renditions keeps its JPEG alone', async () => {
    renderWithRouter(
      <PhotoGallery
        listing={publicListing({ photos: [{ ...photo('c'.repeat(32)), sources: [] }] })}
      />,
    );
    const img = await screen.findByRole('img');
    expect(img.hasAttribute('srcset')).toBe(false);
  });

  it('moves by the arrows and the arrow keys and counts "2 / 3"; one photo has neither', async () => {
    const three = ['d', 'e', 'f'].map((c) => photo(c.repeat(32)));
    const view = renderWithRouter(<PhotoGallery listing={publicListing({ photos: three })} />);
    const previous = await screen.findByRole('button', { name: 'Previous photo' });
    const next = screen.getByRole('button', { name: 'Next photo' });
    const counter = screen.getByTestId('photo-counter');
    expect(counter.textContent).toContain('1 / 3');
    expect(previous).toHaveProperty('disabled', true);
    fireEvent.click(next);
    expect(counter.textContent).toContain('2 / 3');
    expect(screen.getByText('Photo 2 of 3')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('region', { name: 'Photos' }), { key: 'ArrowRight' });
    expect(counter.textContent).toContain('3 / 3');
    expect(next).toHaveProperty('disabled', true);
    fireEvent.keyDown(screen.getByRole('region', { name: 'Photos' }), { key: 'ArrowLeft' });
    fireEvent.click(previous);
    expect(counter.textContent).toContain('1 / 3');
    view.unmount();

    renderWithRouter(<PhotoGallery listing={publicListing({ photos: [photo('g'.repeat(32))] })} />);
    await screen.findByRole('img');
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
    expect(screen.queryByTestId('photo-counter')).toBeNull();
  });
});
