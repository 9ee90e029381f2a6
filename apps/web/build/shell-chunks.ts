import { dirname, resolve } from 'node:path';
import type { ManualChunkMeta } from 'rollup';

/*
 * Left alone, Rollup gives every Mantine component and every icon shared by two screens its own
 * chunk: the dashboard fetched about 45 files of 1-5 KB after the entry. On a phone's HTTP/1.1
 * connections (six per origin) each costs a round trip, so the libraries are grouped by who needs
 * them: the entry with its libraries ("main", one file before the first paint), what the account
 * screens add ("forms"), what the most visited pages add (one chunk per set of those pages that
 * share it, e.g. "ui-panel-public"), the toasts' container ("toasts") and the UI kit's rest
 * ("ui-rest"). /login downloads nothing it did not before (issue #9's budget), and / about 30
 * files instead of 46; a page downloads no group it does not use.
 *
 * Every library module the groups import gets a group too: Rollup puts a grouped module's
 * ungrouped dependencies into its group, which would move e.g. Preact out of the entry into "ui".
 */
const src = resolve(import.meta.dirname, '../src');

const ENTRY_ROOTS = ['main.tsx'];
/** What /login adds to the entry: the account screens' shell and the login screen. */
const LOGIN_ROOTS = ['app/auth-layout.tsx', 'routes/login.tsx'];
/**
 * The most visited pages (issue #9's Lighthouse pages): the panel's shell with the dashboard, the
 * public site's shell with a listing's page, and a listing's calendar (inside the panel's shell).
 */
const PAGES: Record<string, string[]> = {
  panel: ['app/panel-layout.tsx', 'routes/dashboard.tsx'],
  public: ['app/public-layout.tsx', 'routes/public-listing.tsx'],
  calendar: ['routes/listing-calendar.tsx'],
};

const NODE_MODULES = /[\\/]node_modules[\\/]/;
/** The toasts' library (@mantine/notifications). */
const TOASTS = /[\\/]node_modules[\\/]@mantine[\\/]notifications[\\/]/;
/** The UI kit and the icons: what the rest of the screens share. */
const UI_KIT = /[\\/]node_modules[\\/](@mantine|@tabler)[\\/]/;

/**
 * Index files that only re-export a library: following all their imports would count the whole
 * library as used, so an import from one counts only the modules of the names it takes.
 */
const BARRELS: Record<string, RegExp> = {
  '@mantine/core': /[\\/]@mantine[\\/]core[\\/]esm[\\/]index\.mjs$/,
  '@mantine/dates': /[\\/]@mantine[\\/]dates[\\/]esm[\\/]index\.mjs$/,
  '@mantine/hooks': /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/,
  '@mantine/notifications': /[\\/]@mantine[\\/]notifications[\\/]esm[\\/]index\.mjs$/,
  '@mantine/nprogress': /[\\/]@mantine[\\/]nprogress[\\/]esm[\\/]index\.mjs$/,
  '@tabler/icons-react':
    /[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]tabler-icons-react\.mjs$/,
};

function barrelPackage(id: string): string | undefined {
  return Object.keys(BARRELS).find((name) => BARRELS[name]!.test(id));
}

/** `{ a, b as c }` → the names on the left: what is taken from (or re-exported by) a module. */
function namesIn(list: string, side: 'left' | 'right'): string[] {
  return list
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/))
    .filter((parts) => parts[0])
    .map((parts) => (side === 'left' ? parts[0]! : (parts[1] ?? parts[0]!)));
}

/** The names a module's code imports from `pkg`; undefined when it takes the whole namespace. */
function importedNames(code: string, pkg: string): string[] | undefined {
  const names: string[] = [];
  const escaped = pkg.replace(/[/]/g, '\\/');
  const named = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${escaped}["']`, 'g');
  for (const match of code.matchAll(named)) names.push(...namesIn(match[1]!, 'left'));
  const other = new RegExp(`(import|export)[^;]*?from\\s*["']${escaped}["']`, 'g');
  const all = [...code.matchAll(other)].length;
  const namedCount = [...code.matchAll(named)].length;
  return all > namedCount ? undefined : names;
}

type Barrel = Map<string, string>;

/** A barrel's exported names → the module each comes from. */
function barrelExports(id: string, meta: ManualChunkMeta): Barrel {
  const info = meta.getModuleInfo(id);
  const exports: Barrel = new Map();
  const code = info?.code ?? '';
  for (const match of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    const source = match[2]!;
    const target = source.startsWith('.')
      ? resolve(dirname(id), source)
      : info?.importedIds.find((dep) => dep.includes(`/node_modules/${source}/`));
    if (target) for (const name of namesIn(match[1]!, 'right')) exports.set(name, target);
  }
  return exports;
}

/**
 * Every module that loading the roots (paths under src/, or ids) evaluates: static imports, and
 * of a barrel only the modules of the names taken.
 */
function reach(roots: string[], meta: ManualChunkMeta, barrels: Map<string, Barrel>): Set<string> {
  const seen = new Set<string>();
  const stack = roots.map((root) => resolve(src, root));
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = meta.getModuleInfo(id);
    for (const dep of info?.importedIds ?? []) {
      const pkg = barrelPackage(dep);
      const names = pkg === undefined ? undefined : importedNames(info?.code ?? '', pkg);
      if (names === undefined) {
        stack.push(dep);
        continue;
      }
      if (!barrels.has(dep)) barrels.set(dep, barrelExports(dep, meta));
      const exports = barrels.get(dep)!;
      for (const name of names) {
        const target = exports.get(name);
        // A name the index does not re-export plainly: count the whole library, to be safe.
        stack.push(target ?? dep);
      }
    }
  }
  return seen;
}

type Groups = {
  entry: Set<string>;
  login: Set<string>;
  pages: [string, Set<string>][];
  /** The UI kit's modules the pages use, with what they import (floating-ui, dayjs…). */
  kit: Set<string>;
  /** The toasts' container and what it imports (loaded with the first toast, app/providers.tsx). */
  toasts: Set<string>;
};
/** Per build (a build's module graph comes with its own getModuleInfo). */
const groupsIn = new WeakMap<ManualChunkMeta['getModuleInfo'], Groups>();

export function shellChunks(id: string, meta: ManualChunkMeta): string | undefined {
  if (id.endsWith('.css')) return undefined;
  let groups = groupsIn.get(meta.getModuleInfo);
  if (!groups) {
    const barrels = new Map<string, Barrel>();
    groups = {
      entry: reach(ENTRY_ROOTS, meta, barrels),
      login: reach(LOGIN_ROOTS, meta, barrels),
      pages: Object.entries(PAGES).map(([page, roots]) => [page, reach(roots, meta, barrels)]),
      kit: new Set(),
      toasts: new Set(),
    };
    const used = groups.pages.flatMap(([, reached]) => [...reached].filter((m) => UI_KIT.test(m)));
    groups.kit = reach(used, meta, barrels);
    const toasts = [...meta.getModuleIds()].filter((m) => TOASTS.test(m) && !barrelPackage(m));
    groups.toasts = reach(toasts, meta, barrels);
    groupsIn.set(meta.getModuleInfo, groups);
  }
  // The entry and its libraries are one file: a second one would cost the first paint a round trip.
  if (groups.entry.has(id)) return 'main';
  if (!NODE_MODULES.test(id)) return undefined;
  // The toasts' library is imported lazily as a whole: its index goes with the container.
  if (barrelPackage(id) === '@mantine/notifications') return 'toasts';
  // The indexes themselves hold no code once tree-shaken; in the entry's chunk they pull in nothing.
  if (barrelPackage(id) !== undefined) return 'main';
  if (groups.login.has(id)) return 'forms';
  // One chunk per set of pages that need the module: a page downloads none it does not use.
  // Libraries the screens use directly (zod…) keep Rollup's chunks: the data a route's loader
  // asks for (app/routes.tsx) must not wait for the UI kit.
  const pages = groups.pages.filter(([, reached]) => reached.has(id)).map(([page]) => page);
  if (groups.kit.has(id) && pages.length > 0) return `ui-${pages.join('-')}`;
  // What only the toasts use stays with them: a chunk of its own imports nothing from "ui-rest",
  // so the two never import each other.
  if (groups.toasts.has(id)) return 'toasts';
  return UI_KIT.test(id) ? 'ui-rest' : undefined;
}
