import { expect } from 'chai';
import type request from 'supertest';
import type { WebhookDeliveryDto, WebhookEndpointWithSecretDto, WebhookEventPayload } from '@sdn/contracts';
import type { Service } from '../../src/composition/service.js';
import { forEachDatabase } from '../support/databases.js';
import { expectErrorShape } from '../support/error-shape.js';
import { expectContract } from '../support/openapi-contract.js';
import { setPlanWithCli } from '../support/plan-cli.js';
import { articleJsonLd, createSchema, createSite, signedInAgent, startTestService, uniqueEmail } from '../support/test-service.js';
import { WebhookReceiver, unusedPort, verifySignature } from '../support/webhook-receiver.js';

const SITE = 'https://shop.example.com';
const PAGE = `${SITE}/blog/hello`;
const ALL_EVENTS = ['schema.published', 'schema.updated', 'schema.paused', 'schema.unpaused', 'schema.deleted'];

forEachDatabase('HTTP: signed publish webhooks', (database) => {
  let service: Service;
  const receivers: WebhookReceiver[] = [];

  before(async function () {
    this.timeout(90_000);
    service = await startTestService(database, {
      // Loopback receivers: plain HTTP on 127.0.0.1 only; every other private address stays refused.
      WEBHOOK_ALLOW_PLAIN_HTTP: 'true',
      SSRF_ALLOWED_ADDRESSES: '127.0.0.1',
      WEBHOOK_MAX_ATTEMPTS: '3',
      WEBHOOK_RETRY_BASE_MS: '200',
      WEBHOOK_TIMEOUT_MS: '2000',
      JOBS_RETRY_LIMIT: '0',
    });
  });
  after(async () => {
    for (const receiver of receivers) await receiver.close();
    await service?.close();
  });

  async function receiver(statuses: number[] = [200]) {
    const made = new WebhookReceiver(statuses);
    receivers.push(made);
    return { receiver: made, port: await made.start() };
  }

  async function proOwner(plan: 'free' | 'pro' | 'agency' = 'pro') {
    const email = uniqueEmail();
    const agent = await signedInAgent(service, email);
    const site = await createSite(agent, SITE);
    if (plan !== 'free') await setPlanWithCli(database, email, plan);
    return { agent, clientId: site.id };
  }

  async function addEndpoint(agent: request.Agent, url: string, events = ALL_EVENTS): Promise<WebhookEndpointWithSecretDto> {
    const res = await agent.post('/api/webhooks').send({ url, description: 'CDN purge', events }).expect(201);
    expectContract(res, 'post', '/api/webhooks');
    return res.body;
  }

  async function publishedSchema(agent: request.Agent, clientId: string) {
    const schema = await createSchema(agent, clientId, PAGE);
    await agent.post(`/api/clients/${clientId}/schemas/${schema.id}/publish`).expect(200);
    return schema.id;
  }

  async function deliveries(agent: request.Agent, endpointId: string): Promise<WebhookDeliveryDto[]> {
    const res = await agent.get(`/api/webhooks/${endpointId}/deliveries`).expect(200);
    expectContract(res, 'get', '/api/webhooks/{endpointId}/deliveries');
    return res.body.deliveries;
  }

  /** Polls the delivery log until `done` holds (the relay and the attempts run in background jobs). */
  async function logUntil(agent: request.Agent, endpointId: string, done: (log: WebhookDeliveryDto[]) => boolean) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const log = await deliveries(agent, endpointId);
      if (done(log)) return log;
      if (Date.now() > deadline) throw new Error(`delivery log never settled: ${JSON.stringify(log, null, 1)}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }

  async function receivedUntil(target: WebhookReceiver, count: number) {
    const deadline = Date.now() + 20_000;
    while (target.received.length < count) {
      if (Date.now() > deadline) throw new Error(`received ${target.received.length} of ${count} webhooks`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return target.received;
  }

  it('is a Pro and Agency feature: Free gets plan_required', async () => {
    const { agent } = await proOwner('free');
    const res = await agent.get('/api/webhooks').expect(403);
    expectContract(res, 'get', '/api/webhooks');
    expect(res.body.details).to.deep.equal({ plan: 'pro', feature: 'webhooks' });
    await agent.post('/api/webhooks').send({ url: 'https://hooks.example.com/x', events: ALL_EVENTS }).expect(403);
  });

  it('shows the secret once; lists never carry it', async () => {
    const { agent } = await proOwner();
    const created = await addEndpoint(agent, 'https://hooks.example.com/sdn');
    expect(created.secret).to.match(/^whsec_[A-Za-z0-9_-]{43}$/);
    const list = await agent.get('/api/webhooks').expect(200);
    expectContract(list, 'get', '/api/webhooks');
    expect(list.body.canManage).to.equal(true);
    expect(list.body.endpoints).to.have.length(1);
    expect(JSON.stringify(list.body)).not.to.include(created.secret);
  });

  it('signs every schema event with the timestamp inside the signature, and sends none for drafts', async () => {
    const { agent, clientId } = await proOwner();
    const { receiver: hook, port } = await receiver();
    const endpoint = await addEndpoint(agent, hook.url(port));
    const schemaId = await publishedSchema(agent, clientId);
    await agent
      .patch(`/api/clients/${clientId}/schemas/${schemaId}`)
      .send({ jsonLd: articleJsonLd('Edited while live') })
      .expect(200);
    await agent.post(`/api/clients/${clientId}/schemas/${schemaId}/pause`).expect(200);
    // An edit while paused changes nothing delivered: no event.
    await agent.patch(`/api/clients/${clientId}/schemas/${schemaId}`).send({ name: 'Renamed' }).expect(200);
    await agent.post(`/api/clients/${clientId}/schemas/${schemaId}/unpause`).expect(200);
    await agent.delete(`/api/clients/${clientId}/schemas/${schemaId}`).expect(204);
    // A draft's edit is not an event either.
    const draft = await createSchema(agent, clientId, `${SITE}/draft`);
    await agent.patch(`/api/clients/${clientId}/schemas/${draft.id}`).send({ name: 'Draft renamed' }).expect(200);

    const received = await receivedUntil(hook, 5);
    const bodies = received.map((request) => JSON.parse(request.body) as WebhookEventPayload);
    // Deliveries run in parallel, so arrival order is not promised: `occurredAt` orders them (documented).
    const inOrder = [...bodies].sort((a, b) => Date.parse(a.occurredAt) - Date.parse(b.occurredAt));
    expect(inOrder.map((body) => body.type)).to.deep.equal(ALL_EVENTS);
    for (const [index, request] of received.entries()) {
      const { valid, timestamp } = verifySignature(request.headers['webhook-signature'] as string, request.body, endpoint.secret);
      expect(valid, `signature of ${bodies[index]!.type}`).to.equal(true);
      expect(Math.abs(timestamp - request.receivedAt.getTime() / 1000)).to.be.below(10);
      expect(request.headers['webhook-id']).to.equal(bodies[index]!.id);
      expect(request.headers['content-type']).to.equal('application/json');
      expect(bodies[index]).to.include({ clientSiteId: clientId, schemaId, schemaType: 'Article', pageUrl: PAGE });
      expect(bodies[index]!.workspaceId).to.be.a('string');
      expect(Number.isNaN(Date.parse(bodies[index]!.occurredAt))).to.equal(false);
    }
    // Replay protection: the same request presented 6 minutes later fails, and so does a tampered body.
    const first = received[0]!;
    const later = new Date(first.receivedAt.getTime() + 6 * 60_000);
    expect(verifySignature(first.headers['webhook-signature'] as string, first.body, endpoint.secret, later).valid).to.equal(false);
    expect(verifySignature(first.headers['webhook-signature'] as string, `${first.body} `, endpoint.secret).valid).to.equal(false);
    // Re-stamping a captured request with a later `t` breaks its signature.
    const forged = first.headers['webhook-signature']!.toString().replace(/t=(\d+)/, (_all, t: string) => `t=${Number(t) + 60}`);
    expect(verifySignature(forged, first.body, endpoint.secret).valid).to.equal(false);

    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(hook.received).to.have.length(5);
    const log = await logUntil(agent, endpoint.id, (entries) => entries.length === 5 && entries.every((d) => d.status === 'delivered'));
    expect(log[0]!.attempts[0]).to.include({ number: 1, statusCode: 200, error: null });
  });

  it('only sends the events an endpoint subscribed to', async () => {
    const { agent, clientId } = await proOwner();
    const { receiver: hook, port } = await receiver();
    await addEndpoint(agent, hook.url(port), ['schema.paused']);
    const schemaId = await publishedSchema(agent, clientId);
    await agent.post(`/api/clients/${clientId}/schemas/${schemaId}/pause`).expect(200);
    const received = await receivedUntil(hook, 1);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(received.map((request) => JSON.parse(request.body).type)).to.deep.equal(['schema.paused']);
  });

  it('retries a receiver that answers 500 with backoff, then logs the success', async () => {
    const { agent, clientId } = await proOwner();
    const { receiver: hook, port } = await receiver([500, 503, 204]);
    const endpoint = await addEndpoint(agent, hook.url(port));
    await publishedSchema(agent, clientId);
    const [delivery] = await logUntil(agent, endpoint.id, (log) => log[0]?.status === 'delivered');
    expect(delivery!.attempts.map((attempt) => attempt.statusCode)).to.deep.equal([500, 503, 204]);
    expect(delivery!.attempts[0]!.error).to.equal('the receiver answered 500');
    expect(delivery!.attempts[2]!.error).to.equal(null);
    // Exponential backoff: the second wait (2 x 200 ms) is at least the base doubled.
    const at = delivery!.attempts.map((attempt) => Date.parse(attempt.at));
    expect(at[1]! - at[0]!).to.be.at.least(200);
    expect(at[2]! - at[1]!).to.be.at.least(400);
    // Every retry carries the same event id and a signature that verifies.
    const ids = new Set(hook.received.map((request) => request.headers['webhook-id']));
    expect(ids.size).to.equal(1);
    for (const request of hook.received)
      expect(verifySignature(request.headers['webhook-signature'] as string, request.body, endpoint.secret).valid).to.equal(true);
  });

  it('retries a receiver that is down until it comes up', async () => {
    const { agent, clientId } = await proOwner();
    const port = await unusedPort();
    const hook = new WebhookReceiver();
    receivers.push(hook);
    const endpoint = await addEndpoint(agent, hook.url(port));
    await publishedSchema(agent, clientId);
    await logUntil(agent, endpoint.id, (log) => (log[0]?.attempts.length ?? 0) >= 1);
    await hook.start(port);
    const [delivery] = await logUntil(agent, endpoint.id, (log) => log[0]?.status === 'delivered');
    expect(delivery!.attempts[0]!.statusCode).to.equal(null);
    expect(delivery!.attempts[0]!.error).to.match(/^the connection failed \(ECONNREFUSED\)$/);
    expect(delivery!.attempts.at(-1)).to.include({ statusCode: 200, error: null });
    expect(hook.received).to.have.length(1);
  });

  it('gives up after the attempt limit with the reason logged, and a resend delivers it again', async () => {
    const { agent, clientId } = await proOwner();
    const { receiver: hook, port } = await receiver([500]);
    const endpoint = await addEndpoint(agent, hook.url(port));
    await publishedSchema(agent, clientId);
    const [failed] = await logUntil(agent, endpoint.id, (log) => log[0]?.status === 'failed');
    expect(failed!.attempts).to.have.length(3);
    expect(failed!.attempts[2]!.error).to.equal('the receiver answered 500; gave up after 3 attempts');
    expect(failed!.nextAttemptAt).to.equal(null);
    expect(hook.received).to.have.length(3);

    hook.answerWith([200]);
    const resent = await agent.post(`/api/webhooks/${endpoint.id}/deliveries/${failed!.id}/resend`).expect(202);
    expectContract(resent, 'post', '/api/webhooks/{endpointId}/deliveries/{deliveryId}/resend');
    expect(resent.body.id).not.to.equal(failed!.id);
    expect(resent.body.eventId).to.equal(failed!.eventId);
    const log = await logUntil(agent, endpoint.id, (entries) => entries[0]?.status === 'delivered');
    expect(log).to.have.length(2);
    expect(log[1]).to.deep.include({ id: failed!.id, status: 'failed' });
    const last = hook.received.at(-1)!;
    expect(last.headers['webhook-id']).to.equal(failed!.eventId);
    expect(last.headers['webhook-delivery']).to.equal(resent.body.id);
    expect(last.body).to.equal(hook.received[0]!.body);
    expect(verifySignature(last.headers['webhook-signature'] as string, last.body, endpoint.secret).valid).to.equal(true);
  });

  it('refuses private and reserved addresses without connecting', async () => {
    const { agent, clientId } = await proOwner();
    const endpoint = await addEndpoint(agent, 'http://169.254.169.254/latest/meta-data');
    const v6 = await addEndpoint(agent, 'http://[::1]:9/hook');
    await publishedSchema(agent, clientId);
    for (const [target, host] of [
      [endpoint, '169.254.169.254'],
      [v6, '::1'],
    ] as const) {
      const [delivery] = await logUntil(agent, target.id, (log) => log[0]?.status === 'failed');
      expect(delivery!.attempts.every((attempt) => attempt.statusCode === null)).to.equal(true);
      expect(delivery!.attempts[0]!.error).to.equal(`${host} is a private or reserved address, which webhooks are never sent to`);
    }
  });

  it('rotates the secret: later deliveries verify with the new one only', async () => {
    const { agent, clientId } = await proOwner();
    const { receiver: hook, port } = await receiver();
    const endpoint = await addEndpoint(agent, hook.url(port));
    const rotated = await agent.post(`/api/webhooks/${endpoint.id}/rotate-secret`).expect(200);
    expectContract(rotated, 'post', '/api/webhooks/{endpointId}/rotate-secret');
    expect(rotated.body.secret).not.to.equal(endpoint.secret);
    await publishedSchema(agent, clientId);
    const [request] = await receivedUntil(hook, 1);
    const header = request!.headers['webhook-signature'] as string;
    expect(verifySignature(header, request!.body, rotated.body.secret).valid).to.equal(true);
    expect(verifySignature(header, request!.body, endpoint.secret).valid).to.equal(false);
  });

  it('sends nothing after a downgrade to Free, and the log says why once the plan is back', async () => {
    const email = uniqueEmail();
    const agent = await signedInAgent(service, email);
    const { id: clientId } = await createSite(agent, SITE);
    await setPlanWithCli(database, email, 'pro');
    const { receiver: hook, port } = await receiver();
    const endpoint = await addEndpoint(agent, hook.url(port));
    await setPlanWithCli(database, email, 'free');
    await agent.get('/api/webhooks').expect(403);
    await publishedSchema(agent, clientId);
    // The relay and the attempt take well under a second here; the plan comes back only after they ran.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await setPlanWithCli(database, email, 'pro');
    const [delivery] = await logUntil(agent, endpoint.id, (log) => log[0]?.status === 'failed');
    expect(delivery!.attempts).to.have.length(1);
    expect(delivery!.attempts[0]).to.include({ statusCode: null, error: "not sent: the workspace's free plan does not include webhooks" });
    expect(hook.received).to.have.length(0);
  });

  it('keeps workspaces apart: another owner gets 404 for every endpoint route and no events', async () => {
    const owner = await proOwner();
    const { receiver: hook, port } = await receiver();
    const endpoint = await addEndpoint(owner.agent, hook.url(port));
    await publishedSchema(owner.agent, owner.clientId);
    const [delivery] = await logUntil(owner.agent, endpoint.id, (log) => log[0]?.status === 'delivered');

    const other = await proOwner();
    expect((await other.agent.get('/api/webhooks').expect(200)).body.endpoints).to.deep.equal([]);
    for (const res of [
      await other.agent.get(`/api/webhooks/${endpoint.id}/deliveries`),
      await other.agent.post(`/api/webhooks/${endpoint.id}/rotate-secret`),
      await other.agent.post(`/api/webhooks/${endpoint.id}/deliveries/${delivery!.id}/resend`),
      await other.agent.delete(`/api/webhooks/${endpoint.id}`),
    ]) {
      expect(res.status).to.equal(404);
      expectErrorShape(res);
    }
    // The other workspace's publishing reaches nobody else's endpoint.
    await publishedSchema(other.agent, other.clientId);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(hook.received).to.have.length(1);

    const deleted = await owner.agent.delete(`/api/webhooks/${endpoint.id}`).expect(204);
    expectContract(deleted, 'delete', '/api/webhooks/{endpointId}');
    await owner.agent.get(`/api/webhooks/${endpoint.id}/deliveries`).expect(404);
  });

  it('answers bad input with the validation shape, never a 5xx', async () => {
    const { agent } = await proOwner();
    const cases: [object, string][] = [
      [{ url: 'ftp://hooks.example.com/x', events: ALL_EVENTS }, 'url'],
      [{ url: 'not a url', events: ALL_EVENTS }, 'url'],
      [{ url: 'https://user:pass@hooks.example.com/x', events: ALL_EVENTS }, 'url'],
      [{ url: `https://hooks.example.com/${'a'.repeat(600)}`, events: ALL_EVENTS }, 'url'],
      [{ url: 'https://hooks.example.com/x', events: [] }, 'events'],
      [{ url: 'https://hooks.example.com/x', events: ['schema.exploded'] }, 'events'],
      [{ url: 'https://hooks.example.com/x', events: ['schema.paused', 'schema.paused'] }, 'events'],
      [{ url: 'https://hooks.example.com/x' }, 'events'],
    ];
    for (const [body, field] of cases) {
      const res = await agent.post('/api/webhooks').send(body);
      expect(res.status, JSON.stringify(body)).to.equal(400);
      expectContract(res, 'post', '/api/webhooks');
      expectErrorShape(res);
      expect(Object.keys(res.body.details ?? {}).join(), JSON.stringify(body)).to.include(field);
    }
    const badId = await agent.get('/api/webhooks/not-a-uuid/deliveries');
    expect(badId.status).to.equal(400);
    expectErrorShape(badId);
    const wrongType = await agent.post('/api/webhooks').set('content-type', 'text/plain').send('url=x');
    expect(wrongType.status).to.be.within(400, 499);
    expectErrorShape(wrongType);
  });
});
