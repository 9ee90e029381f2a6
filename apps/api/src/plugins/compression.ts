import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
const COMPRESS_THRESHOLD = 1024;

/** What the plugin offers, brotli first (its `encodings`). */
const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** @fastify/compress's brotli level (4: 11 costs far more for a few per cent). */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

const isApiRoute = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * Brotli or gzip (by Accept-Encoding, brotli first) for the /api answers over 1 KB: JSON, and
 * text such as the iCal feed. Everything else keeps its own path: the panel's files already have
 * their .br/.gz copies (panel.ts), and photos are JPEG or WebP. Server-sent events
 * (text/event-stream) and images are never compressed, and Socket.IO is not a Fastify route.
 * Request bodies are read as they come: no compressed uploads are accepted (a body's size limit
 * stays the limit of what is read).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Runs before the plugin's own onRoute hook: it only sees what is set here.
  app.addHook('onRoute', (route) => {
    route.decompress ??= false;
    if (!isApiRoute(route.url)) route.compress ??= false;
  });
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
  });
}

/**
 * The encoding the plugin would choose for a request (@fastify/accept-negotiator's rules: the
 * highest q wins, brotli on a tie, `*` and `x-gzip` read as gzip, q=0 refuses), or null for a
 * plain answer. For answers compressed once and sent many times (calendar-answer-cache.ts).
 */
function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || request.headers['x-no-compression'] !== undefined) return null;
  let best: Encoding | null = null;
  let bestQuality = 0;
  for (const part of header.toLowerCase().split(',')) {
    const [rawName = '', ...params] = part.split(';').map((p) => p.trim());
    const name = rawName === '*' || rawName === 'x-gzip' ? 'gzip' : rawName;
    const encoding = ENCODINGS.find((e) => e === name);
    if (!encoding) continue;
    const q = params.find((p) => /^q\s*=/.test(p));
    const quality = q === undefined ? 1 : Number.parseFloat(q.replace(/^q\s*=\s*/, '')) || 0;
    const better =
      quality > bestQuality ||
      (quality === bestQuality &&
        best !== null &&
        ENCODINGS.indexOf(encoding) < ENCODINGS.indexOf(best));
    if (quality > 0 && better) {
      best = encoding;
      bestQuality = quality;
    }
  }
  return best;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** `text` compressed as the plugin compresses it. */
export function compressText(text: string, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(text, BROTLI_OPTIONS) : gzipped(text);
}

/**
 * Sends a JSON text already written, and its compressed form when the plugin would compress it
 * (`encoded` gives that form, e.g. one kept with the text), with the headers the plugin writes;
 * the plugin leaves a body that carries a Content-Encoding alone.
 */
export async function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  json: string,
  encoded: (encoding: Encoding) => Promise<Buffer>,
): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8');
  const big = json.length >= COMPRESS_THRESHOLD || Buffer.byteLength(json) >= COMPRESS_THRESHOLD;
  const encoding = big ? acceptedEncoding(request) : null;
  if (!encoding) return reply.send(json);
  const body = await encoded(encoding);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  reply.header('content-encoding', encoding);
  return reply.send(body);
}
