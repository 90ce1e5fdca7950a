// Shows the dashboard's fences failing on deliberate violations: the dependency rules of .dependency-cruiser.cjs
// on a fixture tree, and the lint rule that keeps one way to load and to mutate.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import { ESLint } from 'eslint';

const frontend = join(dirname(fileURLToPath(import.meta.url)), '..');
const rules = createRequire(import.meta.url)(join(frontend, '.dependency-cruiser.cjs'));

async function violationsIn(baseDir) {
  const { output } = await cruise(['src'], {
    ...rules.options,
    tsConfig: undefined,
    baseDir,
    ruleSet: { forbidden: rules.forbidden },
    validate: true,
  });
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
}

test('the dependency rules flag each kind of wrong import in the fixture, and only those', async () => {
  assert.deepEqual(await violationsIn(join(frontend, 'tools', 'fence-fixtures')), [
    'core-not-to-features: src/app/core/shell/nav.ts -> src/app/features/team/team-api.ts',
    'feature-not-to-other-feature: src/app/features/sites/site-page.ts -> src/app/features/schemas/schemas-api.ts',
    'shared-not-to-core: src/app/shared/ui/alert.ts -> src/app/core/auth/session.ts',
    'shared-not-to-features: src/app/shared/ui/badge.ts -> src/app/features/team/team-api.ts',
  ]);
});

test('lint refuses hand-made promise loading in app code, and allows it in specs', async () => {
  const eslint = new ESLint({ cwd: frontend });
  const code = "import { firstValueFrom } from 'rxjs';\nexport const load = firstValueFrom;\n";
  const [inFeature] = await eslint.lintText(code, {
    filePath: join(frontend, 'src/app/features/sites/data/load.ts'),
  });
  assert.deepEqual(
    inFeature.messages.map((m) => m.ruleId),
    ['no-restricted-imports'],
  );
  const [inSpec] = await eslint.lintText(code, {
    filePath: join(frontend, 'src/app/features/sites/data/load.spec.ts'),
  });
  assert.deepEqual(inSpec.messages, []);
});
