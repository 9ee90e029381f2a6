import { dirname, resolve } from 'node:path';
import type { ManualChunkMeta } from 'rollup';

/*
 * Left alone, Rollup gives every module shared by two screens its own chunk: the dashboard fetched
 * about 45 files of 1-5 KB after the entry, our own code as well as Mantine's components and
 * icons. On a phone's HTTP/1.1 connections (six per origin) each costs a round trip, so modules
 * are grouped by who needs them: the entry with its libraries ("main", one file before the first
 * paint), what the account screens add ("forms": their shell, the login screen and their
 * libraries), the data the route loaders ask for ("data-<pages>", app/route-prefetch.ts), what the most
 * visited pages add (one chunk per set of those pages that share it, e.g. "page-panel-calendar"),
 * the toasts' container ("toasts") and the UI kit's rest ("ui-rest"). /login downloads nothing it
 * did not before (issue #9's budget); a page downloads no group it does not use.
 *
 * Every module a group's modules import gets a group too, and a module's group is decided by the
 * first rule below that holds for it; each rule holds for the imports of the modules it takes
 * (a page set only grows along imports), so a chunk imports only chunks of the same or an earlier
 * rule, or of a larger set of pages: chunks never import each other in a cycle (checked after
 * every build, build/chunk-cycles.ts). Rollup would otherwise move a grouped module's ungrouped
 * dependencies into its group, e.g. Preact out of the entry.
 */
const src = resolve(import.meta.dirname, '../src');

const ENTRY_ROOTS = ['main.tsx'];
/** What /login adds to the entry: the account screens' shell and the login screen. */
const LOGIN_ROOTS = ['app/auth-layout.tsx', 'routes/login.tsx'];

type Page = {
  /** The shell and the screen. */
  code: string[];
  /**
   * The page that always loads this one (after its first render): what both need stays in that
   * page's chunks, so the first render waits for no extra file.
   */
  within?: string;
  /** What the route loaders import to start the page's data (app/route-prefetch.ts, kept in step by hand). */
  data: string[];
};
/**
 * The most visited pages (issue #9's Lighthouse pages): the panel's shell with the dashboard, the
 * public site's shell with a listing's page, and a listing's calendar (inside the panel's shell);
 * and the host's charts, the one other page with a Lighthouse budget (issue #31).
 * A listing's booking form (with the phone's sheet) is a page of its own: the listing's page
 * imports it lazily, after its first render, and left ungrouped its date picker, drawer and their
 * libraries would go with the calendar's screen (which shares them), so the form's first use
 * would download that whole screen. The panel shell's drawer and menus, and the calendar's phone
 * sheet, likewise.
 */
const PAGES: Record<string, Page> = {
  panel: {
    code: ['app/panel-layout.tsx', 'routes/dashboard.tsx'],
    data: [
      'features/auth/api/get-me.ts',
      'features/listings/api/get-categories.ts',
      'features/dashboard/api/get-dashboard.ts',
    ],
  },
  public: {
    code: ['app/public-layout.tsx', 'routes/public-listing.tsx'],
    data: ['features/public-listings/api/get-public-listing.ts'],
  },
  booking: {
    code: ['features/public-listings/components/booking-sheet.tsx'],
    data: [],
  },
  // The panel shell's drawer and menus, imported when the page is idle (app/panel-popups.ts):
  // left ungrouped they went with the UI kit's rest, which brought the calendar's screen.
  popups: {
    code: ['app/panel-popups.ts'],
    data: [],
    within: 'panel',
  },
  calendar: {
    code: ['routes/listing-calendar.tsx'],
    data: ['features/calendar/api/prefetch-calendar.ts'],
  },
  // The host's charts (issue #31): left ungrouped, the few controls they share with the other
  // screens came with the UI kit's rest, which brought the booking form and its date pickers.
  insights: {
    code: ['routes/insights.tsx'],
    data: [],
  },
  // The phone's sheet of the calendar's side panel, imported when the page is idle.
  'calendar-sheet': {
    code: ['features/calendar/components/selection-sheet.tsx'],
    data: [],
    within: 'calendar',
  },
};

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
  /** Per page, what its loaders' data needs. */
  data: [string, Set<string>][];
  /** Per page, what its shell and screen need. */
  pages: [string, Set<string>][];
  /** The toasts' container and what it imports (loaded with the first toast, app/providers.tsx). */
  toasts: Set<string>;
};
/** Per build (a build's module graph comes with its own getModuleInfo). */
const groupsIn = new WeakMap<ManualChunkMeta['getModuleInfo'], Groups>();

function groupsOf(meta: ManualChunkMeta): Groups {
  let groups = groupsIn.get(meta.getModuleInfo);
  if (groups) return groups;
  const barrels = new Map<string, Barrel>();
  const pages = Object.entries(PAGES);
  const toasts = [...meta.getModuleIds()].filter((m) => TOASTS.test(m) && !barrelPackage(m));
  groups = {
    entry: reach(ENTRY_ROOTS, meta, barrels),
    login: reach(LOGIN_ROOTS, meta, barrels),
    data: pages.map(([page, { data }]) => [page, reach(data, meta, barrels)]),
    pages: pages.map(([page, { code }]) => [page, reach(code, meta, barrels)]),
    toasts: reach(toasts, meta, barrels),
  };
  groupsIn.set(meta.getModuleInfo, groups);
  return groups;
}

/**
 * The pages (in PAGES' order) whose modules include `id`, joined: "panel-calendar"; a page left
 * out where the page it loads within is there too ("panel-popups" is "panel").
 */
function pagesWith(id: string, reached: [string, Set<string>][]): string {
  const pages = reached.filter(([, modules]) => modules.has(id)).map(([page]) => page);
  return pages
    .filter((page) => {
      const within = PAGES[page]?.within;
      return within === undefined || !pages.includes(within);
    })
    .join('-');
}

export function shellChunks(id: string, meta: ManualChunkMeta): string | undefined {
  // A stylesheet's CSS goes with the chunk of the modules that import it; a CSS module's class
  // names are code and are grouped like the rest (left to Rollup, the shell's on-dark classes
  // made the public site download the panel's chunk).
  if (id.endsWith('.css') && !id.endsWith('.module.css')) return undefined;
  const groups = groupsOf(meta);
  // The entry and its libraries are one file: a second one would cost the first paint a round trip.
  if (groups.entry.has(id)) return 'main';
  // The toasts' library is imported lazily as a whole: its index goes with the container.
  if (barrelPackage(id) === '@mantine/notifications') return 'toasts';
  // The indexes themselves hold no code once tree-shaken; in the entry's chunk they pull in nothing.
  if (barrelPackage(id) !== undefined) return 'main';
  if (groups.login.has(id)) return 'forms';
  // The loaders' data apart from the screens: a fetch waits for zod and the contracts, never for
  // the UI kit or the screen's code. One chunk per set of pages that need the module.
  const data = pagesWith(id, groups.data);
  if (data) return `data-${data}`;
  const pages = pagesWith(id, groups.pages);
  if (pages) return `page-${pages}`;
  // What only the toasts use stays with them: a chunk of its own imports nothing from "ui-rest",
  // so the two never import each other.
  if (groups.toasts.has(id)) return 'toasts';
  // The other screens' own code keeps Rollup's chunks: each is fetched by its own route.
  return UI_KIT.test(id) ? 'ui-rest' : undefined;
}
