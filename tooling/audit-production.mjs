#!/usr/bin/env node
// `npm run audit:prod`: fails when a production dependency has a high or critical advisory.
// When the registry's advisory endpoint cannot be reached (some networks allow only GET to the
// registry), it says so loudly and exits 0: no answer is not a finding, and CI must not depend
// on a service outside the project. Any other failure of `npm audit` fails the check.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', shell: false });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit gave no JSON (exit ${run.status}):\n${run.stderr}`);
  process.exit(1);
}

const counts = report.metadata?.vulnerabilities;
if (counts) {
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  console.log(
    `npm audit (production dependencies): ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ` +
      `${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
  );
  if (serious > 0) {
    for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
      if (v.severity === 'high' || v.severity === 'critical')
        console.error(`  ${v.severity}: ${name} (${v.range})`);
    }
    process.exit(1);
  }
  process.exit(0);
}

const status = report.statusCode ?? report.error?.code;
const unreachable =
  [403, 404, 405, 501, 502, 503, 504].includes(Number(status)) ||
  /ENOTFOUND|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN/.test(
    String(report.error?.code ?? report.code ?? ''),
  );
if (unreachable) {
  console.warn(
    `!! npm audit SKIPPED: the advisory endpoint did not answer (${report.message ?? status}).`,
  );
  console.warn(
    '!! Run `npm run audit:prod` where the registry allows POST to /-/npm/v1/security/advisories/bulk.',
  );
  process.exit(0);
}
console.error(`npm audit failed: ${report.message ?? JSON.stringify(report).slice(0, 500)}`);
process.exit(1);
