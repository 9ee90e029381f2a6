import fc from 'fast-check';
import {
  build,
  kindOf,
  type FuzzRequest,
  type JsonSchema,
  type Operation,
  type Pools,
} from './openapi-arbitraries';

/*
 * Issue #23 item 5: every string of every route (body fields however nested, query values, path
 * parameters), one request each with a lone high surrogate, a lone low surrogate, U+0000, and an
 * over-long value, the rest of the request fitting its schemas. Used by fuzz.test.ts.
 */

/** Where a string goes: a body field (its path of keys and indexes), a query or path value. */
type Slot = { in: 'body'; at: (string | number)[] } | { in: 'query' | 'path'; name: string };

export type StringCase = { label: string; request: FuzzRequest };

/** A body's text may be 1 MB (bodyLimit is 1 MiB); a URL's must fit Node's 16 kB of headers. */
const LONG_BODY = 1_000_000;
const LONG_URL = 8_000;

/** Inserted in the middle of a fitting value, so that it still passes length checks. */
const BODY_TEXT: Record<string, string> = {
  'a lone high surrogate': '\ud800',
  'a lone low surrogate': '\udc00',
  NUL: '\u0000',
};
/** The same in a URL: a surrogate's own UTF-8 bytes (no percent-encoding is a lone surrogate). */
const URL_TEXT: Record<string, string> = {
  'a lone high surrogate': '%ED%A0%80',
  'a lone low surrogate': '%ED%B0%80',
  NUL: '%00',
};

function isText(schema: JsonSchema): boolean {
  return schema.type === 'string' || (schema.enum ?? []).some((v) => typeof v === 'string');
}

/** The body paths of every string field of `schema`, nested objects and arrays included. */
function bodySlots(schema: JsonSchema, at: (string | number)[], out: Map<string, Slot>, depth = 0) {
  if (depth > 6) return;
  if (isText(schema)) out.set(JSON.stringify(at), { in: 'body', at });
  for (const variant of schema.anyOf ?? schema.oneOf ?? []) bodySlots(variant, at, out, depth);
  for (const [key, field] of Object.entries(schema.properties ?? {}))
    bodySlots(field, [...at, key], out, depth + 1);
  if (schema.items) bodySlots(schema.items, [...at, 0], out, depth + 1);
}

/** Every string slot of `op`: on the wire every query and path value is a string. */
export function slotsOf(op: Operation): Slot[] {
  const body = new Map<string, Slot>();
  if (op.body) bodySlots(op.body, [], body);
  const params = op.params
    .filter((p) => p.in === 'query' || p.in === 'path')
    .map((p): Slot => ({ in: p.in as 'query' | 'path', name: p.name }));
  return [...body.values(), ...params];
}

/** `value` with `text` in its middle. */
function within(value: unknown, text: string): string {
  const base = typeof value === 'string' && value !== '' ? value : 'abc';
  const middle = Math.floor(base.length / 2);
  return `${base.slice(0, middle)}${text}${base.slice(middle)}`;
}

function setAt(target: unknown, at: (string | number)[], value: unknown): unknown {
  if (at.length === 0) return value;
  const [key, ...rest] = at as [string | number, ...(string | number)[]];
  const container: Record<string | number, unknown> =
    target !== null && typeof target === 'object'
      ? (target as Record<string, unknown>)
      : typeof key === 'number'
        ? ([] as unknown as Record<number, unknown>)
        : {};
  container[key] = setAt(container[key], rest, value);
  return container;
}

function getAt(target: unknown, at: (string | number)[]): unknown {
  return at.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object'
        ? (value as Record<string | number, unknown>)[key]
        : undefined,
    target,
  );
}

/** The request of `base` with the slot holding `text(its fitting value)`, URL-encoded in a URL. */
function withSlot(op: Operation, base: FuzzRequest, slot: Slot, text: (v: unknown) => string) {
  if (slot.in === 'body') {
    const body: unknown = base.body === undefined ? {} : JSON.parse(base.body);
    const value = text(getAt(body, slot.at));
    return { ...base, body: JSON.stringify(setAt(body, slot.at, value)) };
  }
  if (slot.in === 'query') {
    const search = new URLSearchParams(base.query);
    const value = text(search.get(slot.name));
    search.delete(slot.name);
    const rest = search.toString();
    return { ...base, query: `${rest}${rest && '&'}${encodeURIComponent(slot.name)}=${value}` };
  }
  const names = op.path.split('/');
  const parts = base.path.split('/');
  const index = names.indexOf(`{${slot.name}}`);
  parts[index] = text(decodeURIComponent(parts[index] ?? ''));
  return { ...base, path: parts.join('/') };
}

/** URL-encodes the two halves of `value` around the raw `%..` text. */
function urlWithin(value: unknown, raw: string): string {
  const base = typeof value === 'string' && value !== '' ? value : '1';
  const middle = Math.floor(base.length / 2);
  return `${encodeURIComponent(base.slice(0, middle))}${raw}${encodeURIComponent(base.slice(middle))}`;
}

/** Every case of `op`: each string slot with each odd text, around one fitting request. */
export function stringCases(op: Operation, pools: Pools, seed: number): StringCase[] {
  const [base] = fc.sample(build(op, { pools, hostile: false, kind: kindOf(op.path) }), {
    seed,
    numRuns: 1,
  });
  if (!base) return [];
  return slotsOf(op).flatMap((slot) => {
    const where = slot.in === 'body' ? `body.${slot.at.join('.')}` : `${slot.in} ${slot.name}`;
    const texts: [string, (v: unknown) => string][] =
      slot.in === 'body'
        ? [
            ...Object.entries(BODY_TEXT).map(([name, t]): [string, (v: unknown) => string] => [
              name,
              (v) => within(v, t),
            ]),
            ['1 MB', () => 'a'.repeat(LONG_BODY)],
          ]
        : [
            ...Object.entries(URL_TEXT).map(([name, t]): [string, (v: unknown) => string] => [
              name,
              (v) => urlWithin(v, t),
            ]),
            ['8 kB', () => 'a'.repeat(LONG_URL)],
          ];
    return texts.map(([name, text]) => ({
      label: `${where}: ${name}`,
      request: withSlot(op, base, slot, text),
    }));
  });
}
