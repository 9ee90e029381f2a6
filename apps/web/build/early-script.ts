import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The early script's source (src/app/early-requests.ts): its own entry, apart from main's. */
const EARLY_ENTRY = 'src/app/early-start.ts';

/**
 * The early script (issue #9): a second module script in index.html, before the panel's main
 * script, that starts the page's first API requests while main downloads. Vite folds every module
 * script of an HTML file into that page's one entry, so this one is an entry of its own (a Rollup
 * input) and its tag is written into the HTML here, ahead of main's. The CSP's script-src 'self'
 * allows it: it is a file, not an inline script.
 */
export function earlyScript(): Plugin {
  return {
    name: 'gazda-early-script',
    config(config) {
      const base = resolve(config.root ?? '');
      return {
        build: {
          rollupOptions: {
            input: { index: resolve(base, 'index.html'), early: resolve(base, EARLY_ENTRY) },
          },
        },
      };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle)
          return [{ tag: 'script', attrs: { type: 'module', src: `/${EARLY_ENTRY}` } }];
        const chunk = Object.values(ctx.bundle).find(
          (file) => file.type === 'chunk' && file.isEntry && file.name === 'early',
        );
        if (chunk?.type !== 'chunk') throw new Error(`${EARLY_ENTRY} was not built`);
        if (chunk.imports.length > 0)
          throw new Error(`the early script imports ${chunk.imports.join(', ')}: it must not`);
        return [
          {
            tag: 'script',
            attrs: { type: 'module', crossorigin: true, src: `/${chunk.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
