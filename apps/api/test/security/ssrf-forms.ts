import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SafeFetchSeams } from '../../src/fetch-seams';

/** A stand-in for DNS, as the fetch's test seam takes it. */
export type Resolver = NonNullable<SafeFetchSeams['resolver']>;

/*
 * The SSRF test's servers and tables (ssrf.test.ts): every form of pointing the iCal fetcher at
 * our own machine, the names the stub DNS answers, and the redirects of the public stand-in.
 */

export type Hit = { url: string; host: string | undefined };
export type Server = { hits: Hit[]; port: number; close: () => Promise<void> };

export const CALENDAR = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nEND:VCALENDAR\r\n';
export const STAND_IN = '127.0.0.2';

export async function listen(
  address: string,
  port: number,
  handler: http.RequestListener,
): Promise<Server> {
  const hits: Hit[] = [];
  const server = http.createServer((req, res) => {
    hits.push({ url: req.url ?? '', host: req.headers.host });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, address, resolve));
  return {
    hits,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Redirect targets the stand-in sends, each pointing at the canary in another way. */
export const redirectTargets = (p: number): Record<string, string> => ({
  '/to-loopback': `http://127.0.0.1:${p}/cal.ics`,
  '/to-localhost': `http://localhost:${p}/cal.ics`,
  '/to-decimal': `http://2130706433:${p}/cal.ics`,
  '/to-mapped-v6': `http://[::ffff:127.0.0.1]:${p}/cal.ics`,
  '/to-private-name': `http://calendar.example.com:${p}/cal.ics`,
  '/to-mixed-name': `http://mixed.example.com:${p}/cal.ics`,
  '/to-metadata': 'http://169.254.169.254/latest/meta-data/',
  '/to-file': 'file:///etc/passwd',
  '/to-credentials': `http://user:pw@public.test:${p}/feed.ics`,
});

/** Public-looking names answered with private addresses; `public.test` is the stand-in. */
export const zone: Record<string, string[]> = {
  'public.test': [STAND_IN],
  'calendar.example.com': ['127.0.0.1'],
  'mapped.example.com': ['::ffff:7f00:1'],
  'ten.example.com': ['10.0.0.5'],
  'cgnat.example.com': ['100.64.0.1'],
  'metadata.example.com': ['169.254.169.254'],
  'ula.example.com': ['fd00::1'],
  'v6-loopback.example.com': ['::1'],
  // Public and private in one answer: one bad address refuses the whole name.
  'mixed.example.com': ['93.184.215.14', '127.0.0.1'],
  'mixed-stand-in.example.com': [STAND_IN, '127.0.0.1'],
};
export const resolverCalls: string[] = [];
export const resolver: Resolver = async (host) => {
  resolverCalls.push(host);
  const answers = zone[host];
  if (!answers) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};
export const seams: SafeFetchSeams = { resolver, testPublicAddresses: [STAND_IN] };

/** Every form the fetcher must refuse, each aimed at the canary, with the expected code. */
export const refusals = (p: number): [string, string][] => [
  [`http://127.0.0.1:${p}/cal.ics`, 'address_not_allowed'],
  [`http://127.0.0.2:${p}/cal.ics`, 'address_not_allowed'], // the seam never covers literals
  [`http://[::1]:${p}/cal.ics`, 'address_not_allowed'],
  [`http://0.0.0.0:${p}/cal.ics`, 'address_not_allowed'],
  [`http://[::]:${p}/cal.ics`, 'address_not_allowed'],
  [`http://10.0.0.1:${p}/cal.ics`, 'address_not_allowed'],
  [`http://172.16.0.1:${p}/cal.ics`, 'address_not_allowed'],
  [`http://192.168.1.1:${p}/cal.ics`, 'address_not_allowed'],
  [`http://100.64.0.1:${p}/cal.ics`, 'address_not_allowed'],
  ['http://169.254.169.254/latest/meta-data/', 'address_not_allowed'],
  [`http://[fe80::1]:${p}/cal.ics`, 'address_not_allowed'],
  [`http://[fd00::1]:${p}/cal.ics`, 'address_not_allowed'],
  [`http://[::ffff:127.0.0.1]:${p}/cal.ics`, 'address_not_allowed'],
  [`http://[::ffff:7f00:1]:${p}/cal.ics`, 'address_not_allowed'],
  [`http://[64:ff9b::7f00:1]:${p}/cal.ics`, 'address_not_allowed'],
  [`http://2130706433:${p}/cal.ics`, 'address_not_allowed'],
  [`http://0177.0.0.1:${p}/cal.ics`, 'address_not_allowed'],
  [`http://0x7f.0.0.1:${p}/cal.ics`, 'address_not_allowed'],
  [`http://0x7f000001:${p}/cal.ics`, 'address_not_allowed'],
  [`http://0x7f.1:${p}/cal.ics`, 'address_not_allowed'],
  [`http://127.1:${p}/cal.ics`, 'address_not_allowed'],
  [`http://127.0.0.1.:${p}/cal.ics`, 'address_not_allowed'],
  [`http://localhost:${p}/cal.ics`, 'address_not_allowed'],
  [`http://LocalHost.:${p}/cal.ics`, 'address_not_allowed'],
  [`http://api.localhost:${p}/cal.ics`, 'address_not_allowed'],
  ['http://metadata.google.internal/computeMetadata/v1/', 'address_not_allowed'],
  [`http://public.test@127.0.0.1:${p}/cal.ics`, 'credentials_in_url'],
  [`http://user:pw@public.test:${p}/feed.ics`, 'credentials_in_url'],
  [`ftp://127.0.0.1:${p}/cal.ics`, 'scheme_not_allowed'],
  ['file:///etc/passwd', 'scheme_not_allowed'],
  [`gopher://127.0.0.1:${p}/_GET`, 'scheme_not_allowed'],
  // webcal:// is read as https:// (Apple, Google), then guarded like any other address
  [`webcal://127.0.0.1:${p}/cal.ics`, 'address_not_allowed'],
  [`webcal://localhost:${p}/cal.ics`, 'address_not_allowed'],
];

/** Names the stub resolves to private addresses: refused after DNS, before any socket. */
export const privateNames = (p: number): string[] => [
  `http://calendar.example.com:${p}/cal.ics`,
  `https://calendar.example.com:${p}/cal.ics`,
  `http://mapped.example.com:${p}/cal.ics`,
  `http://ten.example.com:${p}/cal.ics`,
  `http://cgnat.example.com:${p}/cal.ics`,
  'http://metadata.example.com/latest/meta-data/',
  `http://ula.example.com:${p}/cal.ics`,
  `http://v6-loopback.example.com:${p}/cal.ics`,
  `http://mixed.example.com:${p}/cal.ics`,
  `http://mixed-stand-in.example.com:${p}/cal.ics`,
];

/** The stand-in's redirects and the code each must end with. */
export const redirects: [string, string][] = [
  ['/to-loopback', 'address_not_allowed'],
  ['/to-localhost', 'address_not_allowed'],
  ['/to-decimal', 'address_not_allowed'],
  ['/to-mapped-v6', 'address_not_allowed'],
  ['/to-private-name', 'address_not_allowed'],
  ['/to-mixed-name', 'address_not_allowed'],
  ['/to-metadata', 'address_not_allowed'],
  ['/to-file', 'scheme_not_allowed'],
  ['/to-credentials', 'credentials_in_url'],
];
