import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm.Argon2id: the library's enum is a `const enum`, which verbatimModuleSyntax cannot read.
const ARGON2ID = 2 as Algorithm.Argon2id;

/** argon2id with the library's defaults (19 MiB, 2 passes: OWASP's recommendation). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is no account, so that a login or a reset for an
 * unknown e-mail takes as long as one for a known e-mail.
 */
export async function verifyNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not a password of anyone');
  await verifyPassword(await dummyHash, password);
  return false;
}
