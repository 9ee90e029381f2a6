import { z } from 'zod';

/** A configuration problem; its message is the one line printed at start, naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const got = (value: string) => `(got ${JSON.stringify(value)})`;

/** Empty values count as unset, as they usually come from an env file with a blank line. */
export function envField(
  env: Record<string, string | undefined>,
  name: string,
): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

export function integer(
  name: string,
  value: string | undefined,
  min: number,
  max: number,
): number | undefined {
  if (value === undefined) return undefined;
  const parsed = z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .safeParse(value);
  if (parsed.success) return parsed.data;
  throw new ConfigError(`${name} must be a whole number from ${min} to ${max} ${got(value)}`);
}

const truthy = ['true', '1', 'yes', 'on'];
const falsy = ['false', '0', 'no', 'off'];

export function flag(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  const parsed = z.enum([...truthy, ...falsy]).safeParse(value.toLowerCase());
  if (parsed.success) return truthy.includes(parsed.data);
  throw new ConfigError(`${name} must be true or false ${got(value)}`);
}

export function email(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (z.email().safeParse(value).success) return value;
  throw new ConfigError(`${name} must be an e-mail address ${got(value)}`);
}

export function url(name: string, value: string | undefined, protocols: string[]): string | null {
  if (value === undefined) return null;
  const parsed = z
    .url()
    // zod runs the refinement on a value z.url() refused, too: new URL must not throw then.
    .refine((text) => URL.canParse(text) && protocols.includes(new URL(text).protocol))
    .safeParse(value);
  if (parsed.success) return parsed.data;
  const schemes = protocols.map((p) => `${p}//`).join(' or ');
  // The value may hold a password: show only its scheme and host.
  throw new ConfigError(
    `${name} must be a ${schemes} URL (got ${JSON.stringify(redactUrl(value))})`,
  );
}

function redactUrl(value: string): string {
  try {
    const parsed = new URL(value);
    if (!parsed.password) return value;
    parsed.password = '***';
    return parsed.toString();
  } catch {
    return value.length > 40 ? `${value.slice(0, 40)}…` : value;
  }
}

/** An OpenID Connect provider for social login: set when its client id and secret both are. */
export type SocialProviderConfig = { issuer: string; clientId: string; clientSecret: string };

export function socialProvider(
  prefix: string,
  get: (name: string) => string | undefined,
  defaultIssuer: string,
): SocialProviderConfig | null {
  const clientId = get(`${prefix}_CLIENT_ID`);
  const clientSecret = get(`${prefix}_CLIENT_SECRET`);
  const issuer = url(`${prefix}_ISSUER`, get(`${prefix}_ISSUER`), ['https:', 'http:']);
  if (clientId === undefined && clientSecret === undefined) return null;
  if (clientId === undefined)
    throw new ConfigError(`${prefix}_CLIENT_ID must be set together with ${prefix}_CLIENT_SECRET`);
  if (clientSecret === undefined)
    throw new ConfigError(`${prefix}_CLIENT_SECRET must be set together with ${prefix}_CLIENT_ID`);
  return { issuer: (issuer ?? defaultIssuer).replace(/\/+$/, ''), clientId, clientSecret };
}
