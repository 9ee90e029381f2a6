import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { posix, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findDeadExports, type DeadExportOptions } from './dead-exports';

/*
 * Issue #25 item 7: no export of the product's source (packages/<name>/src, apps/api/src,
 * apps/web/src) that only tests, or nothing, import. A test does not keep a name alive: a name
 * only its own test reads is a private detail (test it through the public function) or dead.
 * The bench and the build (apps/web/build, vite.config.ts) are programs, so their imports count;
 * the end-to-end journeys are tests of the product, so theirs do not.
 */
const root = resolve(import.meta.dirname, '..');
const CODE = /\.(ts|tsx|mts|mjs|js)$/;

function isTest(path: string): boolean {
  return (
    /\.test\.[a-z]+$/.test(path) ||
    /\.fixture\.ts$/.test(path) ||
    /(^|\/)(test|testing)\//.test(path) ||
    /(^|\/)(vitest|playwright)\.config\.ts$/.test(path) ||
    path.startsWith('e2e/')
  );
}

function isChecked(path: string): boolean {
  return (
    /^(packages\/[^/]+\/src|apps\/api\/src|apps\/web\/src)\//.test(path) &&
    /\.tsx?$/.test(path) &&
    !path.endsWith('.d.ts') &&
    !isTest(path)
  );
}

/** Every export of these is used by definition: a program starts there or a tool loads it. */
const ENTRIES = new Map([
  ['apps/api/src/server.ts', 'npm start'],
  ['apps/web/src/main.tsx', 'index.html'],
  ['apps/web/src/app/early-start.ts', 'apps/web/build/early-script.ts (its own Rollup input)'],
  ['packages/i18n/src/catalog-lazy.ts', 'the panel build puts it in place of catalog.ts'],
]);

const ROOTS = ['apps', 'packages', 'bench', 'e2e'];

function walk(dir: string, into: string[]): void {
  for (const entry of readdirSync(resolve(root, dir), { withFileTypes: true })) {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules' && entry.name !== 'dist') {
      walk(path, into);
    } else if (entry.isFile()) into.push(path);
  }
}

/** The files a clone has (tracked or new, not ignored); every file when git is not there. */
function repositoryFiles(): string[] {
  let paths: string[] = [];
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
    for (const dir of ROOTS) if (existsSync(resolve(root, dir))) walk(dir, paths);
  }
  return paths
    .filter((path) => CODE.test(path) && !/(^|\/)(node_modules|dist)\//.test(path))
    .filter((path) => existsSync(resolve(root, path)))
    .sort();
}

/** The workspace packages, each with its "exports" and its "scripts"' entry files. */
function workspaces(paths: string[]) {
  const packages: DeadExportOptions['packages'] extends ReadonlyMap<string, infer V>
    ? Map<string, V>
    : never = new Map();
  const scripts: string[] = [];
  for (const dir of [
    'packages/contracts',
    'packages/domain',
    'packages/i18n',
    'apps/api',
    'apps/web',
  ]) {
    const json = JSON.parse(readFileSync(resolve(root, dir, 'package.json'), 'utf8')) as {
      name: string;
      exports?: Record<string, string>;
      scripts?: Record<string, string>;
    };
    packages.set(json.name, { dir, exports: json.exports ?? {} });
    for (const command of Object.values(json.scripts ?? {})) {
      for (const match of command.matchAll(/\b(src\/[\w./-]+\.tsx?)\b/g)) {
        const path = posix.join(dir, match[1] ?? '');
        if (paths.includes(path)) scripts.push(path);
      }
    }
  }
  return { packages, scripts };
}

describe('no dead exports (issue #25 item 7)', () => {
  it('every export of the product is imported by a file that is not a test', () => {
    const started = performance.now();
    const paths = repositoryFiles();
    const files = new Map(paths.map((path) => [path, readFileSync(resolve(root, path), 'utf8')]));
    const { packages, scripts } = workspaces(paths);
    for (const entry of ENTRIES.keys()) expect(files.has(entry), entry).toBe(true);
    const dead = findDeadExports(files, {
      checked: isChecked,
      user: (path) => !isTest(path),
      entries: new Set([...ENTRIES.keys(), ...scripts]),
      packages,
    });
    const found = dead.map((d) => `${d.file}:${d.line}: ${d.name}`);
    console.log(
      `dead-exports: ${files.size} files in ${Math.round(performance.now() - started)} ms`,
    );
    if (found.length > 0) {
      console.log(`Exported, but no file other than a test imports it:\n${found.join('\n')}`);
    }
    // An export only tests (or nothing) import fails here: test it through the function the
    // product calls and drop its `export`, or delete it.
    expect(found).toEqual([]);
  });
});

describe('the dead export check', () => {
  const packages = new Map([['@x/lib', { dir: 'lib', exports: { './*': './src/*.ts' } }]]);
  const check = (files: Record<string, string>, entries: string[] = []) =>
    findDeadExports(new Map(Object.entries(files)), {
      checked: (path) => path.startsWith('lib/src/') && !path.endsWith('.test.ts'),
      user: (path) => !path.endsWith('.test.ts'),
      entries: new Set(entries),
      packages,
    }).map((d) => `${d.file}#${d.name}`);

  it('reports an export only a test imports, and one nothing imports', () => {
    const files = {
      'lib/src/a.ts':
        'export const used = 1;\nexport function onlyTested() {}\nexport type Nobody = 1;\n',
      'lib/src/a.test.ts': "import { onlyTested } from './a';\n",
      'app/main.ts': "import { used } from '@x/lib/a';\n",
    };
    expect(check(files, ['app/main.ts'])).toEqual([
      'lib/src/a.ts#onlyTested',
      'lib/src/a.ts#Nobody',
    ]);
  });

  it('follows type imports, re-exports, export *, namespaces and import() types', () => {
    const files = {
      'lib/src/a.ts':
        'export type T = 1;\nexport const viaStar = 1;\nexport const viaNs = 1;\nexport const notRead = 1;\nexport type Q = 1;',
      'lib/src/b.ts': "export type { T } from './a';\nexport * from './a';\n",
      'app/main.ts':
        "import type { T } from '@x/lib/b';\nimport { viaStar } from '@x/lib/b';\nimport * as ns from '@x/lib/a';\nns.viaNs;\nlet q: import('@x/lib/a').Q;\n",
    };
    expect(check(files)).toEqual(['lib/src/a.ts#notRead']);
  });

  it('a re-export nobody imports is dead where it is re-exported', () => {
    const files = {
      'lib/src/a.ts': 'export const x = 1;\n',
      'lib/src/b.ts': "export { x } from './a';\n",
    };
    expect(check(files)).toEqual(['lib/src/a.ts#x', 'lib/src/b.ts#x']);
  });

  it('reads the names taken from a dynamic import, or takes them all', () => {
    const files = {
      'lib/src/route.ts': 'export function Route() {}\nexport function Other() {}\n',
      'lib/src/lazy.ts': 'export const a = 1;\nexport const b = 1;\n',
      'lib/src/whole.ts': 'export const c = 1;\n',
      'app/main.ts': [
        "import('@x/lib/route').then((m) => ({ Component: m.Route }));",
        "async function f() { const { a } = await import('@x/lib/lazy'); const w = await import('@x/lib/whole'); use(w); }",
      ].join('\n'),
    };
    expect(check(files)).toEqual(['lib/src/lazy.ts#b', 'lib/src/route.ts#Other']);
  });

  it('counts every export of an entry point as used', () => {
    expect(check({ 'lib/src/cli.ts': 'export function main() {}\n' }, ['lib/src/cli.ts'])).toEqual(
      [],
    );
  });
});
