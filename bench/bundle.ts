import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { buildWebOnce, chromiumArgs, demoPages, kb, repoRoot, startServer, table } from './support';

const gz = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length;

/** The floor: a bare React page built in this same run with the same bundler. */
async function bareReactBytes(): Promise<number> {
  const outDir = resolve(repoRoot, '.tmp/bench-bare-react');
  // Vite's build sets NODE_ENV=production in this process; the servers started after it must not
  // inherit that (a production server refuses the demo data the pages are measured on).
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({
      root: resolve(import.meta.dirname, 'bare-react'),
      plugins: [react()],
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const assets = join(outDir, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gz(readFileSync(join(assets, f))), 0);
}

/** Every script a fresh browser loads for a page, gzipped: what a person on a phone downloads. */
async function pageScriptBytes(
  url: string,
  token?: string,
): Promise<{ bytes: number; files: number }> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    const context = await browser.newContext();
    if (token) {
      await context.addInitScript(
        (t) => localStorage.setItem('access_token', JSON.stringify(t)),
        token,
      );
    }
    const page = await context.newPage();
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().then(gz));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(scripts);
    return { bytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length };
  } finally {
    await browser.close();
  }
}

export async function bundleBench(): Promise<string> {
  buildWebOnce();
  const floor = await bareReactBytes();
  const server = await startServer(3201, { SEED_DEMO: 'true' });
  try {
    const pages = await demoPages(server.url);
    const budget = 150 * 1024;
    const measured: [string, string, string | undefined][] = [
      ['/login', pages.login, undefined],
      ['/ (dashboard, demo host)', pages.dashboard, pages.token],
      ['/listing/apartment/{id}/calendar (demo host)', pages.calendar, pages.token],
      ['/ads/{id} (public listing, logged out)', pages.publicListing, undefined],
    ];
    const rows: (string | number)[][] = [['bare React page (floor)', '-', kb(floor), '1.00', '-']];
    for (const [name, url, token] of measured) {
      const { bytes, files } = await pageScriptBytes(url, token);
      const verdict = name === '/login' ? `${bytes <= budget ? 'met' : 'NOT met'} (≤ 150 KB)` : '-';
      rows.push([name, files, kb(bytes), (bytes / floor).toFixed(2), verdict]);
    }
    return `### Panel JavaScript (gzipped, every script a fresh Chromium loads for the page)\n\n${table(
      ['page', 'script files', 'KB gzipped', 'ratio to floor', 'budget'],
      rows,
    )}`;
  } finally {
    await server.stop();
  }
}
