// `npm run bench [-- section]`: figures and ratios measured in one run on this machine, printed and
// written to docs/performance.md. Never a pass/fail test: a failed section shows its error and the
// others go on; the exit code is 1 only so that a failed section is not missed.
import { apiLoadBench } from './api-load';
import { bundleBench } from './bundle';
import { calendarBench } from './calendar';
import { growthBench } from './growth';
import { icalHostileBench } from './ical-hostile';
import { icalSyncBench } from './ical-sync';
import { insightsBench } from './insights';
import { lighthouseBench } from './lighthouse';
import { pricingBench } from './pricing';
import { machine, writeReport, type Section } from './report';

type Bench = { title: string; run: () => string | Promise<string> };

const benches: Record<string, Bench> = {
  bundle: { title: 'Panel JavaScript', run: bundleBench },
  lighthouse: { title: 'Lighthouse', run: lighthouseBench },
  api: { title: 'API under load', run: apiLoadBench },
  growth: { title: 'Growth', run: growthBench },
  calendar: { title: 'Calendar API', run: calendarBench },
  pricing: { title: 'Pricing engine', run: pricingBench },
  'ical-sync': { title: 'iCal sync', run: icalSyncBench },
  'ical-hostile': { title: 'iCal sync: a hostile feed', run: icalHostileBench },
  insights: { title: 'Insights', run: insightsBench },
};
/** Asking for a section also runs the ones that belong to it (each alone stays quick to rerun). */
const includes: Record<string, string[]> = { 'ical-sync': ['ical-hostile'] };
const order = Object.keys(benches);

const named = process.argv.slice(2).filter((a) => a !== '--');
const asked = [...named, ...named.flatMap((name) => includes[name] ?? [])];
const unknown = asked.filter((name) => !order.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown section: ${unknown.join(', ')}. Sections: ${order.join(', ')}.`);
  process.exit(2);
}

const chosen = asked.length > 0 ? order.filter((name) => asked.includes(name)) : order;
const usesPostgres =
  Boolean(process.env.DATABASE_URL) ||
  chosen.some((name) =>
    ['api', 'growth', 'calendar', 'ical-sync', 'ical-hostile', 'insights'].includes(name),
  );
console.log(
  `# Benchmarks — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC\n\n${machine(usesPostgres)}\n`,
);
const sections: Section[] = [];
let failed = false;
for (const name of chosen) {
  const bench = benches[name]!;
  const started = new Date();
  let text: string;
  try {
    text = await bench.run();
  } catch (error) {
    failed = true;
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    text = `### ${bench.title}\n\n**This section failed**; its error:\n\n\`\`\`\n${message}\n\`\`\``;
  }
  console.log(`${text}\n`);
  sections.push({ name, title: bench.title, text, started });
}
console.log(`Written to ${writeReport(sections, order, usesPostgres)}`);
process.exit(failed ? 1 : 0);
