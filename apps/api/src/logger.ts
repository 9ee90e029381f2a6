import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { Config } from './config';

/** Field names whose values never reach a log line, wherever they appear. */
const SECRET_FIELDS = [
  'password',
  'password_confirmation',
  'current_password',
  'token',
  'signature',
  'binding',
  'account_number',
  'iban',
  'jmbg',
];

const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`, `req.body.${f}`, `req.query.${f}`]),
];

/** Paths that carry a secret themselves: the iCal export feed's token. */
const SECRET_PATHS: [RegExp, string][] = [[/^(\/api\/ical\/\d+\/)[^/?]+(\.ics)/, '$1redacted$2']];

/**
 * Query parameters never logged: the secret fields, the e-mail, and a social login's return
 * (`code` is exchanged for the person's identity; `state` and `id_token` travel with it).
 */
const SECRET_QUERY = new Set([...SECRET_FIELDS, 'email', 'code', 'state', 'id_token']);

/** A URL with the values of secret query parameters (reset token, link signature) censored. */
function redactUrl(raw: string): string {
  let url = raw;
  for (const [pattern, replacement] of SECRET_PATHS) url = url.replace(pattern, replacement);
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY.has(key)) {
      params.set(key, 'redacted');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

type RequestLike = { method: string; url: string; ip?: string; socket?: { remotePort?: number } };

function prettyTransport(): LoggerOptions['transport'] {
  // Human-readable lines on a terminal in development; JSON lines everywhere else.
  if (!process.stdout.isTTY || process.env.NODE_ENV === 'production') return undefined;
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
    };
  } catch {
    return undefined;
  }
}

/** The server's logger; `destination` lets tests read what would be written. */
export function createLogger(
  config: Pick<Config, 'logLevel'>,
  destination?: DestinationStream,
): Logger {
  return pino(
    {
      level: config.logLevel,
      redact: { paths: redactPaths, censor: '[redacted]' },
      transport: destination ? undefined : prettyTransport(),
      serializers: {
        // Bodies and headers are never logged: method, censored URL and the client address only.
        req: (req: RequestLike) => ({
          method: req.method,
          url: redactUrl(req.url),
          remoteAddress: req.ip,
          remotePort: req.socket?.remotePort,
        }),
      },
    },
    destination,
  );
}
