import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { chromiumArgs, kb, repoRoot, startServer, table } from './support';

const gz = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length;

/** The floor: a bare React page built in this same run with the same bundler. */
async function bareReactBytes(): Promise<number> {
  const outDir = resolve(repoRoot, '.tmp/bench-bare-react');
  await build({
    root: resolve(import.meta.dirname, 'bare-react'),
    plugins: [react()],
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  const assets = join(outDir, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gz(readFileSync(join(assets, f))), 0);
}

/** Every script a fresh browser loads for a page, gzipped: what a person on a phone downloads. */
async function pageScriptBytes(url: string, token?: string): Promise<{ bytes: number; files: number }> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const context = await browser.newContext();
    if (token) {
      await context.addInitScript((t) => localStorage.setItem('access_token', JSON.stringify(t)), token);
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
  if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build -w @gazda/web', { cwd: repoRoot, stdio: 'ignore' });
  const floor = await bareReactBytes();
  const server = await startServer(3201);
  try {
    const email = `bench-${Date.now()}@bench.gazda.test`;
    const registered = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Bench',
        last_name: 'Runner',
        email,
        password: 'bench-123',
        password_confirmation: 'bench-123',
      }),
    }).then((r) => r.json() as Promise<{ token: string }>);
    const login = await pageScriptBytes(`${server.url}/login`);
    const dashboard = await pageScriptBytes(`${server.url}/`, registered.token);
    const budget = 150 * 1024;
    const rows = [
      ['bare React page (floor)', '-', kb(floor), '1.00', '-'],
      ['/login', login.files, kb(login.bytes), (login.bytes / floor).toFixed(2), login.bytes <= budget ? 'met (≤150 KB)' : 'NOT met (≤150 KB)'],
      ['/ (dashboard, logged in)', dashboard.files, kb(dashboard.bytes), (dashboard.bytes / floor).toFixed(2), '-'],
    ];
    return `### Panel JavaScript (gzipped, as loaded by Chromium)\n\n${table(
      ['page', 'script files', 'KB gzipped', 'ratio to floor', 'budget'],
      rows,
    )}`;
  } finally {
    await server.stop();
  }
}
