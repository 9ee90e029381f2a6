import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from '../../build/precompress';

describe('the build pre-compresses the panel (apps/web/build/precompress.ts)', () => {
  it('writes .br and .gz beside text files worth it, which decode to the same bytes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gazda-precompress-'));
    await mkdir(join(dir, 'assets'));
    const script = `export const a = ${JSON.stringify('gazda '.repeat(500))};\n`;
    await writeFile(join(dir, 'assets', 'index-abc.js'), script);
    await writeFile(join(dir, 'assets', 'index-abc.css'), 'body{margin:0}'.repeat(200));
    await writeFile(join(dir, 'tiny.svg'), '<svg/>');
    await writeFile(join(dir, 'photo.png'), Buffer.alloc(4096, 1));

    const done = precompressDir(dir)
      .map((f) => f.slice(dir.length + 1))
      .sort();

    expect(done).toEqual(['assets/index-abc.css', 'assets/index-abc.js']);
    const br = await readFile(join(dir, 'assets', 'index-abc.js.br'));
    const gz = await readFile(join(dir, 'assets', 'index-abc.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    await expect(readFile(join(dir, 'tiny.svg.br'))).rejects.toThrow();
    await expect(readFile(join(dir, 'photo.png.gz'))).rejects.toThrow();
  });
});
