import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** apps/web/src: the panel's own modules, which these tests follow. */
export const src = resolve(import.meta.dirname, '..');

/** `import … from '…'` and `export … from '…'`, not `import type`. */
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)([^;]*?)\s+from\s+['"]([^'"]+)['"]/gm;
/** `import('…')`: code loaded later (when idle, on a tap, when a tab is shown). */
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveModule(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((path) => /\.tsx?$/.test(path) && existsSync(path));
}

export type Module = {
  file: string;
  code: string;
  /** What the module imports statically: [names between `import` and `from`, specifier]. */
  imports: [string, string][];
};

/**
 * The panel's modules (under src/) that loading `roots` (paths under src/) evaluates: their
 * static imports, and with `dynamic` also what they import later.
 */
export function reachableModules(roots: string[], { dynamic = false } = {}): Module[] {
  const modules: Module[] = [];
  const seen = new Set<string>();
  const stack = roots.map((root) => resolve(src, root));
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const imports = [...code.matchAll(STATIC_IMPORT)].map(([, names, spec]): [string, string] => [
      names ?? '',
      spec ?? '',
    ]);
    modules.push({ file, code, imports });
    const specs = imports.map(([, spec]) => spec);
    if (dynamic) specs.push(...[...code.matchAll(DYNAMIC_IMPORT)].map(([, spec]) => spec ?? ''));
    for (const spec of specs) {
      const target = spec.startsWith('.') ? resolveModule(file, spec) : undefined;
      if (target) stack.push(target);
    }
  }
  return modules;
}
