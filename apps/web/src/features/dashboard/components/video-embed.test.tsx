import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { renderWithRouter } from '../../../test/render';
import { VideoEmbed } from './video-embed';

describe('dashboard video (privacy-friendly embed)', () => {
  beforeEach(() => setLocale('en'));

  it('inserts the youtube-nocookie frame only after the play button is clicked', () => {
    const { container } = renderWithRouter(<VideoEmbed />);
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play the video: how Gazda works' }));
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[^?]+\?autoplay=1&rel=0&hl=en$/,
    );
    expect(frame?.getAttribute('title')).toBe('Video: how Gazda works');
  });
});
