import sharp from 'sharp';
import { escapeHtml } from '../mail/html';

/**
 * A real JPEG made at seed time, nothing downloaded: a diagonal gradient with the city and a
 * caption written over it (SVG rendered by sharp's librsvg).
 */
export async function demoPhoto(
  city: string,
  caption: string,
  from: string,
  to: string,
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${escapeHtml(from)}"/><stop offset="1" stop-color="${escapeHtml(to)}"/>
  </linearGradient></defs>
  <rect width="1600" height="1067" fill="url(#g)"/>
  <circle cx="1300" cy="260" r="140" fill="#ffffff" fill-opacity="0.18"/>
  <path d="M0 800 L420 520 L760 760 L1100 480 L1600 820 L1600 1067 L0 1067 Z" fill="#000000" fill-opacity="0.18"/>
  <text x="90" y="880" font-family="DejaVu Sans, Arial, sans-serif" font-size="120" font-weight="bold" fill="#ffffff">${escapeHtml(city)}</text>
  <text x="94" y="970" font-family="DejaVu Sans, Arial, sans-serif" font-size="52" fill="#ffffff" fill-opacity="0.9">${escapeHtml(caption)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
