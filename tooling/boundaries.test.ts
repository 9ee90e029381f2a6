import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The import directions of docs/architecture.md are ESLint rules; this proves each one fires on
 * code that breaks it (and stays quiet on code that does not), so a config change cannot silently
 * switch a boundary off.
 */
const root = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('import boundaries', () => {
  it('the domain imports nothing of ours', async () => {
    const ids = await ruleIds(
      'packages/domain/src/boundary-probe.ts',
      "import { z } from '@gazda/contracts/zod';\nexport const probe = z;\n",
    );
    expect(ids).toContain('no-restricted-imports');
  });

  it('the domain does no I/O', async () => {
    const ids = await ruleIds(
      'packages/domain/src/boundary-probe.ts',
      "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n",
    );
    expect(ids).toContain('no-restricted-imports');
  });

  it('shared packages never import an app', async () => {
    const ids = await ruleIds(
      'packages/contracts/src/boundary-probe.ts',
      "import { buildApp } from '@gazda/api/app';\nexport const probe = buildApp;\n",
    );
    expect(ids).toContain('no-restricted-imports');
  });

  it('the query builder is used only in repositories and db/', async () => {
    const code = "import { sql } from 'kysely';\nexport const probe = sql;\n";
    expect(await ruleIds('apps/api/src/features/auth/boundary-probe.ts', code)).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds('apps/api/src/features/auth/probe-repository.ts', code)).not.toContain(
      'no-restricted-imports',
    );
  });

  it('a panel feature never imports another feature', async () => {
    const code = "import { useUpdateSettings } from '../../account/api/update-settings';\nexport const probe = useUpdateSettings;\n";
    expect(await ruleIds('apps/web/src/features/auth/api/boundary-probe.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('ui and lib never import features', async () => {
    const code = "import { useUpdateSettings } from '../features/account/api/update-settings';\nexport const probe = useUpdateSettings;\n";
    expect(await ruleIds('apps/web/src/lib/boundary-probe.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });
});
