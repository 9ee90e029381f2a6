import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Issue #25 item 5: the repository stands alone. The product rules the code relies on are in
 * docs/rules/, so a citation of one of those files says `docs/rules/<name>.md`: a bare
 * `decisions.md §3` would send a reader of a clone to a file the clone does not have, and so would
 * a path through `shared/spec`. A Markdown link may point at the file relatively, as long as it
 * lands in docs/rules/ (`[…](decisions.md#3-state-machines)` from docs/rules/ itself).
 */
const root = resolve(import.meta.dirname, '..');
const ROOTS = ['apps', 'packages', 'e2e', 'bench', 'docs', 'tooling'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.tmp']);
const SELF = 'tooling/stands-alone.test.ts';
const BINARY = /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|pdf|zip|gz|tgz|br|wasm|eml)$/i;

/** The five rule files by name, not preceded by a word character or `-` (so not `openapi.md`). */
const CITATION = /(?<![\w-])(decisions|api|pricing|product|screens)\.md\b/g;
const OUTSIDE = /shared\/spec/g;

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** Where `name.md` at `index` points when it ends a relative Markdown link target, else null. */
function linkTarget(path: string, text: string, index: number, name: string): string | null {
  let start = index;
  while (start > 0 && /[^\s()<>[\]]/.test(text[start - 1] ?? '')) start -= 1;
  if (!path.endsWith('.md') || text.slice(start - 2, start) !== '](') return null;
  return posix.normalize(posix.join(posix.dirname(path), text.slice(start, index) + name + '.md'));
}

/** Every citation in `text` (the file at repository path `path`) that leaves the repository. */
function strayCitations(path: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(OUTSIDE)) {
    found.push(`${path}:${lineOf(text, match.index)}: names shared/spec`);
  }
  for (const match of text.matchAll(CITATION)) {
    const name = match[1] ?? '';
    const wanted = `docs/rules/${name}.md`;
    if (text.slice(0, match.index).endsWith('docs/rules/')) continue;
    if (linkTarget(path, text, match.index, name) === wanted) continue;
    found.push(`${path}:${lineOf(text, match.index)}: cites ${match[0]}, write ${wanted}`);
  }
  return found;
}

function walk(dir: string, into: string[]): void {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory() && !SKIPPED_DIRS.has(entry.name)) walk(path, into);
    else if (entry.isFile()) into.push(path);
  }
}

/** The files a clone has (tracked or new, not ignored); every file when git is not there. */
function repositoryFiles(): string[] {
  let paths: string[];
  try {
    const out = execFileSync(
      'git',
      ['ls-files', '-z', '-co', '--exclude-standard', '--', ...ROOTS],
      {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    paths = out.split('\0').filter(Boolean);
  } catch {
    paths = [];
    for (const dir of ROOTS) if (existsSync(join(root, dir))) walk(dir, paths);
  }
  return paths.filter(
    (path) =>
      path !== SELF &&
      !BINARY.test(path) &&
      !path.split('/').some((part) => SKIPPED_DIRS.has(part)) &&
      existsSync(join(root, path)) &&
      statSync(join(root, path)).isFile(),
  );
}

describe('the repository stands alone (issue #25 item 5)', () => {
  it.each([
    ['apps/api/src/x.ts', '/** decisions.md §3, Listing. */'],
    ['apps/web/src/x.tsx', '// (api.md "Realtime")'],
    ['packages/domain/src/x.ts', "it('the worked examples of pricing.md', () => {});"],
    ['apps/web/src/x.ts', '/* the status as screens.md colours it; see `product.md` */'],
    ['apps/api/README.md', 'The contract is `../../shared/spec/api.md`.'],
    ['docs/architecture.md', 'What the product does is in `../shared/spec/`.'],
    ['docs/bookings.md', 'See [the rules](decisions.md#4-availability-and-holds).'],
    ['docs/x.md', 'See [the rules](./pricing.md).'],
    ['apps/web/src/x.ts', '// see docs/decisions.md and rules/api.md'],
  ])('flags %s: %s', (path, text) => {
    expect(strayCitations(path, text)).not.toEqual([]);
  });

  it.each([
    ['apps/api/src/x.ts', '/** docs/rules/decisions.md §3, Listing. */'],
    ['apps/web/src/x.tsx', '// (docs/rules/api.md "Realtime"); docs/rules/screens.md\'s chips'],
    ['docs/security.md', 'See docs/decisions/0010-no-double-booking.md and docs/decisions/.'],
    ['apps/api/src/features/payouts/README.md', 'README.md, docs/bookings.md, docs/listings.md'],
    ['docs/x.md', 'openapi.md, public-api.md, my_product.md, decisions.mdx, `api.ts`'],
    ['docs/rules/README.md', '[docs/rules/decisions.md](decisions.md#3-state-machines)'],
    ['docs/decisions/0099-x.md', '[the price](../rules/pricing.md#rules)'],
    ['apps/api/README.md', 'the contract is [docs/rules/api.md](../../docs/rules/api.md)'],
  ])('accepts %s: %s', (path, text) => {
    expect(strayCitations(path, text)).toEqual([]);
  });

  it('every file under apps, packages, e2e, bench, docs and tooling cites docs/rules/ only', () => {
    const files = repositoryFiles();
    expect(files.length).toBeGreaterThan(100);
    const stray = files.flatMap((path) => {
      const text = readFileSync(join(root, path), 'utf8');
      return text.includes('\0') ? [] : strayCitations(path, text);
    });
    expect(stray, 'cite docs/rules/<name>.md (see docs/rules/README.md)').toEqual([]);
  });

  it('the five rule files are in the repository', () => {
    for (const name of ['product', 'decisions', 'pricing', 'api', 'screens']) {
      expect(existsSync(join(root, 'docs/rules', `${name}.md`)), name).toBe(true);
    }
  });
});
