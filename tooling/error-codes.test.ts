import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ERROR_CODES, isErrorCode } from '@gazda/contracts/error-codes';
import { AVAILABILITY_RULES } from '@gazda/domain/availability-rules';
import { describe, expect, it } from 'vitest';

/*
 * Issue #25 item 6: the server answers only codes of contracts' closed table (error-codes.ts). The
 * compiler holds AppError and the error handler to `ErrorCode`; this reads the server's source so
 * that a literal outside the types (a hand-made reply body) is caught too, and so that the table
 * holds no code the server no longer answers.
 */
const root = resolve(import.meta.dirname, '..');
const server = resolve(root, 'apps/api/src');
/** iCal fetches have their own failure codes (`http_status`, …): stored and logged, never answered. */
const NOT_ANSWERS = /\/features\/ical(-sync)?\//;

/** Codes the server answers without naming them as literals: the domain's refusals. */
const FROM_THE_DOMAIN = [
  'transition_not_allowed',
  'not_yet_allowed',
  'email_not_verified',
  // booking-rules.ts ruleRefusal: the rule a stay breaks is its code.
  ...AVAILABILITY_RULES,
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The source without its comment lines (a comment may show a body as `code: 'upload_<problem>'`). */
function withoutComments(text: string): string {
  return text.replace(/^\s*(\/\/|\/\*|\*).*$/gm, '');
}

/** Each literal code the server's source answers: `new AppError('…'`, `sendCode(…, '…'`, `code: '…'`. */
function answeredLiterals(): { code: string; at: string }[] {
  const found: { code: string; at: string }[] = [];
  const patterns = [
    /new AppError\(\s*'([^']*)'/g,
    /sendCode\([^,]+,[^,]+,\s*'([^']*)'/g,
    /\bcode: '([^']*)'/g,
  ];
  for (const file of sources(server)) {
    if (NOT_ANSWERS.test(file)) continue;
    const text = withoutComments(readFileSync(file, 'utf8'));
    for (const pattern of patterns)
      for (const match of text.matchAll(pattern))
        found.push({ code: match[1]!, at: `${relative(root, file)}:${match.index}` });
  }
  return found;
}

/** `upload_<problem>` for each member of upload-errors.ts's UploadProblem. */
function uploadCodes(): string[] {
  const text = readFileSync(resolve(server, 'http/upload-errors.ts'), 'utf8');
  const union = /export type UploadProblem =([^;]+);/.exec(text)?.[1] ?? '';
  return [...union.matchAll(/'([a-z_]+)'/g)].map(([, problem]) => `upload_${problem}`);
}

describe("the server's error codes", () => {
  const literals = answeredLiterals();

  it('every literal code the server answers is in the table', () => {
    expect(literals.length).toBeGreaterThan(20);
    expect(literals.filter(({ code }) => !isErrorCode(code))).toEqual([]);
  });

  it('no AppError names its own status: the table gives it', () => {
    const numbered = sources(server).filter((file) =>
      /new AppError\(\s*[^,()]+,\s*\d{3}\b/.test(readFileSync(file, 'utf8')),
    );
    expect(numbered.map((file) => relative(root, file))).toEqual([]);
  });

  it('every code of the table is still answered somewhere', () => {
    const answered = new Set([
      ...literals.map(({ code }) => code),
      ...uploadCodes(),
      ...FROM_THE_DOMAIN,
    ]);
    expect(uploadCodes().length).toBeGreaterThan(0);
    expect(Object.keys(ERROR_CODES).filter((code) => !answered.has(code))).toEqual([]);
  });
});
