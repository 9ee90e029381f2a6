import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { precompiledMessages } from '../apps/web/build/precompiled-messages';

/*
 * The panel's build hands the browser every message parsed (apps/web/build/precompiled-messages.ts),
 * and the browser has no parser: a catalogue file the plugin missed breaks each screen that shows
 * one of its messages, which no unit test sees (they read the catalogues as text). Here, not beside
 * the web tests: the plugin runs Vite's esbuild, which does not load in their jsdom.
 */
const messages = resolve(import.meta.dirname, '../packages/i18n/src/messages');
const transform = precompiledMessages().transform as (
  code: string,
  id: string,
) => Promise<{ code: string } | null>;

describe('the panel build precompiles every catalogue file', () => {
  for (const lang of ['sr', 'en']) {
    it(`${lang}: each slice and each part of a slice kept in a folder arrives parsed`, async () => {
      const files = readdirSync(join(messages, lang), { recursive: true, encoding: 'utf8' });
      for (const file of files.filter((name) => name.endsWith('.ts'))) {
        const id = join(messages, lang, file);
        const out = await transform(readFileSync(id, 'utf8'), id);
        // A folder's index.ts only merges its parts, which arrive parsed.
        if (basename(file) === 'index.ts') {
          expect(out, file).toBeNull();
          continue;
        }
        const slices = (out?.code ?? '').split('\n').filter(Boolean);
        expect(slices.length, file).toBeGreaterThan(0);
        for (const slice of slices) {
          const json = slice.replace(/^export const \w+ = /, '').replace(/;$/, '');
          for (const parsed of Object.values(JSON.parse(json) as Record<string, unknown>))
            expect(Array.isArray(parsed), file).toBe(true);
        }
      }
    });
  }
});
