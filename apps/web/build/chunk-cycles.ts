import type { Plugin } from 'vite';

/**
 * A cycle of static imports between chunks, as the chunks' names in import order with the first
 * one repeated at the end (`a.js → b.js → a.js`); undefined when there is none. Modules of a cycle
 * run in an order that depends on which chunk loads first: a cycle between "ui-rest" and "toasts"
 * once left the toasts' container half initialised, with no error (issue #9, build/shell-chunks.ts).
 */
export function chunkCycle(imports: Map<string, string[]>): string[] | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  function visit(chunk: string): string[] | undefined {
    if (onPath.has(chunk)) return [...path.slice(path.indexOf(chunk)), chunk];
    if (done.has(chunk)) return undefined;
    path.push(chunk);
    onPath.add(chunk);
    for (const imported of imports.get(chunk) ?? []) {
      const cycle = visit(imported);
      if (cycle) return cycle;
    }
    path.pop();
    onPath.delete(chunk);
    done.add(chunk);
    return undefined;
  }
  for (const chunk of imports.keys()) {
    const cycle = visit(chunk);
    if (cycle) return cycle;
  }
  return undefined;
}

/** Fails the build when its chunks import each other in a cycle (static imports only). */
export function noChunkCycles(): Plugin {
  return {
    name: 'gazda-no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map<string, string[]>();
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') imports.set(file.fileName, file.imports);
      }
      const cycle = chunkCycle(imports);
      if (cycle) this.error(`chunks import each other in a cycle: ${cycle.join(' → ')}`);
    },
  };
}
