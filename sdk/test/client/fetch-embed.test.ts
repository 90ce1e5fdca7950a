import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { fetchEmbed, fetchEmbedHtml } from '@sdn/sdk';
import { FakeDeliveryService } from '../support/fake-delivery-service.ts';

let service: FakeDeliveryService;
before(async () => (service = await FakeDeliveryService.start()));
after(() => service.close());

const html = '<script type="application/ld+json">{"@type":"Article","headline":"Hi"}</script>';

test('fetchEmbedHtml returns the ready HTML for the page', async () => {
  const clientId = randomUUID();
  const url = 'https://blog.example/post';
  service.setEmbed(clientId, url, html, '"v1"');

  assert.equal(await fetchEmbedHtml({ clientId, url, baseUrl: service.origin }), html);
  const request = service.requests.at(-1);
  assert.equal(request?.path, '/api/embed');
  assert.equal(request?.url, url);
  assert.equal(request?.headers['if-none-match'], undefined);
});

test('fetchEmbedHtml returns an empty string when nothing is published for the page', async () => {
  const html = await fetchEmbedHtml({ clientId: randomUUID(), url: 'https://a.example/', baseUrl: service.origin });
  assert.equal(html, '');
});

test('fetchEmbedHtml throws a DeliveryError on a 400 with an empty body', async () => {
  await assert.rejects(fetchEmbedHtml({ clientId: 'nope', url: 'https://a.example/', baseUrl: service.origin }), {
    name: 'DeliveryError',
    kind: 'http',
    status: 400,
    body: undefined,
  });
});

test('fetchEmbed returns the HTML with its ETag, then not-modified when revalidated with it', async () => {
  const clientId = randomUUID();
  const url = 'https://blog.example/cached';
  service.setEmbed(clientId, url, html, '"v1"');

  const first = await fetchEmbed({ clientId, url, baseUrl: service.origin });
  assert.deepEqual(first, { notModified: false, html, etag: '"v1"' });

  const second = await fetchEmbed({ clientId, url, baseUrl: service.origin, etag: '"v1"' });
  assert.deepEqual(second, { notModified: true, etag: '"v1"' });
  assert.equal(service.requests.at(-1)?.headers['if-none-match'], '"v1"');
});

test('fetchEmbed returns the new HTML when the ETag it sent is stale', async () => {
  const clientId = randomUUID();
  const url = 'https://blog.example/changed';
  service.setEmbed(clientId, url, html, '"v2"');

  assert.deepEqual(await fetchEmbed({ clientId, url, baseUrl: service.origin, etag: '"v1"' }), {
    notModified: false,
    html,
    etag: '"v2"',
  });
});
