import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachableModules, src } from '../test/module-graph';

/*
 * Issue #9: the most visited pages wait for no popup's code before their first render. Mantine's
 * popups bring floating-ui, scroll locking and focus traps (and NativeSelect imports the whole
 * Combobox), about 25-30 KB gzipped; each is imported when the page is idle or when opened
 * (app/panel-popups.ts, the calendar's selection-sheet.tsx, the listing's booking-sheet.tsx).
 * This follows every static import from the pages' modules through src/ and fails on a popup
 * imported from @mantine/core or anything from @mantine/dates.
 */
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

/** Every popup a page's first render imports, as "module: Name". */
function popupsReached(roots: string[]): string[] {
  const found: string[] = [];
  for (const { file, imports } of reachableModules(roots)) {
    const where = relative(src, file);
    for (const [names, spec] of imports) {
      if (spec === '@mantine/dates') found.push(`${where}: @mantine/dates`);
      if (spec !== '@mantine/core') continue;
      for (const name of names.replace(/[{}]/g, '').split(',')) {
        const imported = name
          .trim()
          .split(/\s+as\s+/)[0]!
          .replace(/^type\s+/, '');
        if (POPUPS.has(imported)) found.push(`${where}: ${imported}`);
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
