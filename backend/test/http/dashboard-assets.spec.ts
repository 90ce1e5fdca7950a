import { expect } from 'chai';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { Service } from '../../src/composition/service.js';
import { TEST_DATABASES } from '../support/databases.js';
import { startTestService } from '../support/test-service.js';

describe('HTTP: dashboard pages', () => {
  let built: Service;
  let unbuilt: Service;
  before(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'sdn-dashboard-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Dashboard</title>');
    built = await startTestService(TEST_DATABASES[0]!, { FRONTEND_DIST: dist });
    unbuilt = await startTestService(TEST_DATABASES[0]!, { FRONTEND_DIST: mkdtempSync(join(tmpdir(), 'sdn-no-dashboard-')) });
  });
  after(async () => {
    await built.close();
    await unbuilt.close();
  });

  it('answers client-side routes with index.html, revalidated on every load', async () => {
    const res = await request(built.app).get('/sites/some-id').set('Accept', 'text/html').expect(200);
    expect(res.headers['cache-control']).to.equal('no-cache');
    expect(res.text).to.include('<title>Dashboard</title>');
  });

  it('answers a JSON 404 when the dashboard was not built, or when HTML is not wanted', async () => {
    const missing = await request(unbuilt.app).get('/sites').set('Accept', 'text/html').expect(404);
    expect(missing.body).to.deep.equal({ error: 'Not found' });
    await request(built.app).get('/sites').set('Accept', 'application/json').expect(404);
  });
});
