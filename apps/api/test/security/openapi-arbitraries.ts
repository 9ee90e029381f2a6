import fc from 'fast-check';
import {
  dateString,
  EDGE_INTS,
  emailString,
  hostileNumber,
  hostileString,
  hostileValue,
  ODD_CHARS,
  realDate,
  SQL_HTML,
  urlString,
  WORDS,
} from './fuzz-values';

/*
 * fast-check arbitraries built from the server's OpenAPI document (GET /api/openapi.json): for
 * every operation, requests whose path parameters, query and JSON body are either shaped like the
 * schema (types, enums, bounds, patterns, nested objects and arrays, ids that exist) or hostile
 * (wrong types, huge or non-finite numbers, huge strings, deep nesting, prototype keys, SQL/HTML,
 * missing and extra fields, impossible dates). Used by fuzz.test.ts.
 */

export type JsonSchema = {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
};

type Param = { in: string; name: string; schema?: JsonSchema };

export type Operation = {
  method: string;
  /** With `{name}` placeholders. */
  path: string;
  params: Param[];
  body?: JsonSchema;
  /** The file parts of a `multipart/form-data` body: an upload route's, else none. */
  files: string[];
};

/** Ids the world of the test holds, by kind; path parameters and `*_id` fields draw from them. */
export type Pools = Record<string, number[]> & { any: number[] };

export type FuzzRequest = { path: string; query: string; body?: string };

/**
 * How one request is made: `hostile` mixes wrong values into every part; without it, every value
 * fits its schema, so the request reaches past validation into the services. `kind` is what the
 * path's `{id}` names (a listing, a reservation…), read from the segment before it.
 */
type Ctx = { pools: Pools; hostile: boolean; kind: string };

type OpenApi = {
  paths: Record<string, Record<string, { parameters?: Param[]; requestBody?: unknown }>>;
};

export function operationsOf(doc: OpenApi): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const content = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> })
        ?.content;
      const body = content?.['application/json']?.schema;
      const files = Object.keys(content?.['multipart/form-data']?.schema?.properties ?? {});
      return { method: method.toUpperCase(), path, params: op.parameters ?? [], body, files };
    }),
  );
}

const DATE_FIELD = /^(from|to|start|end|check_in|check_out|date)$/;

/** The segment before `{id}` → the kind of row the id names; a listing by default. */
const KINDS: Record<string, string> = {
  reservations: 'reservation',
  inquiries: 'inquiry',
  users: 'user',
  payouts: 'payout',
  'push-subscriptions': 'pushSubscription',
  category: 'category',
  'government-id': 'user',
  'government-ids': 'user',
};

export function kindOf(path: string): string {
  const before = /\/([\w-]+)\/\{id\}/.exec(path)?.[1] ?? '';
  return KINDS[before] ?? 'listing';
}

/** Either the fitting values alone, or mixed with hostile ones when the request is hostile. */
function mix<T>(ctx: Ctx, fitting: fc.Arbitrary<T>, hostile: fc.Arbitrary<T>, weight = 4) {
  return ctx.hostile ? fc.oneof({ weight, arbitrary: fitting }, hostile) : fitting;
}

/** An id for a field or path parameter named `name`: a real one of its kind, or one that is not. */
function idFor(name: string, ctx: Ctx): fc.Arbitrary<number> {
  const named = name === 'id' ? ctx.kind : name.replace(/_?id$/i, '').toLowerCase();
  const pool = ctx.pools[named]?.length ? ctx.pools[named] : ctx.pools.any;
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...pool) },
    { weight: 1, arbitrary: fc.constantFrom(...ctx.pools.any) },
    { weight: 1, arbitrary: fc.constantFrom(...EDGE_INTS, 999_999) },
  );
}

function stringValue(schema: JsonSchema, name: string, ctx: Ctx): fc.Arbitrary<unknown> {
  if (DATE_FIELD.test(name)) return ctx.hostile ? dateString : realDate;
  if (/email/.test(name)) return emailString;
  if (/url/.test(name)) return urlString;
  if (/password/.test(name)) return fc.constantFrom('secret-123', 'wrong-pass', '');
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 50, minLength + 50);
  const fitting = SQL_HTML.filter((t) => t.length >= minLength && t.length <= maxLength);
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    fc.string({ minLength, maxLength, unit: ODD_CHARS }),
    ...(fitting.length ? [fc.constantFrom(...fitting)] : []),
  );
}

function numberValue(schema: JsonSchema, name: string, ctx: Ctx): fc.Arbitrary<unknown> {
  const low = schema.minimum ?? (schema.exclusiveMinimum ?? -1e9) + 1;
  const min = Math.max(low, -Number.MAX_SAFE_INTEGER);
  const max = Math.min(schema.maximum ?? 1e9, Number.MAX_SAFE_INTEGER);
  const edges = [min, max, ...EDGE_INTS].filter((n) => n >= min && n <= max);
  const range = { min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) };
  const ints = fc.oneof(fc.constantFrom(...edges), fc.integer(range));
  const typed =
    schema.type === 'integer' ? ints : fc.oneof(ints, fc.double({ min, max, noNaN: true }));
  return /id$/i.test(name) ? fc.oneof(idFor(name, ctx), typed) : typed;
}

/** A value of `schema`; `name` (the field's) steers strings that are dates, e-mails, URLs, ids. */
export function schemaValue(
  schema: JsonSchema,
  name: string,
  ctx: Ctx,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((s) => schemaValue(s, name, ctx, depth)));
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number':
      return numberValue(schema, name, ctx);
    case 'string':
      return stringValue(schema, name, ctx);
    case 'array': {
      const items = schema.items ? schemaValue(schema.items, name, ctx, depth + 1) : hostileValue;
      const minLength = schema.minItems ?? 0;
      return fc.array(items, {
        minLength,
        maxLength: Math.min(schema.maxItems ?? 4, minLength + 4),
      });
    }
    default:
      return depth > 6 ? fc.constant({}) : objectValue(schema, ctx, depth);
  }
}

const EXTRA_KEYS = ['role', 'roles', 'owner_id', 'user_id', 'status', 'id', 'is_admin', 'total'];

/** An object of `schema`; when hostile, a field may be missing, of the wrong type, or extra. */
function objectValue(schema: JsonSchema, ctx: Ctx, depth: number): fc.Arbitrary<unknown> {
  const props = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const fields = props.map(([key, s]) =>
    fc.tuple(
      fc.constant(key),
      mix(ctx, schemaValue(s, key, ctx, depth + 1), hostileValue, 6),
      fc.boolean(),
    ),
  );
  const extraValue = fc.oneof(hostileValue, fc.constantFrom<unknown>(['Admin'], 1, 'approved'));
  const extra = ctx.hostile
    ? fc.option(fc.tuple(fc.constantFrom(...EXTRA_KEYS), extraValue), { freq: 4 })
    : fc.constant(null);
  const drop = ctx.hostile ? fc.nat({ max: props.length * 4 }) : fc.constant(-1);
  return fc.tuple(fc.tuple(...fields), extra, drop).map(([entries, more, dropped]) => {
    const out: Record<string, unknown> = {};
    entries.forEach(([key, value, keepOptional], index) => {
      if ((required.has(key) || keepOptional) && index !== dropped) out[key] = value;
    });
    if (more) out[more[0]] = more[1];
    return out;
  });
}

/** JSON text with prototype-pollution keys that JSON.stringify cannot write from an object. */
function withProtoKeys(text: string): string {
  if (!text.startsWith('{')) return text;
  const keys =
    '"__proto__":{"polluted":"yes","roles":["Admin"]},"constructor":{"prototype":{"polluted":"yes"}}';
  return text === '{}' ? `{${keys}}` : `{${keys},${text.slice(1)}`;
}

const NOT_JSON = ['', '{', '{"a":', 'nul', '[1,]', '{"a":1}{"b":2}', '\u0000', '"""'];

/** A body: shaped like the schema (with prototype keys now and then), hostile, or not JSON. */
function bodyFor(schema: JsonSchema, ctx: Ctx): fc.Arbitrary<string> {
  const shaped = fc
    .tuple(schemaValue(schema, 'body', ctx), ctx.hostile ? fc.boolean() : fc.constant(false))
    .map(([v, proto]) => (proto ? withProtoKeys(JSON.stringify(v)) : JSON.stringify(v)));
  if (!ctx.hostile) return shaped;
  return fc.oneof(
    { weight: 6, arbitrary: shaped },
    { weight: 2, arbitrary: hostileValue.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom(...NOT_JSON) },
  );
}

const NOT_IDS = ['1.5', '1e3', '0x10', '-1', ' 1', '１', '99999999999999999999', 'NaN', '%2e%2e'];

/** A path parameter: a real id, a foreign or missing one, or a string that is no id. */
function pathValue(param: Param | undefined, name: string, ctx: Ctx): fc.Arbitrary<string> {
  const words = WORDS[name];
  const schema = param?.schema && !Array.isArray(param.schema) ? param.schema : undefined;
  const fitting = words
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...words) }, fc.string({ maxLength: 12 }))
    : schema && (schema.enum || schema.type !== 'string')
      ? schemaValue(schema, name, ctx).map(String)
      : /id$/i.test(name)
        ? idFor(name, ctx).map(String)
        : fc.string({ maxLength: 12 }).map(encodeURIComponent);
  const hostile = fc.oneof(
    fc.constantFrom(...NOT_IDS),
    hostileString.filter((t) => t.length < 3000).map(encodeURIComponent),
  );
  return mix(ctx, fitting, hostile, 8);
}

function queryValue(param: Param, ctx: Ctx): fc.Arbitrary<string[] | undefined> {
  const shaped = param.schema ? schemaValue(param.schema, param.name, ctx) : hostileValue;
  const text = shaped.map((v) =>
    typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v),
  );
  const hostile = fc.oneof(
    hostileString.filter((t) => t.length < 3000),
    hostileNumber.map(String),
  );
  const one = mix(ctx, text, hostile, 5);
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 5, arbitrary: one.map((v) => [v]) },
    { weight: ctx.hostile ? 1 : 0, arbitrary: fc.array(one, { minLength: 2, maxLength: 3 }) },
  );
}

const EXTRA_QUERY = ['__proto__[x]=1', 'constructor[prototype][x]=1', 'page[]=1', 'a=%ZZ'];

/** Requests to `op` made as `ctx` says (fuzz-strings.ts takes the fitting ones). */
export function build(op: Operation, ctx: Ctx): fc.Arbitrary<FuzzRequest> {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  const inPath = op.params.filter((p) => p.in === 'path');
  const values = names.map((name, i) =>
    pathValue(inPath.find((p) => p.name === name) ?? inPath[i], name, ctx),
  );
  const path = fc
    .tuple(...values)
    .map((vs) => names.reduce((p, name, i) => p.replace(`{${name}}`, vs[i] ?? ''), op.path));
  const inQuery = op.params.filter((p) => p.in === 'query');
  const extra = ctx.hostile
    ? fc.option(fc.constantFrom(...EXTRA_QUERY), { freq: 5 })
    : fc.constant(null);
  const query = fc
    .tuple(fc.tuple(...inQuery.map((p) => queryValue(p, ctx))), extra)
    .map(([vs, more]) => {
      const search = new URLSearchParams();
      inQuery.forEach((p, i) => vs[i]?.forEach((v) => search.append(p.name, v)));
      return [search.toString(), more].filter(Boolean).join('&');
    });
  const stray =
    op.method === 'GET' || !ctx.hostile
      ? fc.constant(undefined)
      : fc.option(fc.constant('{"extra":1}'), { freq: 5 }).map((b) => b ?? undefined);
  const body = op.body ? bodyFor(op.body, ctx).map((b): string | undefined => b) : stray;
  return fc.record({ path, query, body });
}

/** Every request the fuzz sends to `op`: half fit the schemas, half are hostile. */
export function requestFor(op: Operation, pools: Pools): fc.Arbitrary<FuzzRequest> {
  const kind = kindOf(op.path);
  return fc.oneof(
    build(op, { pools, hostile: false, kind }),
    build(op, { pools, hostile: true, kind }),
  );
}
