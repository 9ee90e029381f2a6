import { isIP } from 'node:net';

/**
 * What an IP address is, for the SSRF guard. Only `public` may be fetched in production;
 * `ALLOWED_WHEN_PRIVATE` adds what a test's loopback server needs (ICAL_ALLOW_PRIVATE).
 */
type AddressClass =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'carrier_nat'
  | 'link_local'
  | 'unique_local'
  | 'documentation'
  | 'multicast'
  | 'reserved';

// Link-local (cloud metadata), unspecified, multicast and reserved stay refused even then:
// no test needs them and 169.254.169.254 is exactly what an attacker wants.
const ALLOWED_WHEN_PRIVATE: ReadonlySet<AddressClass> = new Set([
  'public',
  'loopback',
  'private',
  'carrier_nat',
  'unique_local',
]);

export function isAllowedClass(kind: AddressClass, allowPrivate: boolean): boolean {
  return allowPrivate ? ALLOWED_WHEN_PRIVATE.has(kind) : kind === 'public';
}

type V4Range = readonly [base: string, prefix: number, kind: AddressClass];

const V4_RANGES: readonly V4Range[] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'carrier_nat'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link_local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'], // includes 255.255.255.255
];

const V4_TABLE = V4_RANGES.map(([base, prefix, kind]) => ({
  base: parseIPv4(base) as number,
  mask: prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0,
  kind,
}));

/** Strict dotted quad (what resolvers and the WHATWG URL parser produce) → uint32. */
function parseIPv4(text: string): number | null {
  if (isIP(text) !== 4) return null;
  return text.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
}

/**
 * inet_aton notation, as `ping` and old resolvers read it: 1 to 4 parts, each decimal, octal
 * (`0177`) or hex (`0x7f`), the last part filling the remaining bytes (`127.1`, `2130706433`).
 * The URL parser already normalises these; we parse them again so the guard does not rely on it.
 */
export function parseLooseIPv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length > 4 || parts.some((p) => p === '')) return null;
  const values: number[] = [];
  for (const part of parts) {
    const value = /^0x[0-9a-f]*$/i.test(part)
      ? parseInt(part.slice(2) || '0', 16)
      : /^0[0-7]+$/.test(part)
        ? parseInt(part, 8)
        : /^(0|[1-9][0-9]*)$/.test(part)
          ? Number(part)
          : NaN;
    if (!Number.isFinite(value)) return null;
    values.push(value);
  }
  const last = values.pop() as number;
  if (values.some((v) => v > 255) || last >= 256 ** (4 - values.length)) return null;
  return values.reduce((acc, v, i) => acc + v * 256 ** (3 - i), 0) + last;
}

export function formatIPv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.');
}

function classifyIPv4(value: number): AddressClass {
  const hit = V4_TABLE.find((r) => (value & r.mask) >>> 0 === r.base);
  return hit ? hit.kind : 'public';
}

/** Eight 16-bit groups, or null. Accepts `::`, an embedded dotted IPv4 tail and a `%zone`. */
function parseIPv6(text: string): number[] | null {
  const address = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIP(address) !== 6) return null;
  // Rewrite a dotted tail (`::ffff:127.0.0.1`) as two hex groups so one path parses all forms.
  const hex = address.replace(/(\d+\.\d+\.\d+\.\d+)$/, (dotted) => {
    const value = parseIPv4(dotted) as number;
    return `${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  });
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const [left = '', right] = hex.split('::');
  if (right === undefined) return groups(left);
  const head = groups(left);
  const tail = groups(right);
  return [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

function classifyIPv6(g: readonly number[]): AddressClass {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const embedded = ((g6 << 16) | g7) >>> 0;
  const zeroTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroTo(8)) return 'unspecified';
  if (zeroTo(7) && g7 === 1) return 'loopback';
  // IPv4-mapped ::ffff:a.b.c.d (also written ::ffff:7f00:1) and IPv4-translated ::ffff:0:a.b.c.d
  if (zeroTo(5) && g5 === 0xffff) return classifyIPv4(embedded);
  if (zeroTo(4) && g4 === 0xffff && g5 === 0) return classifyIPv4(embedded);
  if (zeroTo(6)) return 'reserved'; // deprecated IPv4-compatible ::a.b.c.d
  // NAT64 well-known prefix 64:ff9b::/96 reaches the embedded IPv4 through the gateway.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return classifyIPv4(embedded);
  }
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return 'private'; // local-use NAT64 64:ff9b:1::/48
  if (g0 === 0x2002) return classifyIPv4(((g1 << 16) | g2) >>> 0); // 6to4
  if (g0 === 0x2001 && g1 < 0x200) return 'reserved'; // 2001::/23: Teredo, benchmarking, ORCHID
  if (g0 === 0x2001 && g1 === 0xdb8) return 'documentation';
  if ((g0 & 0xfe00) === 0xfc00) return 'unique_local';
  if ((g0 & 0xffc0) === 0xfe80) return 'link_local';
  if ((g0 & 0xffc0) === 0xfec0) return 'private'; // deprecated site-local
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  if ((g0 & 0xe000) === 0x2000) return 'public'; // global unicast 2000::/3
  return 'reserved';
}

/**
 * Classifies an IP literal in any notation (IPv4 in inet_aton forms, IPv6 with or without
 * brackets); null when the text is not an IP address at all (a host name).
 */
export function classifyAddress(text: string): AddressClass | null {
  const v4 = parseLooseIPv4(text);
  if (v4 !== null) return classifyIPv4(v4);
  const v6 = parseIPv6(text);
  return v6 ? classifyIPv6(v6) : null;
}
