import { dirname, resolve } from 'node:path';
import type { ManualChunkMeta } from 'rollup';
import { defineConfig, type Plugin } from 'vite';
import { noChunkCycles } from './build/chunk-cycles';
import { earlyScript } from './build/early-script';
import { preactAliases } from './build/preact';
import { precompiledMessages } from './build/precompiled-messages';
import { precompress } from './build/precompress';
import { shellChunks } from './build/shell-chunks';

// The API runs on :3000 in development (`npm run dev`); in production the API serves dist/ itself.
const API_TARGET = 'http://localhost:3000';

const i18nSrc = resolve(import.meta.dirname, '../../packages/i18n/src');

/**
 * The panel loads one language's messages, on demand (packages/i18n/src/load.ts): every import of
 * the i18n catalogue gets the on-demand one (catalog-lazy.ts), so neither language is in the
 * first download and a switch fetches only the other. The server and the unit tests keep both.
 */
function lazyMessages(): Plugin {
  return {
    name: 'gazda-lazy-messages',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromI18n = importer !== undefined && dirname(importer) === i18nSrc;
      if (source === '@gazda/i18n/catalog' || (fromI18n && source === './catalog')) {
        return resolve(i18nSrc, 'catalog-lazy.ts');
      }
      return null;
    },
  };
}

/**
 * The messages keep their own chunks, one per language and part (packages/i18n/src/load.ts):
 * otherwise the merging of small chunks below would fold the first screens' messages of both
 * languages into the entry, which every page downloads. A slice goes with the first part that
 * takes it, so loading all messages after a part fetches only the rest.
 */
const MESSAGES =
  /[\\/]packages[\\/]i18n[\\/]src[\\/](first-screens|most-visited|messages)[\\/](sr|en)\b/;

function messageChunks(id: string, meta: ManualChunkMeta): string | undefined {
  const match = MESSAGES.exec(id);
  if (!match) return undefined;
  const [, folder, lang] = match;
  const importers = meta.getModuleInfo(id)?.importers ?? [];
  const takenBy = (part: string) =>
    folder === part || importers.some((importer) => importer.includes(part));
  if (takenBy('first-screens')) return `messages-first-${lang}`;
  if (takenBy('most-visited')) return `messages-visited-${lang}`;
  return `messages-${lang}`;
}

/*
 * JSX is compiled by Vite's esbuild (tsconfig `"jsx": "react-jsx"`), without @vitejs/plugin-react:
 * its fast refresh patches React DOM, which the panel does not run (build/preact.ts), so under it
 * an edit was reported as applied while the page kept the old code. Without it, `npm run dev`
 * reloads the page on each edit (state is lost; what shows is always the current code).
 */
export default defineConfig({
  plugins: [lazyMessages(), precompiledMessages(), earlyScript(), noChunkCycles(), precompress()],
  resolve: { alias: preactAliases },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, ws: true },
      // Realtime (Socket.IO, apps/api/src/features/realtime): websocket upgrade included.
      '/socket.io': { target: API_TARGET, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the panel supports knows <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // Libraries and our own code in a few chunks by the pages that need them
        // (build/shell-chunks.ts): on a phone's HTTP/1.1 connection thirty 1 KB files cost more
        // round trips than bytes. Rollup's
        // own merging of small chunks (experimentalMinChunkSize) would now fold screens into the
        // entry, which every page downloads.
        manualChunks: (id, meta) => messageChunks(id, meta) ?? shellChunks(id, meta),
      },
    },
  },
});
