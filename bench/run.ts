// `npm run bench`: figures and ratios, measured in one run on this machine. Never a pass/fail test.
import { cpus, totalmem } from 'node:os';
import { bundleBench } from './bundle';
import { calendarBench } from './calendar';
import { pricingBench } from './pricing';

const only = process.argv[2];
const sections: string[] = [];
if (!only || only === 'pricing') sections.push(pricingBench());
if (!only || only === 'calendar') sections.push(await calendarBench());
if (!only || only === 'bundle') sections.push(await bundleBench());
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
console.log(`## Benchmarks — ${new Date().toISOString().slice(0, 10)} — ${machine}\n`);
console.log(sections.join('\n\n'));
