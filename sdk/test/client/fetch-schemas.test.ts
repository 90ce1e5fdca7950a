import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { DeliveryError, fetchSchemas } from '@sdn/sdk';
import { FakeDeliveryService } from '../support/fake-delivery-service.ts';
import { refusingOrigin } from '../support/listen.ts';

let service: FakeDeliveryService;
before(async () => (service = await FakeDeliveryService.start()));
after(() => service.close());

const article = { '@context': 'https://schema.org', '@type': 'Article', headline: 'Hello' };

test('returns the inject response for the page, schemas and items alike', async () => {
  const clientId = randomUUID();
  const url = 'https://shop.example/products/1?colour=red';
  service.publish(clientId, url, [article]);

  const response = await fetchSchemas({ clientId, url, baseUrl: service.origin });

  assert.deepEqual(response.schemas, [article]);
  assert.equal(response.items.length, 1);
  assert.equal(response.items[0]?.pageUrl, url);
  assert.equal(response.meta.version, '1.2.0');
  const request = service.injectRequests().at(-1);
  assert.equal(request?.clientId, clientId);
  assert.equal(request?.url, url);
});

test('keeps a path prefix of the base URL', async () => {
  const clientId = randomUUID();
  await assert.rejects(fetchSchemas({ clientId, url: 'https://a.example/', baseUrl: `${service.origin}/sdn` }), {
    name: 'DeliveryError',
    status: 404,
  });
  assert.equal(service.requests.at(-1)?.path, '/sdn/api/inject');
});

test('throws a DeliveryError carrying status, error text and request id on a 400', async () => {
  const error = await fetchSchemas({ clientId: 'not-a-uuid', url: 'https://a.example/', baseUrl: service.origin })
    .then(() => assert.fail('expected a rejection'))
    .catch((caught: unknown) => caught);

  assert.ok(error instanceof DeliveryError);
  assert.equal(error.kind, 'http');
  assert.equal(error.status, 400);
  assert.equal(error.body?.error, 'Validation failed');
  assert.match(error.requestId ?? '', /^[0-9a-f-]{36}$/);
  assert.match(error.message, /400: Validation failed/);
});

test('throws a DeliveryError with status 500 when the service fails', async () => {
  const clientId = randomUUID();
  service.failClient(clientId, 500);
  await assert.rejects(fetchSchemas({ clientId, url: 'https://a.example/', baseUrl: service.origin }), {
    kind: 'http',
    status: 500,
    message: 'Delivery service answered 500: Internal Server Error',
  });
});

test('gives up with a timeout DeliveryError when the answer takes longer than timeoutMs', async () => {
  const clientId = randomUUID();
  const url = 'https://slow.example/';
  service.publish(clientId, url, [article], 5_000);
  const settled = service.whenSettled(clientId, url);

  await assert.rejects(fetchSchemas({ clientId, url, baseUrl: service.origin, timeoutMs: 100 }), {
    kind: 'timeout',
    status: 0,
  });
  await settled;
});

test('reports an unreachable service as a network DeliveryError', async () => {
  await assert.rejects(fetchSchemas({ clientId: randomUUID(), url: 'https://a.example/', baseUrl: await refusingOrigin() }), {
    kind: 'network',
    status: 0,
  });
});

test("rejects with the caller's own reason when the caller aborts", async () => {
  const clientId = randomUUID();
  const url = 'https://held.example/';
  const release = service.hold(clientId, url);
  const controller = new AbortController();
  const pending = fetchSchemas({ clientId, url, baseUrl: service.origin, signal: controller.signal });
  await service.whenRequested(url);
  controller.abort(new Error('navigated away'));
  await assert.rejects(pending, { message: 'navigated away' });
  release();
});

test('uses the fetch it is given', async () => {
  const clientId = randomUUID();
  const url = 'https://a.example/given-fetch';
  service.publish(clientId, url, [article]);
  const seen: string[] = [];
  const countingFetch: typeof fetch = (input, init) => {
    seen.push(String(input));
    return fetch(input, init);
  };

  await fetchSchemas({ clientId, url, baseUrl: service.origin, fetch: countingFetch });

  assert.equal(seen.length, 1);
  assert.equal(new URL(seen[0]!).searchParams.get('url'), url);
});

test('rejects a 2xx body that is not an inject response', async () => {
  const notInject: typeof fetch = async () => new Response('<html>captive portal</html>', { status: 200 });
  await assert.rejects(fetchSchemas({ clientId: randomUUID(), url: 'https://a.example/', baseUrl: service.origin, fetch: notInject }), {
    kind: 'invalid-response',
    status: 200,
  });
});
