import { webcalToHttps } from '@gazda/contracts/calendar';
import { classifyAddress, formatIPv4, isAllowedClass, parseLooseIPv4 } from './ip-ranges';

type UrlRefusal =
  'invalid_url' | 'scheme_not_allowed' | 'credentials_in_url' | 'address_not_allowed';

export type CheckedUrl = {
  url: URL;
  /** Host name without brackets or trailing dots, as given to the resolver and to TLS (SNI). */
  host: string;
  /** Set when the host is an IP literal: there is nothing to resolve, it is the address. */
  literal: string | null;
};

// Names that resolve to the machine itself or to a cloud metadata service without any DNS
// record an outsider controls; refused before resolution so no lookup is even attempted.
const BLOCKED_NAMES = new Set([
  'localhost',
  'metadata.google.internal',
  'metadata',
  'instance-data',
]);

function isBlockedName(host: string): boolean {
  return BLOCKED_NAMES.has(host) || host.endsWith('.localhost');
}

/**
 * Everything that can be decided from the URL text alone: scheme, credentials, blocked names
 * and IP literals in any notation. The WHATWG parser already turns `0x7f.1` or `2130706433`
 * into `127.0.0.1`; `classifyAddress` reads the loose notations too, so the guard holds even
 * if a host ever reaches here un-normalised. A typed `webcal://` address is read as `https://`.
 */
export function checkUrl(
  raw: string | URL,
  allowPrivate: boolean,
): { ok: true; value: CheckedUrl } | { ok: false; error: UrlRefusal } {
  let url: URL;
  try {
    url = new URL(typeof raw === 'string' ? webcalToHttps(raw.trim()) : raw);
  } catch {
    return { ok: false, error: 'invalid_url' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, error: 'scheme_not_allowed' };
  }
  if (url.username !== '' || url.password !== '') return { ok: false, error: 'credentials_in_url' };
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '')
    .toLowerCase();
  if (host === '') return { ok: false, error: 'invalid_url' };
  const kind = classifyAddress(host);
  if (kind !== null) {
    if (!isAllowedClass(kind, allowPrivate)) return { ok: false, error: 'address_not_allowed' };
    const v4 = parseLooseIPv4(host);
    return { ok: true, value: { url, host, literal: v4 === null ? host : formatIPv4(v4) } };
  }
  if (!allowPrivate && isBlockedName(host)) return { ok: false, error: 'address_not_allowed' };
  return { ok: true, value: { url, host, literal: null } };
}
