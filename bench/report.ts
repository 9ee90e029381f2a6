// Writes docs/performance.md: a fixed frame, and one block per section that a run replaces.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { repoRoot } from './support';

/** One section's text, and when it started. */
export type Section = { name: string; title: string; text: string; started: Date };

function pgliteVersion(): string {
  const pkg = resolve(repoRoot, 'node_modules/@electric-sql/pglite/package.json');
  return existsSync(pkg)
    ? (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version
    : '?';
}

/** The server's version, asked with psql: DATABASE_URL, or the bench's own server (BENCH_PG_URL). */
function postgresVersion(): string {
  const url =
    process.env.DATABASE_URL ??
    process.env.BENCH_PG_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    const version = execFileSync('psql', [url, '-Atc', 'show server_version'], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return `PostgreSQL ${version.trim()}`;
  } catch {
    return 'PostgreSQL (unreachable: no version)';
  }
}

/** CPU model × cores, RAM, Node, the database: where the figures were measured. */
export function machine(usesPostgres: boolean): string {
  const cpu = cpus();
  const model = (cpu[0]?.model ?? 'unknown CPU').replace(/\s+/g, ' ').trim();
  return `${model} × ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}, ${
    process.env.DATABASE_URL ? postgresVersion() : `embedded PGlite ${pgliteVersion()}`
  }${usesPostgres && !process.env.DATABASE_URL ? ` (and ${postgresVersion()} where a section says so)` : ''}`;
}

const begin = (name: string) => `<!-- bench:${name} -->`;
const end = (name: string) => `<!-- /bench:${name} -->`;

const placeholder = (name: string) =>
  `${begin(name)}\n_Not measured yet: \`npm run bench -- ${name}\`._\n${end(name)}`;

const frame = (order: readonly string[]) => `# Performance

Figures and ratios measured by \`npm run bench\` on the machine named in each section. They are
measurements, not tests: nothing here fails a build, and no test in the suites is timed.

## How to run

- \`npm run bench\`: every section, in the order below. It takes a while (the growth section
  fills PostgreSQL with 20,000 listings); run it on an otherwise idle machine, and not beside the
  end-to-end journeys: the bundle and Lighthouse sections rebuild \`apps/web/dist\`.
- \`npm run bench -- pricing\` (or \`bundle\`, \`lighthouse\`, \`api\`, \`growth\`, \`calendar\`,
  \`ical-sync\`, \`ical-hostile\`; several may be named): only those sections of this file are
  replaced, the others keep their last figures and the date and machine they were measured on.
  \`ical-sync\` runs \`ical-hostile\` too; alone, \`ical-hostile\` (a hostile feed beside 1,000
  ordinary ones) takes about a minute and a half.
- \`BENCH_SKIP_BUILD=1\` reuses the panel already built in \`apps/web/dist\`;
  \`BENCH_LIGHTHOUSE_RUNS=5\` audits each page five times instead of three (each run's full report
  is kept in \`.tmp/bench-lighthouse/\`, for the Lighthouse viewer);
  \`BENCH_PG_URL=postgres://user@host:5432\` is the PostgreSQL server where the API, growth and
  iCal sync sections create their own databases; \`BENCH_ICAL_SIZES=1000\` and
  \`BENCH_ICAL_SUSTAIN_SECONDS=60\` shorten the iCal sync section (about 10 minutes by default);
  \`DATABASE_URL=postgres://…\` runs the other servers on PostgreSQL instead of embedded PGlite.

## How to read

- Each table has a **budget** column: "met" or "NOT met" against issue #9's budgets (initial
  JavaScript of \`/login\` ≤ 150 KB gzipped; Lighthouse performance ≥ 95 and accessibility 100 on
  the four pages; a 28-night quote under 20 µs). A "-" means the row has no budget.
- Panel JavaScript counts every script a fresh browser downloads for the page, gzipped, and
  divides it by a bare React page built with the same bundler in the same run (the floor); the
  /login budget is judged on that sum. A second figure keeps the scripts asked for before the
  page's first idle moment: what the first screen waited for (a page that defers nothing to idle
  time shows its whole sum there).
- Lighthouse loads each page twice over: as people reach it in production, over HTTPS with
  HTTP/2 from the reverse proxy of \`docs/deploy.md\` (the bench puts a stand-in in Node in front
  of the server, \`bench/tls-front.ts\`, with a self-signed certificate made by \`openssl\`), and
  straight from the server process over plain HTTP/1.1, as on a development machine. The budget
  is judged on the first (why: \`docs/decisions/0015-lighthouse-as-deployed.md\`). The two differ
  mostly in the largest paint: on HTTP/1.1 a phone opens at most six connections to an origin
  and every further file of the page waits for one of them to be free (Lighthouse's simulation
  counts a round trip of slow 4G for each).
- Lighthouse runs with its default mobile settings (simulated slow 4G and a 4× slower CPU); the
  performance score is the median of the runs (all runs in brackets), accessibility and best
  practices the lowest. On a busy machine the performance score drops: compare runs made alone.
  The machine itself also changes between sittings (on one day the same build scored 8 points
  apart, and the API's bare route ran at a third of its morning rate by the evening): a change is
  judged by runs of both versions interleaved in one sitting.
- Pricing times the domain's own \`quote()\` over a calendar with a rule on every third date and a
  special price on every fifth; the budget is judged on the median of seven batches, and the
  fastest batch is shown beside it (on a busy machine it is the closest to the engine's own cost).
- iCal sync is judged against issue #24's budgets at 10,000 feeds: every feed synced within 15
  minutes, at least 111 feeds a second in the steady state, and the API's p99 under 50 ms
  meanwhile. The refresh interval is one minute there (\`ICAL_REFRESH_MINUTES=1\`), so that the
  steady state of a much longer interval shows in a few minutes.
- The hostile-feed section is judged against issue #24 item 1: while a feed of 40 events
  repeating every second since 1900 is synced beside 1,000 ordinary ones, \`health/live\` keeps a
  p99 under 50 ms, and the feed fails as "too many repeating events" keeping its last good
  blocks. Its latency figures are only meaningful beside the machine load printed in the same
  row: above 2 (2 cores), the server mostly waits for a core, whatever the feed does.
- The calendar section adds issue #27's multi-calendar: \`GET calendar/multi\` for 50 listings ×
  92 days on PostgreSQL (budget: a median under 100 ms), beside one of them through
  \`GET calendar/{id}\` (a kept answer, ADR 0014), and the grid in headless Chromium: from the
  answer's last byte (resource timing) to two animation frames after its first cells are in the
  page (budget: under 300 ms).
- A section that failed shows its error instead of a table.

${order.map(placeholder).join('\n\n')}
`;

function sectionBlock(section: Section, where: string): string {
  const when = `${section.started.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return `${begin(section.name)}\n${section.text}\n\n_Measured ${when} on ${where}._\n${end(section.name)}`;
}

/** Replaces the blocks of the sections that ran; the other sections keep their last figures. */
export function writeReport(
  sections: Section[],
  order: readonly string[],
  usesPostgres: boolean,
): string {
  const path = resolve(repoRoot, 'docs/performance.md');
  const where = machine(usesPostgres);
  let doc = frame(order);
  if (existsSync(path)) {
    // Keep the earlier figures of each section, in the current frame.
    const old = readFileSync(path, 'utf8');
    for (const name of order) {
      const from = old.indexOf(begin(name));
      const to = old.indexOf(end(name));
      if (from >= 0 && to > from) {
        doc = doc.replace(placeholder(name), () => old.slice(from, to + end(name).length));
      }
    }
  }
  for (const section of sections) {
    const from = doc.indexOf(begin(section.name));
    const to = doc.indexOf(end(section.name)) + end(section.name).length;
    doc = doc.slice(0, from) + sectionBlock(section, where) + doc.slice(to);
  }
  writeFileSync(path, doc);
  return path;
}
