import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../src/composition/config.js';

const root = new URL('../../../', import.meta.url);
const main = new URL('backend/src/main.ts', root).pathname;
const hooks = new URL('backend/tools/register-ts.mjs', root).pathname;

function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', hooks, '--no-experimental-strip-types', main], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, exited, output: () => output };
}

describe('Service start and stop', () => {
  it('refuses invalid configuration with one clear line', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).to.throw(ConfigError, /^Invalid configuration: PORT must be a number$/);
    expect(() => loadConfig({ DATABASE_URL: 'postgresql://db/x' })).to.throw(ConfigError, /SESSION_SECRET is required/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).to.throw(ConfigError, /SESSION_SECRET/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PRICE_PRO: 'price_p' })).to.throw(
      ConfigError,
      /^Invalid configuration: STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_AGENCY required with STRIPE_SECRET_KEY$/,
    );
    expect(loadConfig({}).stripe).to.equal(null);
  });

  it('exits with that line and status 1 when started with bad configuration', async () => {
    const run = startMain({ PORT: '70000' });
    expect(await run.exited).to.equal(1);
    expect(run.output().trim()).to.equal('Invalid configuration: PORT must be less than or equal to 65535');
  });

  it('starts on the embedded database, drains on SIGTERM, closes it and exits 0; the data folder opens again', async function () {
    this.timeout(60_000);
    const dataDir = mkdtempSync(join(tmpdir(), 'sdn-lifecycle-'));
    for (let round = 0; round < 2; round++) {
      const run = startMain({ PORT: '0', DATA_DIR: dataDir });
      while (!run.output().includes('service listening')) {
        if (run.child.exitCode !== null) throw new Error(run.output());
        await new Promise((done) => setTimeout(done, 100));
      }
      const url = /"url":"([^"]+)"[^\n]*service listening/.exec(run.output())![1]!;
      expect((await fetch(`${url}/readyz`)).status).to.equal(200);
      run.child.kill('SIGTERM');
      expect(await run.exited).to.equal(0);
      expect(run.output()).to.include('draining in-flight requests').and.include('stopped');
    }
  });
});
