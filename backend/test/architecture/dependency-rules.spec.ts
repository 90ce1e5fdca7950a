import { expect } from 'chai';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { fileURLToPath } from 'node:url';

const BACKEND = fileURLToPath(new URL('../../', import.meta.url));
const VIOLATIONS = fileURLToPath(new URL('./violations/', import.meta.url));

/** Runs the backend's own rules file over `src` of `baseDir`, as `npm run depcruise -w backend` does. */
async function cruiseWithBackendRules(baseDir: string): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions(`${BACKEND}.dependency-cruiser.cjs`);
  const tsConfigFile = `${baseDir}tsconfig.json`;
  const reporting = await cruise(
    ['src'],
    { ...options, validate: true, baseDir, tsConfig: { fileName: tsConfigFile } },
    {},
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  if (typeof reporting.output === 'string') throw new Error('expected a cruise result, not a report');
  return reporting.output;
}

/** "rule: from -> to", with npm packages named by their path inside node_modules. */
const violated = (result: ICruiseResult) =>
  result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to.replace(/^.*node_modules\//, '')}`).sort();

describe('Backend dependency rules (dependency-cruiser)', function () {
  this.timeout(60_000);

  it('the real source respects every rule', async () => {
    const result = await cruiseWithBackendRules(BACKEND);
    expect(result.summary.totalCruised).to.be.greaterThan(100);
    expect(violated(result)).to.deep.equal([]);
  });

  it('catches each deliberate violation in the fixture, and lets an inbound adapter drive a use case', async () => {
    const found = violated(await cruiseWithBackendRules(VIOLATIONS));
    expect(found).to.include.members([
      'engine-self-contained: src/engine/leaky-rule.ts -> express/index.js',
      'engine-self-contained: src/engine/leaky-rule.ts -> src/domain/leaky-entity.ts',
      'domain-no-frameworks: src/domain/leaky-entity.ts -> express/index.js',
      'domain-inward-only: src/domain/leaky-entity.ts -> src/adapters/postgres/row-store.ts',
      'application-no-adapters: src/application/leaky-use-case.ts -> src/adapters/postgres/row-store.ts',
      'ports-no-adapters: src/ports/leaky-port.ts -> src/adapters/postgres/row-store.ts',
      'outbound-adapters-no-use-cases: src/adapters/postgres/calls-back.ts -> src/application/leaky-use-case.ts',
      // The workspace package resolves to its built types outside node_modules ("undetermined"): matched by path.
      'domain-and-ports-no-wire-contracts: src/domain/wire-entity.ts -> ../../../../contracts/dist/index.d.ts',
      'domain-and-ports-no-wire-contracts: src/ports/wire-port.ts -> ../../../../contracts/dist/index.d.ts',
      'tenant-input-parsed-in-pool: src/adapters/http/parses-sitemap-inline.ts -> saxes/saxes.js',
      'tenant-input-parsed-in-pool: src/application/renders-pdf-inline.ts -> pdfmake/js/index.js',
    ]);
    expect(found.filter((line) => line.includes('allowed-router'))).to.deep.equal([]);
  });
});
