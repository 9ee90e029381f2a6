import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en as firstEn } from '@gazda/i18n/first-screens/en';
import { sr as firstSr } from '@gazda/i18n/first-screens/sr';
import { en as visitedEn } from '@gazda/i18n/most-visited/en';
import { sr as visitedSr } from '@gazda/i18n/most-visited/sr';
import { en } from '@gazda/i18n/messages/en';
import { sr } from '@gazda/i18n/messages/sr';
import { routes } from '../lib/route-names';
import { reachableModules, src } from '../test/module-graph';

/*
 * The most visited pages render with the first screens' messages and the `visited` part only
 * (packages/i18n/src/load.ts, app/route-messages.ts MOST_VISITED): a message of any other slice would
 * show as its id there. This reads every module those pages load, now or later (their popups,
 * tabs and forms), and checks each message id they name, or the start of one they build.
 */
const PAGES: Record<string, string[]> = {
  'the panel shell and the dashboard': ['app/panel-layout.tsx', 'routes/dashboard.tsx'],
  "a listing's calendar": ['routes/listing-calendar.tsx'],
  "the public site's shell and a listing's page": [
    'app/public-layout.tsx',
    'routes/public-listing.tsx',
  ],
};

const part = { ...firstSr, ...visitedSr };
const namespaces = new Set(Object.keys(sr).map((key) => key.split('.')[0]!));
/** A string that may be a message id: 'ns.rest' in quotes, or the start of a template literal. */
const CANDIDATE = /(['"`])([a-z][A-Za-z]*)\.([A-Za-z0-9_.]*)(\$\{|\1)/g;

function missingIn(roots: string[]): string[] {
  const missing: string[] = [];
  for (const { file, code } of reachableModules(roots, { dynamic: true })) {
    for (const [, , namespace, rest, end] of code.matchAll(CANDIDATE)) {
      if (!namespace || !namespaces.has(namespace)) continue;
      const id = `${namespace}.${rest}`;
      // A route's name ('admin.listings') reads like a message id.
      if (id in routes) continue;
      const known =
        end === '${'
          ? Object.keys(part).some((key) => key.startsWith(id))
          : id in part || Object.keys(part).some((key) => key.startsWith(`${id}.`));
      const exists =
        end === '${' || id in sr || Object.keys(sr).some((key) => key.startsWith(`${id}.`));
      if (exists && !known) missing.push(`${relative(src, file)}: ${id}`);
    }
  }
  return [...new Set(missing)];
}

describe("the most visited pages' messages (issue #9)", () => {
  for (const [page, roots] of Object.entries(PAGES)) {
    it(`${page}: every message it names is in the first screens' or the visited part`, () => {
      expect(missingIn(roots)).toEqual([]);
    });
  }

  it('the visited part holds messages of the full catalogue, the same ids in both languages', () => {
    expect(Object.keys(visitedSr).sort()).toEqual(Object.keys(visitedEn).sort());
    expect(Object.keys(firstSr).sort()).toEqual(Object.keys(firstEn).sort());
    for (const [key, text] of Object.entries(visitedSr))
      expect(sr[key as keyof typeof sr]).toBe(text);
    for (const [key, text] of Object.entries(visitedEn))
      expect(en[key as keyof typeof en]).toBe(text);
  });

  it('finds a message of another slice where one is named (the check itself works)', () => {
    expect(missingIn(['routes/activity-log.tsx']).length).toBeGreaterThan(0);
  });
});
