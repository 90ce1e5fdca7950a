import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { Service } from '../../src/composition/service.js';
import { TEST_DATABASES } from '../support/databases.js';
import { startTestService } from '../support/test-service.js';

describe('HTTP: /sdk.js', () => {
  let service: Service;
  let unbuilt: Service;
  before(async () => {
    service = await startTestService(TEST_DATABASES[0]!);
    unbuilt = await startTestService(TEST_DATABASES[0]!, { SDK_DIST: mkdtempSync(join(tmpdir(), 'sdn-no-sdk-')) });
  });
  after(async () => {
    await service.close();
    await unbuilt.close();
  });

  it('serves the built script to any origin with a revalidating cache', async () => {
    const res = await request(service.app).get('/sdk.js').expect(200);
    expect(res.headers['content-type']).to.equal('text/javascript; charset=utf-8');
    expect(res.headers['access-control-allow-origin']).to.equal('*');
    expect(res.headers['cache-control']).to.match(/public, max-age=\d+/);
    expect(res.headers['last-modified']).to.be.a('string');
    expect(res.text).to.include('SchemaDelivery');
  });

  it('answers a JSON 404 naming the fix when the SDK was not built', async () => {
    const res = await request(unbuilt.app).get('/sdk.js').expect(404);
    expect(res.body).to.deep.equal({ error: 'SDK not built: run npm run build' });
  });
});
