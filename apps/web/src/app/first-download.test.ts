import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Issue #9: the most visited pages wait for no popup's code before their first render. Mantine's
 * popups bring floating-ui, scroll locking and focus traps (and NativeSelect imports the whole
 * Combobox), about 25-30 KB gzipped; each is imported when the page is idle or when opened
 * (app/panel-popups.ts, the calendar's selection-sheet.tsx, the listing's booking-sheet.tsx).
 * This follows every static import from the pages' modules through src/ and fails on a popup
 * imported from @mantine/core or anything from @mantine/dates.
 */
const src = resolve(import.meta.dirname, '..');

const PAGES: Record<string, string[]> = {
  dashboard: ['app/panel-layout.tsx', 'routes/dashboard.tsx'],
  calendar: ['app/panel-layout.tsx', 'routes/listing-calendar.tsx'],
  'public listing': ['app/public-layout.tsx', 'routes/public-listing.tsx'],
};

const POPUPS = new Set([
  'Autocomplete',
  'Combobox',
  'Drawer',
  'HoverCard',
  'Menu',
  'Modal',
  'MultiSelect',
  'NativeSelect',
  'Popover',
  'ScrollArea',
  'Select',
  'TagsInput',
  'Tooltip',
]);

/** `import … from '…'` and `export … from '…'`, not `import type`; dynamic imports do not match. */
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)([^;]*?)\s+from\s+['"]([^'"]+)['"]/gm;

function resolveModule(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((path) => existsSync(path) && !path.endsWith('.css') && /\.tsx?$/.test(path));
}

/** Every popup a page's first render imports, as "module: Name". */
function popupsReached(roots: string[]): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const stack = roots.map((root) => resolve(src, root));
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, names, spec] of code.matchAll(STATIC_IMPORT)) {
      const where = relative(src, file);
      if (spec === '@mantine/dates') found.push(`${where}: @mantine/dates`);
      if (spec === '@mantine/core') {
        for (const name of (names ?? '').replace(/[{}]/g, '').split(',')) {
          const imported = name.trim().split(/\s+as\s+/)[0]!.replace(/^type\s+/, '');
          if (POPUPS.has(imported)) found.push(`${where}: ${imported}`);
        }
      }
      if (spec?.startsWith('.')) {
        const target = resolveModule(file, spec);
        if (target) stack.push(target);
      }
    }
  }
  return found;
}

describe('the first download of the most visited pages (issue #9)', () => {
  for (const [page, roots] of Object.entries(PAGES)) {
    it(`${page}: no popup's code before the first render`, () => {
      expect(popupsReached(roots)).toEqual([]);
    });
  }

  it('finds a popup where one is imported (the check itself works)', () => {
    expect(popupsReached(['app/panel-popups.ts'])).toEqual(
      expect.arrayContaining([
        'features/auth/components/user-menu.tsx: Menu',
        'app/panel-drawer.tsx: Drawer',
      ]),
    );
  });
});
