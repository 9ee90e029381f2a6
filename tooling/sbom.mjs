#!/usr/bin/env node
// `npm run sbom`: a CycloneDX 1.5 SBOM of what Gazda ships (ASVS 15.1.2), written to .tmp/sbom.json
// (or the path given). `npm sbom` refuses this tree: an optional peer of @hookform/resolvers (ajv
// 8, which Gazda never loads) resolves to the hoisted ajv 6 and npm counts that as a problem. So
// this walks package-lock.json itself, the same lock `npm ci` installs from: the five workspaces
// that make the product (not e2e, bench or any devDependency), then every package reached through
// `dependencies`, `optionalDependencies` that were installed and non-optional peers, resolved the
// way Node resolves them (the nearest node_modules folder up the tree).
import { Buffer } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SHIPPED = ['packages/domain', 'packages/contracts', 'packages/i18n', 'apps/api', 'apps/web'];

const lock = JSON.parse(readFileSync(resolve(root, 'package-lock.json'), 'utf8'));
const rootPackage = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
const entries = lock.packages;

/** The lock key a dependency `name` of the package at `from` resolves to, or undefined. */
function resolveFrom(from, name) {
  let base = from;
  for (;;) {
    const key = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (entries[key]) return entries[key].link ? entries[key].resolved : key;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut >= 0 ? base.slice(0, cut) : ''; // a workspace folder or node_modules/x: the root
  }
}

function requiredEdges(entry) {
  const optionalPeers = entry.peerDependenciesMeta ?? {};
  return [
    ...Object.keys(entry.dependencies ?? {}).map((name) => [name, true]),
    ...Object.keys(entry.optionalDependencies ?? {}).map((name) => [name, false]),
    ...Object.keys(entry.peerDependencies ?? {})
      .filter((name) => !optionalPeers[name]?.optional)
      .map((name) => [name, true]),
  ];
}

const seen = new Set();
const graph = new Map();
const queue = [...SHIPPED];
const problems = [];
while (queue.length > 0) {
  const key = queue.shift();
  if (seen.has(key)) continue;
  seen.add(key);
  const targets = [];
  for (const [name, required] of requiredEdges(entries[key] ?? {})) {
    const target = resolveFrom(key, name);
    if (target === undefined) {
      if (required) problems.push(`${name} (needed by ${key || 'the root'}) is not in the lock`);
      continue;
    }
    targets.push(target);
    queue.push(target);
  }
  graph.set(key, targets);
}
if (problems.length > 0) {
  console.error(`sbom: the lock is incomplete:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

const nameOf = (key) => entries[key].name ?? key.slice(key.lastIndexOf('node_modules/') + 13);
const purl = (name, version) =>
  `pkg:npm/${name.startsWith('@') ? `%40${name.slice(1)}` : name}@${version}`;
const refOf = (key) => {
  const entry = entries[key];
  return SHIPPED.includes(key) ? `workspace:${key}` : purl(nameOf(key), entry.version);
};

function hashes(integrity) {
  const match = /^sha512-(.+)$/.exec(integrity ?? '');
  if (!match) return undefined;
  return [{ alg: 'SHA-512', content: Buffer.from(match[1], 'base64').toString('hex') }];
}

const components = new Map();
for (const key of [...seen].sort()) {
  const entry = entries[key];
  const ref = refOf(key);
  if (components.has(ref)) continue;
  const workspace = SHIPPED.includes(key);
  const version = entry.version ?? rootPackage.version ?? '0.0.0';
  components.set(ref, {
    type: workspace ? 'application' : 'library',
    'bom-ref': ref,
    name: nameOf(key),
    version,
    ...(workspace ? {} : { purl: ref }),
    ...(entry.license ? { licenses: [{ expression: entry.license }] } : {}),
    ...(hashes(entry.integrity) ? { hashes: hashes(entry.integrity) } : {}),
  });
}

const dependencies = new Map();
for (const [key, targets] of graph) {
  const ref = refOf(key);
  const dependsOn = new Set([...(dependencies.get(ref)?.dependsOn ?? []), ...targets.map(refOf)]);
  dependencies.set(ref, { ref, dependsOn: [...dependsOn].sort() });
}

const bom = {
  bomFormat: 'CycloneDX',
  specVersion: '1.5',
  serialNumber: `urn:uuid:${randomUUID()}`,
  version: 1,
  metadata: {
    timestamp: new Date().toISOString(),
    tools: { components: [{ type: 'application', name: 'gazda tooling/sbom.mjs' }] },
    component: { type: 'application', 'bom-ref': 'gazda', name: rootPackage.name },
  },
  components: [...components.values()],
  dependencies: [
    { ref: 'gazda', dependsOn: SHIPPED.map((key) => `workspace:${key}`) },
    ...dependencies.values(),
  ],
};

const out = resolve(process.cwd(), process.argv[2] ?? resolve(root, '.tmp/sbom.json'));
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(bom, null, 2)}\n`);
const libraries = bom.components.filter((c) => c.type === 'library').length;
console.log(`sbom: ${libraries} third-party packages of the shipped workspaces → ${out}`);
