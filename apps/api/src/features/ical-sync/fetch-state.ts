import { createHash } from 'node:crypto';
import type { Validators } from '../ical/http-get';
import type { FetchState } from './ical-sync-repository';

/*
 * How a sync knows that a feed did not change without parsing it (features/ical/README.md,
 * "Schedule and fetch"): the server answers 304 to the last answer's validators, or the body's
 * digest is the stored one; either counts only while the body would be read with the same parse
 * options (the listing's zone and times, today's date: recurring events are expanded from today).
 */

/**
 * sha256 of a feed's body without its DTSTAMP lines: Airbnb and others stamp every answer with
 * the time it was made, which changes nothing the parse reads. Folded continuation lines of a
 * DTSTAMP go with it.
 */
function feedDigest(body: string): string {
  const hash = createHash('sha256');
  let inStamp = false;
  for (const line of body.split(/\r?\n/)) {
    const continued = line.startsWith(' ') || line.startsWith('\t');
    if (!continued) inStamp = /^DTSTAMP[;:]/i.test(line);
    if (!inStamp) hash.update(line).update('\n');
  }
  return hash.digest('base64url');
}

/** A short digest of the options a body is parsed with: other options read it again. */
export function parseKeyOf(options: object): string {
  return createHash('sha256').update(JSON.stringify(options)).digest('base64url').slice(0, 22);
}

/** The validators to send back: none when the stored body was read with other options. */
export function validatorsToSend(stored: FetchState, parseKey: string): Validators | undefined {
  if (stored.parse_key !== parseKey || stored.body_hash === null) return undefined;
  return {
    ...(stored.etag ? { etag: stored.etag } : {}),
    ...(stored.last_modified ? { lastModified: stored.last_modified } : {}),
  };
}

/** What to store after applying (or recognising) this answer. */
export function fetchStateOf(answer: Validators & { body: string }, parseKey: string): FetchState {
  return {
    etag: answer.etag ?? null,
    last_modified: answer.lastModified ?? null,
    body_hash: feedDigest(answer.body),
    parse_key: parseKey,
  };
}
