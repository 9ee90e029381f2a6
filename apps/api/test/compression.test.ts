import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance as App } from 'fastify';
import { compressText, registerCompression, sendPrepared } from '../src/plugins/compression';
import { extraApp, registerUser } from './helpers/test-app';
import { rawGet } from './helpers/raw-get';
import { createListing, jpeg, upload } from './listings/fixtures';

const BIG_JS = `export const words = ${JSON.stringify('gazda '.repeat(2000))};\n`;

describe('[SERVER] compressed API answers', () => {
  let app: App;
  let baseUrl: string;

  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gazda-compress-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    // A built file without .br/.gz copies: sent as it is, as before.
    await writeFile(join(dir, 'assets', 'plain-abc123.js'), BIG_JS);
    ({ app, baseUrl } = await extraApp(() => {}, { panelDir: dir }));
  });
  afterAll(() => app.close());

  it('a big JSON answer goes as brotli or gzip when asked, plain when not', async () => {
    const plain = await rawGet(`${baseUrl}/api/countries`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const json = JSON.parse(plain.body.toString('utf8'));

    const br = await rawGet(`${baseUrl}/api/countries`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(json);

    const gz = await rawGet(`${baseUrl}/api/countries`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toEqual(json);

    const identity = await rawGet(`${baseUrl}/api/countries`, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(plain.body)).toBe(true);
  });

  it('answers compressed once (sendPrepared) choose the encoding the plugin chooses', async () => {
    // The plugin as app.ts registers it; one route answers through it, one compressed once.
    const json = JSON.stringify({ data: 'gazda '.repeat(1000) });
    const both = Fastify();
    await registerCompression(both);
    both.get('/api/plugin', async (_request, reply) => reply.type('application/json').send(json));
    both.get('/api/prepared', (request, reply) =>
      sendPrepared(request, reply, json, (encoding) => compressText(json, encoding)),
    );
    const decoded = (body: Buffer, encoding: string | undefined) =>
      encoding === 'br'
        ? brotliDecompressSync(body)
        : encoding === 'gzip'
          ? gunzipSync(body)
          : body;
    async function encodings(headers: Record<string, string>) {
      const answers = await Promise.all(
        ['/api/plugin', '/api/prepared'].map((url) => both.inject({ url, headers })),
      );
      for (const answer of answers) {
        const encoding = answer.headers['content-encoding'] as string | undefined;
        expect(decoded(answer.rawPayload, encoding).toString('utf8'), answer.body).toBe(json);
      }
      return answers.map((answer) => answer.headers['content-encoding']);
    }

    // Accept-Encoding → the encoding both answers carry (the rules in acceptedEncoding's comment).
    const chosen: Record<string, string | undefined> = {
      'gzip, deflate, br': 'br',
      br: 'br',
      gzip: 'gzip',
      deflate: undefined,
      identity: undefined,
      '*': 'gzip',
      'x-gzip': 'gzip',
      'gzip;q=1, br;q=0.5': 'gzip',
      'br;q=0, gzip': 'gzip',
      'br;q=0.2, gzip;q=0.2': 'br',
      'BR, GZIP': 'br',
      'gzip;q=0, br;q=0': undefined,
      'compress;q=1, *;q=0.1': 'gzip',
      '': undefined,
    };
    for (const [header, encoding] of Object.entries(chosen)) {
      const [plugin, prepared] = await encodings({ 'accept-encoding': header });
      expect([plugin, prepared], header).toEqual([encoding, encoding]);
    }
    expect(await encodings({ 'accept-encoding': 'br', 'x-no-compression': '' })).toEqual([
      undefined,
      undefined,
    ]);
    await both.close();
  });

  it('a small answer is not compressed', async () => {
    const res = await rawGet(`${baseUrl}/api/health/live`, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('a compressed request body is refused as before, not inflated', async () => {
    const res = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: 'not gzip',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('photos (downloads) and the built panel keep their bytes and headers', async () => {
    const u = await registerUser();
    const id = await createListing(u.token);
    const photo = (await upload(u.token, id, await jpeg(800, 600))).body.data;
    for (const url of [photo.url, photo.sources[0].url]) {
      const res = await rawGet(`${baseUrl}${url}`, { 'accept-encoding': 'br, gzip' });
      expect(res.status, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(Number(res.headers['content-length']), url).toBe(res.body.length);
    }
    const asset = await rawGet(`${baseUrl}/assets/plain-abc123.js`, { 'accept-encoding': 'br' });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBeUndefined();
    expect(asset.body.toString('utf8')).toBe(BIG_JS);
    const page = await rawGet(`${baseUrl}/listings`, { 'accept-encoding': 'br' });
    expect(page.body.toString('utf8')).toContain('<div id="root">');
  });
});
