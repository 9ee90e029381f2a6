import { isMessageKey } from '@gazda/i18n/catalog';
import type { Translate } from '@gazda/i18n/translate';

/*
 * A field error on screen. A schema issue's message is an i18n id (contracts/zod.ts); the numbers
 * it names travel with it as `validation.min_length{"min":6}` and are translated when shown, so a
 * language switch re-translates errors already on screen. Server messages arrive translated.
 * Apart from ./form so that a screen can show errors without the form library (the login).
 */
const ENCODED = /^([a-z_]+(?:\.[a-z0-9_]+)+)(\{.*\})?$/;

/** The text of a field error: a schema issue translated now, or a server message as it came. */
export function fieldMessage(t: Translate, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const match = ENCODED.exec(message);
  const id = match?.[1];
  if (!id || !isMessageKey(id)) return message;
  try {
    return t(id, match[2] ? (JSON.parse(match[2]) as Record<string, number>) : undefined);
  } catch {
    return t(id);
  }
}
