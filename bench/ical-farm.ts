// The iCal section's feed farm, in a process of its own (forked by ical-sync.ts) so that serving
// thousands of feeds never costs the measuring process's event loop. Feed n lives at
// /feed/n.ics on port ports[n % ports.length] and answers after DELAY ms, shaped like Airbnb's
// export. Three feeds in four send ETag and Last-Modified and answer 304 to them; the fourth
// sends neither and stamps every answer with the time (DTSTAMP), as Airbnb does. Each round,
// `share` of the feeds change (a stay moves). Asked with 'stats', it answers its counters.
// /hostile.ics (on the first origin) is an ordinary feed until the bench sends 'hostile'; from
// then on it is the feed that once froze the server (issue #24): 40 events repeating every
// second since 1900, 4.3 KB, no validators.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FarmStats = {
  requests: number;
  notModified: number;
  bodies: number;
  conditional: number;
  /** Requests for a feed asked for less than 30 s before: none while each is synced once a minute. */
  early: number;
  round: number;
  /** Answers of /hostile.ics since it turned hostile, and when each was sent (epoch ms). */
  hostile: number;
  hostileAt: number[];
};
export type FarmMessage = { type: 'ready'; ports: number[] } | { type: 'stats'; stats: FarmStats };
export type FarmCommand =
  | { type: 'stats' }
  | { type: 'rounds'; feeds: number; share: number; everyMs: number }
  | { type: 'hostile' };

const ORIGINS = Number(process.env.FARM_ORIGINS ?? 16);
const DELAY = Number(process.env.FARM_DELAY_MS ?? 200);
const version = new Map<number, number>();
const stats: FarmStats = {
  requests: 0,
  notModified: 0,
  bodies: 0,
  conditional: 0,
  early: 0,
  round: 0,
  hostile: 0,
  hostileAt: [],
};
let hostile = false;
/** The feed of issue #24 item 1 (a copy of apps/api/test/ical/hostile-feeds.ts, 4.3 KB). */
const hostileBody = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Hostile//Feed//EN',
  ...Array.from({ length: 40 }, (_, i) =>
    [
      'BEGIN:VEVENT',
      `UID:hostile-${i}@example.test`,
      `DTSTART:19000101T${String(i % 24).padStart(2, '0')}0000Z`,
      'RRULE:FREQ=SECONDLY',
      'END:VEVENT',
    ].join('\r\n'),
  ),
  'END:VCALENDAR',
  '',
].join('\r\n');
/** What /hostile.ics serves before it turns: an ordinary feed of its own. */
const HOSTILE_N = 999_999;
const lastAsked = new Map<number, number>();

const pad = (n: number) => String(n).padStart(2, '0');
function date(dayOfYear: number): string {
  const d = new Date(Date.UTC(2027, 0, 1 + dayOfYear));
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}
const uid = (n: number, k: number) =>
  `${createHash('sha256').update(`${n}/${k}`).digest('hex').slice(0, 12)}-${n}x${k}@airbnb.com`;

/** Five stays a few weeks apart; a new version moves the first one by a few days. */
function body(n: number, v: number, stamp: string): string {
  const events: string[] = [];
  for (let k = 0; k < 5; k++) {
    const start = (n % 40) + k * 45 + (k === 0 ? (v * 3) % 30 : 0);
    const nights = 2 + ((n + k) % 5);
    events.push(
      [
        'BEGIN:VEVENT',
        `DTSTAMP:${stamp}`,
        `DTSTART;VALUE=DATE:${date(start)}`,
        `DTEND;VALUE=DATE:${date(start + nights)}`,
        k === 4 ? 'SUMMARY:Airbnb (Not available)' : 'SUMMARY:Reserved',
        `UID:${uid(n, k)}`,
        ...(k === 4
          ? []
          : [
              `DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HM${n}K${k}\\nPhone Number (Last 4 Digits): ${1000 + ((n * 7 + k) % 9000)}`,
            ]),
        'END:VEVENT',
      ].join('\r\n'),
    );
  }
  return `BEGIN:VCALENDAR\r\nPRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN\r\nCALSCALE:GREGORIAN\r\nVERSION:2.0\r\n${events.join('\r\n')}\r\nEND:VCALENDAR\r\n`;
}

function answer(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (req.url === '/hostile.ics') {
    if (hostile) {
      stats.hostile += 1;
      stats.hostileAt.push(Date.now());
    }
    const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';
    res
      .writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' })
      .end(hostile ? hostileBody : body(HOSTILE_N, 0, stamp));
    return;
  }
  stats.requests += 1;
  const n = Number(/^\/feed\/(\d+)\.ics$/.exec(req.url ?? '')?.[1] ?? NaN);
  if (!Number.isSafeInteger(n)) return void res.writeHead(404).end();
  const at = Date.now();
  if (at - (lastAsked.get(n) ?? 0) < 30_000) stats.early += 1;
  lastAsked.set(n, at);
  const v = version.get(n) ?? 0;
  const withValidators = n % 4 !== 3;
  if (req.headers['if-none-match'] || req.headers['if-modified-since']) stats.conditional += 1;
  if (!withValidators) {
    stats.bodies += 1;
    const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(body(n, v, stamp));
    return;
  }
  const etag = `"${n}-${v}"`;
  const lastModified = new Date(Date.UTC(2026, 10, 1) + v * 60_000).toUTCString();
  if (req.headers['if-none-match'] === etag) {
    stats.notModified += 1;
    return void res.writeHead(304, { etag, 'last-modified': lastModified }).end();
  }
  stats.bodies += 1;
  res
    .writeHead(200, {
      'content-type': 'text/calendar; charset=utf-8',
      etag,
      'last-modified': lastModified,
    })
    .end(body(n, v, `20261101T${pad(v % 24)}0000Z`));
}

const ports: number[] = [];
for (let i = 0; i < ORIGINS; i++) {
  const server = http.createServer((req, res) => setTimeout(() => answer(req, res), DELAY));
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  ports.push((server.address() as AddressInfo).port);
}

/** A round: `share` of the feeds (a different part each round) get a new version. */
function nextRound(feeds: number, share: number): void {
  stats.round += 1;
  const every = Math.max(1, Math.round(1 / share));
  for (let n = 0; n < feeds; n++)
    if ((n + stats.round) % every === 0) version.set(n, (version.get(n) ?? 0) + 1);
}

let timer: NodeJS.Timeout | undefined;
process.on('message', (m: FarmCommand) => {
  if (m.type === 'stats') process.send?.({ type: 'stats', stats } satisfies FarmMessage);
  if (m.type === 'hostile') hostile = true;
  if (m.type === 'rounds') {
    clearInterval(timer);
    timer = setInterval(() => nextRound(m.feeds, m.share), m.everyMs);
  }
});
process.on('disconnect', () => process.exit(0));
process.send?.({ type: 'ready', ports } satisfies FarmMessage);
