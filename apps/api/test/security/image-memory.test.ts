import { listingsPaths } from '@gazda/contracts/paths';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { freePorts } from '../helpers/scale-processes';
import { api } from '../helpers/test-app';
import { jpeg } from '../listings/fixtures';
import { ready, register, type Proc } from './crash-support';

/*
 * Issue #23 item 6: big images cannot exhaust memory. A 6 KB PNG of 7000 × 7000 one-bit pixels
 * (49 MP, under the 50 MP cap, so it is decoded) sent twelve times at once added some 300 to
 * 480 MB to the server. A real server.ts process on an embedded database of its own, with the
 * variables of the api's `start` script (what `npm start` and systemd run); its resident memory
 * (VmRSS) is sampled while the uploads run, and the peak may add at most 150 MB to what it had
 * after a first small upload.
 */
const serverFile = resolve(import.meta.dirname, '../../src/server.ts');
const apiPackage = resolve(import.meta.dirname, '../../package.json');
const dataDir = mkdtempSync(join(tmpdir(), 'gazda-image-memory-'));
const PARALLEL = 12;
const MAX_ADDED_MB = 150;

let server: (Proc & { pid: number }) | undefined;
afterAll(async () => {
  server?.kill('SIGKILL');
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * The variables the api's `start` script sets before tsx (`NAME=${NAME:-default}`): glibc's
 * MALLOC_ARENA_MAX is read when a process starts, so it can only come from there.
 */
function startScriptEnv(): Record<string, string> {
  const { scripts } = JSON.parse(readFileSync(apiPackage, 'utf8')) as {
    scripts: { start: string };
  };
  const pairs = scripts.start.matchAll(/\b([A-Z_]+)=\$\{\1:-([^}]*)\}/g);
  return Object.fromEntries([...pairs].map(([, name, value]) => [name, value]));
}

function startServer(port: number): Proc & { pid: number } {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...startScriptEnv(),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL; // the embedded database, inside the measured process like in a small install
  const child = spawn(process.execPath, ['--import', 'tsx', serverFile], { env });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise((done) => child.on('exit', (code, signal) => done(signal ?? code)));
  return {
    pid: child.pid!,
    baseUrl: `http://127.0.0.1:${port}`,
    out: () => out,
    exited,
    kill: (s: NodeJS.Signals) => child.kill(s),
  };
}

/** The process's resident memory in MB. */
function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match![1]) / 1024;
}

/** A PNG of 7000 × 7000 pixels in two colours (a one-bit palette): a few KB. */
function onebitPng(): Promise<Buffer> {
  return sharp(Buffer.alloc(7000 * 7000), { raw: { width: 7000, height: 7000, channels: 1 } })
    .png({ palette: true, colours: 2, compressionLevel: 9 })
    .toBuffer();
}

async function uploadPhoto(baseUrl: string, token: string, id: number, bytes: Buffer) {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'big.png');
  const res = await fetch(`${baseUrl}${listingsPaths.photos(id)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, text: await res.text() };
}

describe('[SECURITY][UPLOADS] big images cannot exhaust memory', () => {
  it(`${PARALLEL} parallel uploads of a 7000 × 7000 one-bit PNG add under ${MAX_ADDED_MB} MB to the server`, async () => {
    expect(startScriptEnv()).toMatchObject({ MALLOC_ARENA_MAX: '2' });
    const png = await onebitPng();
    expect(png.length).toBeLessThan(20_000);
    server = startServer(await freePorts());
    await ready(server);
    const host = await register(server.baseUrl, 'imagemem');
    const created = await api('POST', listingsPaths.listings, {
      baseUrl: server.baseUrl,
      token: host.token,
      body: { category: 'apartment' },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id as number;
    // Warm up every code path of an upload (multipart, sharp, storage, database) on a small photo.
    const small = await uploadPhoto(server.baseUrl, host.token, id, await jpeg(800, 600));
    expect(small.status, small.text).toBe(201);
    await new Promise((r) => setTimeout(r, 500));

    const pid = server.pid;
    const before: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      before.push(rssMb(pid));
      await new Promise((r) => setTimeout(r, 50));
    }
    const baseline = before.sort((a, b) => a - b)[5]!; // the median
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 10);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => uploadPhoto(server!.baseUrl, host.token, id, png)),
    );
    await new Promise((r) => setTimeout(r, 300));
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(pid));
    const added = peak - baseline;
    console.info(
      `[IMAGE-MEMORY] baseline ${baseline.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, added ${added.toFixed(0)} MB`,
    );

    // Each is taken (so each was decoded): no 5xx, and no refusal that would spare the memory.
    for (const answer of answers) expect(answer.status, answer.text).toBe(201);
    expect(added).toBeLessThan(MAX_ADDED_MB);
  }, 180_000);
});
