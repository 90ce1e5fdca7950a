import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { Service } from '../../src/composition/service.js';
import { TEST_DATABASES } from '../support/databases.js';
import { startTestService } from '../support/test-service.js';

describe('HTTP: /sdk.js and /edge/worker.js', () => {
  let service: Service;
  let unbuilt: Service;
  before(async () => {
    service = await startTestService(TEST_DATABASES[0]!);
    const empty = mkdtempSync(join(tmpdir(), 'sdn-no-sdk-'));
    unbuilt = await startTestService(TEST_DATABASES[0]!, { SDK_DIST: empty, EDGE_DIST: empty });
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
    expect((await request(unbuilt.app).get('/edge/worker.js').expect(404)).body).to.deep.equal({
      error: 'Edge Worker not built: run npm run build',
    });
  });

  it('offers the built Cloudflare Worker as a download for the install card', async () => {
    const res = await request(service.app).get('/edge/worker.js').expect(200);
    expect(res.headers['content-type']).to.equal('text/javascript; charset=utf-8');
    expect(res.headers['content-disposition']).to.equal('attachment; filename="worker.js"');
    expect(res.headers['x-content-type-options']).to.equal('nosniff');
    expect(res.text).to.include('HTMLRewriter').and.include('data-sdn');
  });
});
