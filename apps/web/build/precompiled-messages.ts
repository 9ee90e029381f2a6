import { createRequire } from 'node:module';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
// Relative: the config bundler inlines it (a workspace package would be loaded as raw .ts).
import { intlLocale, isLocale, type Locale } from '../../../packages/i18n/src/locales';
import type { Plugin } from 'vite';

/**
 * A slice of the messages, packages/i18n/src/messages/{sr,en}/<slice>.ts, or a part of a slice kept
 * in a folder, <slice>/<part>.ts. Not the folder's index.ts: it only merges its parts (compiled
 * here already), and its imports could not be followed from the module this plugin loads.
 */
const MESSAGE_FILE =
  /[\\/]packages[\\/]i18n[\\/]src[\\/]messages[\\/](sr|en)[\\/](?:[^\\/]+\.ts|[^\\/]+[\\/](?!index\.ts$)[^\\/]+\.ts)$/;

const require = createRequire(import.meta.url);
/** The formatter without its parser: every message of the panel arrives parsed already. */
const NO_PARSER = require
  .resolve('@formatjs/icu-messageformat-parser')
  .replace(/index\.js$/, 'lib/no-parser.js');

/** Each message parsed as intl-messageformat would parse it itself (the language's locale). */
export function parsedMessages(
  lang: Locale,
  messages: Record<string, string>,
): Record<string, MessageFormatElement[]> {
  const locale = new Intl.Locale(intlLocale(lang));
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [key, parse(message, { locale })]),
  );
}

/**
 * The panel's messages, precompiled: each ICU message of packages/i18n/src/messages/{sr,en}/* is
 * parsed at build time into the syntax tree intl-messageformat formats (with the same options it
 * parses with itself: the language's locale, skeletons parsed), so the browser downloads neither
 * the ICU parser nor the work of running it. The message files stay the one source; the server
 * and the unit tests keep reading them as text.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'gazda-precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: NO_PARSER }],
      },
    }),
    async transform(code, id) {
      const match = MESSAGE_FILE.exec(id);
      const lang = match?.[1];
      if (!isLocale(lang)) return null;
      // Loaded here, not above: esbuild refuses to load in the unit tests' jsdom.
      const { transformWithEsbuild } = await import('vite');
      const js = await transformWithEsbuild(code, id, { loader: 'ts', format: 'esm' });
      const source = `data:text/javascript;base64,${Buffer.from(js.code).toString('base64')}`;
      const slices = (await import(source)) as Record<string, Record<string, string>>;
      const out = Object.entries(slices).map(
        ([name, messages]) =>
          `export const ${name} = ${JSON.stringify(parsedMessages(lang, messages))};`,
      );
      return { code: out.join('\n'), map: null };
    },
  };
}
