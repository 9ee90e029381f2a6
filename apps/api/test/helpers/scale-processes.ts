import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { Redis } from 'ioredis';
import { expect } from 'vitest';
import { jpeg } from '../listings/fixtures';

/** Helpers of scale-out.test.ts: real server processes (server.ts) and what they are asked. */

const serverFile = resolve(import.meta.dirname, '../../src/server.ts');

export async function redisUnreachable(url: string): Promise<string | null> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    client.disconnect();
  }
}

/** True when nothing listens on 127.0.0.1:`port` right now. */
function portFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

/**
 * The first of `count` consecutive free ports for spawned servers, below Linux's ephemeral range
 * (32768–60999): a port there may be taken by any outgoing connection (PostgreSQL, Redis, a
 * fetch) between this check and the server's listen.
 */
export async function freePorts(count = 1): Promise<number> {
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * (12_000 - count));
    const free = await Promise.all(Array.from({ length: count }, (_, i) => portFree(base + i)));
    if (free.every(Boolean)) return base;
  }
}

export type Proc = {
  name: string;
  baseUrl: string;
  out: () => string;
  exited: Promise<number | null>;
  kill: (s: NodeJS.Signals) => void;
};

/** Starts server.ts in a process of its own with exactly `env`; its output is kept for errors. */
export function spawnServer(name: string, port: number, env: NodeJS.ProcessEnv): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', serverFile], { env });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return {
    name,
    baseUrl: `http://127.0.0.1:${port}`,
    out: () => out,
    exited,
    kill: (s: NodeJS.Signals) => child.kill(s),
  };
}

export async function ready(proc: Proc): Promise<unknown> {
  const until = Date.now() + 90_000;
  for (;;) {
    const body = await fetch(`${proc.baseUrl}/api/health/ready`).then(
      async (r) => (r.ok ? ((await r.json()) as unknown) : null),
      () => null,
    );
    if (body) return body;
    if (Date.now() > until) throw new Error(`${proc.name} not ready in 90 s:\n${proc.out()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** POSTs one file as multipart with the user's token; the answer's JSON `data`. */
export async function postFile(baseUrl: string, token: string, path: string, field: string) {
  const form = new FormData();
  const bytes = await jpeg(800, 600);
  form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'p.jpg');
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  expect(res.status, text).toBeLessThan(300);
  return (JSON.parse(text) as { data: Record<string, unknown> }).data;
}

export async function bytesOf(url: string, token?: string) {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}
