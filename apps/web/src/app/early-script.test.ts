import type { OutputBundle, OutputChunk } from 'rollup';
import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { earlyScript } from '../../build/early-script';

function tagsFor(chunks: Partial<OutputChunk>[]) {
  const bundle = Object.fromEntries(
    chunks.map((c) => [c.fileName, { type: 'chunk', isEntry: false, imports: [], ...c }]),
  ) as OutputBundle;
  const { handler } = earlyScript().transformIndexHtml as { handler: IndexHtmlTransformHook };
  return handler.call({} as ThisParameterType<IndexHtmlTransformHook>, '', {
    bundle,
  } as IndexHtmlTransformContext);
}

describe('the early script in index.html (build/early-script.ts)', () => {
  it("is written ahead of the main script, as a file (CSP script-src 'self')", () => {
    const tags = tagsFor([
      { fileName: 'assets/main-1.js', name: 'index', isEntry: true },
      { fileName: 'assets/early-2.js', name: 'early', isEntry: true },
    ]);
    expect(tags).toEqual([
      {
        tag: 'script',
        attrs: { type: 'module', crossorigin: true, src: '/assets/early-2.js' },
        injectTo: 'head-prepend',
      },
    ]);
  });

  it('fails the build when the early script would download another chunk', () => {
    expect(() =>
      tagsFor([
        {
          fileName: 'assets/early-2.js',
          name: 'early',
          isEntry: true,
          imports: ['assets/main-1.js'],
        },
      ]),
    ).toThrow(/early script imports assets\/main-1\.js/);
  });
});
