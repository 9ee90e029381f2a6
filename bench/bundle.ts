import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { buildWebOnce, chromiumArgs, demoPages, kb, repoRoot, startServer, table } from './support';
import { findChromium } from '../tooling/find-chromium.mjs';

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

type Scripts = { bytes: number; files: number };

/**
 * Every script a fresh browser loads for a page, gzipped: what a person on a phone downloads; and
 * of those, the ones asked for before the page first went idle (the first idle callback ran):
 * what its first screen waited for, without what the panel fetches when idle (menus, the drawer,
 * sheets, the calendar's first tab) or when something is opened.
 */
async function pageScriptBytes(
  url: string,
  token?: string,
): Promise<{ all: Scripts; beforeIdle: Scripts }> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
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
    // The page's clock when its first idle callback runs (lib/when-idle.ts uses them).
    await context.addInitScript(() => {
      const original = window.requestIdleCallback.bind(window);
      window.requestIdleCallback = (callback, options) =>
        original((deadline) => {
          const page = window as unknown as { firstIdleAt?: number };
          page.firstIdleAt ??= performance.now();
          callback(deadline);
        }, options);
    });
    const page = await context.newPage();
    const scripts: Promise<[string, number]>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.body().then((body) => [response.url(), gz(body)]));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(scripts);
    // Times from the page's own clock: its first idle moment, and when each script was asked for.
    const { idle, started } = await page.evaluate(() => ({
      idle: (window as unknown as { firstIdleAt?: number }).firstIdleAt ?? Infinity,
      started: Object.fromEntries(
        performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]),
      ),
    }));
    const early = sizes.filter(([file]) => (started[file] ?? Infinity) < idle);
    const sum = (list: [string, number][]) => list.reduce((total, [, size]) => total + size, 0);
    return {
      all: { bytes: sum(sizes), files: sizes.length },
      beforeIdle: { bytes: sum(early), files: early.length },
    };
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
    const rows: (string | number)[][] = [
      ['bare React page (floor)', '-', kb(floor), '1.00', '-', '-'],
    ];
    for (const [name, url, token] of measured) {
      const { all, beforeIdle } = await pageScriptBytes(url, token);
      const { bytes, files } = all;
      // The budget is judged on every script, idle fetches included: the stricter reading.
      const verdict = name === '/login' ? `${bytes <= budget ? 'met' : 'NOT met'} (≤ 150 KB)` : '-';
      const first = `${kb(beforeIdle.bytes)} (${beforeIdle.files} files)`;
      rows.push([name, files, kb(bytes), (bytes / floor).toFixed(2), first, verdict]);
    }
    return `### Panel JavaScript (gzipped, every script a fresh Chromium loads for the page)\n\n${table(
      [
        'page',
        'script files',
        'KB gzipped',
        'ratio to floor',
        'of it asked for before the page was first idle',
        'budget',
      ],
      rows,
    )}\n\nThe last column counts the scripts requested before the page's first idle moment: what its first screen waited for. The rest is fetched once the page is idle (the panel's menus and drawer, the phone sheets, the calendar's first tab) or when something is opened.`;
  } finally {
    await server.stop();
  }
}
