import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { runCli } from '../../src/composition/cli-runner.js';
import { loadConfig } from '../../src/composition/config.js';
import { startService, type Service } from '../../src/composition/service.js';
import { EmbeddedPostgres } from '../../src/adapters/embedded-postgres/embedded-postgres.js';
import { silentLogger } from '../support/loggers.js';
import { PASSWORD, uniqueEmail } from '../support/test-service.js';

async function cli(args: string[], env: Record<string, string>) {
  const lines: string[] = [];
  const code = await runCli(args, env, { out: (line) => lines.push(line), err: (line) => lines.push(line) });
  return { code, output: lines.join('\n') };
}

describe('Operator command: plan set (embedded database)', function () {
  this.timeout(60_000);
  let dataDir: string;
  let service: Service | null = null;
  const email = uniqueEmail('operator');
  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sdn-cli-'));
    service = await startService(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DB_POOL_SIZE: '3' }), silentLogger);
    await request(service.app).post('/api/auth/signup').send({ email, password: PASSWORD }).expect(201);
  });
  after(async () => {
    await service?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("changes the plan through the running service's socket and prints old -> new", async () => {
    expect(EmbeddedPostgres.isRunning(dataDir)).to.equal(true);
    const result = await cli(['plan', 'set', email.toUpperCase(), 'agency'], { DATA_DIR: dataDir });
    expect(result).to.deep.equal({ code: 0, output: result.output });
    expect(result.output).to.match(/^plan of operator-.* \(workspace [0-9a-f-]{36}\): free -> agency$/);
    const agent = request.agent(service!.app);
    await agent.post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
    expect((await agent.get('/api/plan').expect(200)).body.plan).to.equal('agency');
    expect((await cli(['plan', 'set', email, 'agency'], { DATA_DIR: dataDir })).output).to.include('already agency (no change)');
  });

  it('opens the data folder itself when no service runs', async () => {
    await service!.close();
    service = null;
    const result = await cli(['plan', 'set', email, 'pro'], { DATA_DIR: dataDir });
    expect(result.code, result.output).to.equal(0);
    expect(result.output).to.include('agency -> pro');
  });

  it('explains wrong usage and unknown owners', async () => {
    const usage = await cli(['plan', 'set', email, 'gold'], { DATA_DIR: dataDir });
    expect(usage).to.deep.include({ code: 2 });
    expect(usage.output).to.include('usage: npm run cli -- plan set <owner-email> <free|pro|agency>');
    const unknown = await cli(['plan', 'set', 'nobody@example.com', 'pro'], { DATA_DIR: dataDir });
    expect(unknown).to.deep.equal({ code: 1, output: 'No workspace owned by nobody@example.com' });
  });
});
