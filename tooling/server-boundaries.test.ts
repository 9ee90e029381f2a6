import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { apiPublicModules } from '../eslint.config.js';

/*
 * The server's boundaries (docs/decisions/0017 to 0020) are ESLint rules, plus one graph check
 * ESLint cannot express (no cycle between feature folders); each case proves its rule fires on a
 * bad import and stays quiet on a good one, as boundaries.test.ts does for the panel.
 */
const root = resolve(import.meta.dirname, '..');
const apiSrc = resolve(root, 'apps/api/src');
const eslint = new ESLint({ cwd: root });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const probe = (from: string) => `import * as probe from '${from}';\nexport const used = probe;\n`;

describe('server import boundaries', () => {
  it('a route never imports a repository', async () => {
    const routes = 'apps/api/src/features/dashboard/probe-routes.ts';
    expect(await ruleIds(routes, probe('./dashboard-repository'))).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIds(routes, probe('./dashboard-service'))).not.toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('a feature imports another only through its service, never its repository or routes', async () => {
    const service = 'apps/api/src/features/payouts/probe-service.ts';
    for (const bad of ['../dashboard/dashboard-repository', '../dashboard/dashboard-routes']) {
      expect(await ruleIds(service, probe(bad))).toContain('import-x/no-restricted-paths');
    }
    for (const good of [
      '../dashboard/dashboard-service',
      '../throttle/throttle',
      './payouts-repository',
    ]) {
      expect(await ruleIds(service, probe(good))).not.toContain('import-x/no-restricted-paths');
    }
  });

  it('the public modules are files that exist', () => {
    for (const module of apiPublicModules) {
      if (module.includes('*')) continue;
      expect(existsSync(resolve(apiSrc, 'features', module)), module).toBe(true);
    }
  });

  it('no feature imports another but through its service or a public module', () => {
    // The rule over today's tree, read without ESLint: zero imports left that skip a service.
    const publicModule = apiPublicModules.map(
      (glob) => new RegExp(`^${glob.replace('.', '\\.').replace('*', '[^/]*')}$`),
    );
    const skipping = featureImports()
      .filter(({ to }) => !/^[^/]+\/[^/]+-service\.ts$/.test(to))
      .filter(({ to }) => !publicModule.some((pattern) => pattern.test(to)))
      .map(({ from, to }) => `${from} -> ${to}`);
    expect(skipping).toEqual([]);
  });

  it('http/ imports no feature, plugin or app', async () => {
    const http = 'apps/api/src/http/probe.ts';
    expect(await ruleIds(http, probe('../features/dashboard/dashboard-service'))).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIds(http, probe('@gazda/contracts/common'))).not.toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('shared server code (db, plugins, mail, http, storage, crypto) imports no feature', async () => {
    for (const shared of ['db', 'plugins', 'mail', 'http', 'storage', 'crypto']) {
      const file = `apps/api/src/${shared}/probe.ts`;
      expect(await ruleIds(file, probe('../features/auth/session-service')), shared).toContain(
        'import-x/no-restricted-paths',
      );
      expect(await ruleIds(file, probe('../seed/index')), shared).toContain(
        'import-x/no-restricted-paths',
      );
    }
    const plugin = 'apps/api/src/plugins/probe.ts';
    for (const good of ['../errors', '../db/database', '../mail/html']) {
      expect(await ruleIds(plugin, probe(good))).not.toContain('import-x/no-restricted-paths');
    }
    // The demo data stands above the features.
    expect(
      await ruleIds('apps/api/src/seed/probe.ts', probe('../features/photos/photo-processing')),
    ).not.toContain('import-x/no-restricted-paths');
  });

  it('no import cycle between files', async () => {
    // trips-routes.ts imports http/page.ts: page.ts importing it back closes a circle.
    const page = 'apps/api/src/http/page.ts';
    expect(await ruleIds(page, probe('../features/bookings/trips-routes'))).toContain(
      'import-x/no-cycle',
    );
    expect(await ruleIds(page, readFileSync(resolve(root, page), 'utf8'))).not.toContain(
      'import-x/no-cycle',
    );
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** Every import (type imports included) from a file of one feature folder into another's. */
function featureImports(): { from: string; to: string }[] {
  const features = resolve(apiSrc, 'features');
  const found: { from: string; to: string }[] = [];
  for (const file of sourceFiles(features)) {
    const from = relative(features, file);
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from|import)\s+'(\.[^']+)'/g)) {
      const to = `${relative(features, resolve(dirname(file), specifier!))}.ts`;
      if (to.startsWith('..') || to.split('/')[0] === from.split('/')[0]) continue;
      found.push({ from, to });
    }
  }
  return found;
}

/** Feature folder → the feature folders its files import. */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const features = readdirSync(resolve(apiSrc, 'features'));
  for (const feature of features) graph.set(feature, new Set());
  for (const { from, to } of featureImports()) {
    graph.get(from.split('/')[0]!)!.add(to.split('/')[0]!);
  }
  return graph;
}

/** The strongly connected components of more than one node (Tarjan): the folders in a circle. */
export function cycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  function visit(node: string) {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('no import cycle between server feature folders', () => {
  it('finds a circle when there is one, and none in a line', () => {
    const line = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set<string>()],
    ]);
    expect(cycles(line)).toEqual([]);
    line.get('c')!.add('a');
    expect(cycles(line)).toEqual([['a', 'b', 'c']]);
  });

  it('no feature folder is in a circle', () => {
    expect(cycles(featureGraph())).toEqual([]);
  });
});
