import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * mantine-styles.ts imports one stylesheet per Mantine component instead of styles.css. This
 * keeps its list exact: every stylesheet some rendered component needs, nothing else, in
 * styles.css's order. "Needs" is read from Mantine's own ES modules, not written by hand: from
 * each component the panel imports, follow the imports that bind something (Select → Combobox →
 * Popover, ScrollArea…) and collect the CSS modules met on the way; a CSS module's class names
 * (m_xxxxxxxx) name the stylesheet in styles/ that defines them.
 */

const src = resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
/** A @mantine package's folder (its package.json is not exported; its entry is). */
function mantineDir(pkg: string): string {
  const entry = require.resolve(`@mantine/${pkg}`);
  const folder = join('@mantine', pkg);
  return entry.slice(0, entry.lastIndexOf(folder) + folder.length);
}
const core = mantineDir('core');
const coreEsm = join(core, 'esm');

/** The global stylesheets, first and in styles.css's order (they hold no component's classes). */
const GLOBAL = ['baseline', 'global', 'default-css-variables'];

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(keep);
}

/** Names imported as values (not `import type`, not `type X`) from `pkg` in `code`. */
function namedImports(code: string, pkg: string): string[] {
  const quoted = pkg.replace('/', '\\/');
  const statement = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${quoted}'`, 'g');
  return [...code.matchAll(statement)]
    .filter((match) => !match[1])
    .flatMap((match) => (match[2] ?? '').split(','))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]!.trim());
}

const panelFiles = filesUnder(src, (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));

/** What the panel imports from @mantine/core, and which other @mantine packages it loads. */
function panelMantine(): { coreNames: Set<string>; packages: Set<string> } {
  const coreNames = new Set<string>();
  const packages = new Set<string>();
  for (const file of panelFiles) {
    const code = readFileSync(file, 'utf8');
    namedImports(code, '@mantine/core').forEach((name) => coreNames.add(name));
    for (const m of code.matchAll(/(?:from\s*|import\()'@mantine\/([a-z-]+)'/g))
      packages.add(m[1]!);
  }
  packages.delete('core');
  packages.delete('hooks');
  return { coreNames, packages };
}

/** The core components another @mantine package uses (all of its modules, to be safe). */
function coreNamesUsedBy(pkg: string): string[] {
  return filesUnder(join(mantineDir(pkg), 'esm'), (f) => f.endsWith('.mjs')).flatMap((file) =>
    namedImports(readFileSync(file, 'utf8'), '@mantine/core'),
  );
}

/** Export name → its module, from core's index (re-exports of other packages left out). */
const exportedFrom = new Map<string, string>();
for (const m of readFileSync(join(coreEsm, 'index.mjs'), 'utf8').matchAll(
  /export \{([^}]*)\} from '(\.[^']+)'/g,
)) {
  for (const name of (m[1] ?? '').split(',')) {
    const [original, alias] = name.trim().split(/\s+as\s+/);
    exportedFrom.set((alias ?? original ?? '').trim(), join(coreEsm, m[2]!));
  }
}

/** Each `m_` class → the stylesheet in styles/ that defines it. */
const stylesheetOfClass = new Map<string, string>();
const stylesheets = readdirSync(join(core, 'styles')).filter((f) => !f.includes('.layer.'));
for (const file of stylesheets) {
  const css = readFileSync(join(core, 'styles', file), 'utf8');
  for (const m of css.matchAll(/\.(m_[0-9a-f]+)/g))
    stylesheetOfClass.set(m[1]!, file.replace(/\.css$/, ''));
}

/** The stylesheets the given core exports need, themselves and through what they use. */
function stylesheetsFor(names: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const needed = new Set<string>();
  const queue = [...names].flatMap((name) => exportedFrom.get(name) ?? []);
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    // Only imports that bind something: the bare `import '…'` lines are Rollup's re-export
    // leftovers (Select's Combobox* siblings), not code the component runs.
    for (const m of readFileSync(file, 'utf8').matchAll(
      /^import\s+[^'\n]+?\s+from\s+'(\.[^']+)'/gm,
    )) {
      const target = join(dirname(file), m[1]!);
      if (!target.endsWith('.module.css.mjs')) queue.push(target);
      else
        for (const c of readFileSync(target, 'utf8').matchAll(/"(m_[0-9a-f]+)"/g)) {
          const sheet = stylesheetOfClass.get(c[1]!);
          if (sheet) needed.add(sheet);
        }
    }
  }
  return needed;
}

/** The stylesheets in the order styles.css concatenates them (by where each one's classes start). */
function stylesCssOrder(): string[] {
  const all = readFileSync(join(core, 'styles.css'), 'utf8');
  const components = stylesheets
    .map((file) => file.replace(/\.css$/, ''))
    .filter((name) => !GLOBAL.includes(name))
    .map((name) => {
      const first = readFileSync(join(core, 'styles', `${name}.css`), 'utf8').match(
        /\.m_[0-9a-f]+/,
      );
      return { name, at: first ? all.indexOf(first[0]) : -1 };
    });
  return [...GLOBAL, ...components.sort((a, b) => a.at - b.at).map((c) => c.name)];
}

const stylesModule = readFileSync(join(src, 'app/mantine-styles.ts'), 'utf8');
const imported = [
  ...stylesModule.matchAll(/^import '@mantine\/core\/styles\/([^']+)\.css';$/gm),
].map((m) => m[1]!);

describe("the panel's Mantine stylesheets (app/mantine-styles.ts)", () => {
  it('follows a component to the stylesheets of what it is built from', () => {
    expect([...stylesheetsFor(['Stack'])]).toEqual(['Stack']);
    expect(stylesheetsFor(['Select'])).toEqual(
      new Set([
        'Combobox',
        'Input',
        'Popover',
        'ScrollArea',
        'UnstyledButton',
        'CloseButton',
        'Overlay',
        'VisuallyHidden',
      ]),
    );
    expect(stylesheetsFor(['Modal'])).toEqual(
      new Set([
        'Modal',
        'ModalBase',
        'Overlay',
        'Paper',
        'CloseButton',
        'UnstyledButton',
        'ScrollArea',
        'VisuallyHidden',
      ]),
    );
    expect([...stylesheetsFor(['Box', 'MantineProvider', 'createTheme'])]).toEqual([]);
  });

  it('imports exactly the stylesheets of the components rendered anywhere, and the global ones', () => {
    const { coreNames, packages } = panelMantine();
    // The pickers, toasts, progress bar and dropzone render core components of their own.
    expect([...packages].sort()).toEqual(['dates', 'dropzone', 'notifications', 'nprogress']);
    const names = [...coreNames, ...[...packages].flatMap(coreNamesUsedBy)];
    const needed = new Set([...GLOBAL, ...stylesheetsFor(names)]);
    const missing = [...needed].filter((name) => !imported.includes(name));
    const unused = imported.filter((name) => !needed.has(name));
    expect({ missing, unused }).toEqual({ missing: [], unused: [] });
    expect(new Set(imported).size).toBe(imported.length);
  });

  it("keeps styles.css's order, unlayered like styles.css, before the other packages' styles", () => {
    const order = stylesCssOrder();
    expect(imported).toEqual(order.filter((name) => imported.includes(name)));
    expect(imported.slice(0, 3)).toEqual(GLOBAL);
    expect(stylesModule).not.toMatch(/\.layer\.css/);
    const lastCore = stylesModule.lastIndexOf("'@mantine/core/styles/");
    expect(stylesModule.indexOf("'@mantine/notifications/styles.css'")).toBeGreaterThan(lastCore);
    expect(stylesModule.indexOf("'@mantine/nprogress/styles.css'")).toBeGreaterThan(lastCore);
  });

  it('is the only way Mantine core styles enter the panel, loaded before anything else', () => {
    const main = readFileSync(join(src, 'main.tsx'), 'utf8');
    expect(main.split('\n')[0]).toBe("import './app/mantine-styles';");
    const whole = panelFiles.filter((f) =>
      /import '@mantine\/core\/styles(\.layer)?\.css'/.test(readFileSync(f, 'utf8')),
    );
    expect(whole).toEqual([]);
  });

  it("gives sizes as styles.css does (rem × --mantine-scale), through the panel's PostCSS config", async () => {
    const { default: postcss } = await import('postcss');
    const { default: config } = await import('../../postcss.config.js');
    const declarations = new Set<string>();
    postcss
      .parse(readFileSync(join(core, 'styles.css'), 'utf8'))
      .walkDecls((d) => void declarations.add(`${d.prop}: ${d.value}`));
    let checked = 0;
    for (const name of ['Button', 'Input', 'Badge', 'Modal']) {
      const file = join(core, 'styles', `${name}.css`);
      const { root } = await postcss(config.plugins).process(readFileSync(file, 'utf8'), {
        from: file,
      });
      root.walkDecls((d) => {
        checked += d.value.includes('rem') ? 1 : 0;
        expect(declarations.has(`${d.prop}: ${d.value}`), `${name}: ${d.prop}: ${d.value}`).toBe(
          true,
        );
      });
    }
    expect(checked).toBeGreaterThan(20);
  });
});
