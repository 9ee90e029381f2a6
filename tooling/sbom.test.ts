import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** ASVS 15.1.2 (docs/security.md G17): `npm run sbom` inventories what ships, and only that. */

const root = resolve(import.meta.dirname, '..');

type Component = { name: string; version: string; type: string; purl?: string; hashes?: unknown[] };

describe('[TOOLING] SBOM', () => {
  it('is CycloneDX with the production packages of the shipped workspaces, pinned and hashed', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'gazda-sbom-')), 'sbom.json');
    const run = spawnSync(process.execPath, ['tooling/sbom.mjs', out], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    const bom = JSON.parse(readFileSync(out, 'utf8')) as {
      bomFormat: string;
      specVersion: string;
      components: Component[];
      dependencies: { ref: string; dependsOn: string[] }[];
    };
    expect([bom.bomFormat, bom.specVersion]).toEqual(['CycloneDX', '1.5']);
    const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string }>;
    };
    const names = new Set(bom.components.map((c) => c.name));
    // What the server and the panel run, at the version the lock installs at the top level.
    for (const name of [
      'fastify',
      'kysely',
      'socket.io',
      'sharp',
      'zod',
      'react',
      '@mantine/core',
    ]) {
      const installed = lock.packages[`node_modules/${name}`]?.version;
      const component = bom.components.find((c) => c.name === name && c.version === installed);
      expect(component, `${name}@${installed}`).toBeDefined();
      expect(component?.purl, name).toBe(`pkg:npm/${name.replace(/^@/, '%40')}@${installed}`);
      expect(component?.hashes, name).toHaveLength(1);
    }
    // Test and build tools, e2e and bench do not ship.
    for (const name of [
      'vitest',
      'vite',
      'eslint',
      'typescript',
      '@playwright/test',
      'lighthouse',
      'autocannon',
    ])
      expect(names.has(name), name).toBe(false);
    const web = bom.dependencies.find((d) => d.ref === 'workspace:apps/web');
    expect(web?.dependsOn.some((ref) => ref.startsWith('pkg:npm/react@'))).toBe(true);
  });
});
