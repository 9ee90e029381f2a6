import QRCode from 'qrcode';

/*
 * The IPS QR as a PNG. Error correction M (the NBS recommendation: a printed or phone-screen code
 * still reads with a smudge) and 8 pixels a module: a payment order (version ~8, 49 modules and the
 * quiet zone) is about 460 px, which a phone camera reads from another phone's screen. A picture is
 * a few milliseconds of work; the last ones are kept, keyed by their text (reservation and amount).
 */

const CACHE_SIZE = 500;
const cache = new Map<string, Buffer>();

export async function qrPng(payload: string): Promise<Buffer> {
  const hit = cache.get(payload);
  if (hit) {
    cache.delete(payload); // the newest at the end
    cache.set(payload, hit);
    return hit;
  }
  const png = await QRCode.toBuffer(payload, {
    type: 'png',
    errorCorrectionLevel: 'M',
    scale: 8,
    margin: 4,
  });
  cache.set(payload, png);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return png;
}

/** The same picture as a data URL, for a mail's inline image. */
export async function qrDataUrl(payload: string): Promise<string> {
  return `data:image/png;base64,${(await qrPng(payload)).toString('base64')}`;
}
