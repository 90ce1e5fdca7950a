import { expect } from 'chai';
import { createHmac } from 'node:crypto';
import { InMemoryJobQueue } from '../../src/adapters/in-memory/in-memory-job-queue.js';
import {
  InMemoryWebhookDeliveryRepository,
  InMemoryWebhookEndpointRepository,
  InMemoryWebhookOutbox,
} from '../../src/adapters/in-memory/in-memory-webhook-store.js';
import { ScriptedWebhookSender } from '../../src/adapters/in-memory/scripted-webhook-sender.js';
import { InMemorySubscriptionRepository } from '../../src/adapters/in-memory/in-memory-account-repositories.js';
import { InMemoryTable, InMemoryUnitOfWork } from '../../src/adapters/in-memory/in-memory-unit-of-work.js';
import { CryptoIdGenerator } from '../../src/adapters/system/crypto-id-generator.js';
import type { Actor } from '../../src/application/shared/actor.js';
import { CreateWebhookEndpoint, MAX_WEBHOOK_ENDPOINTS } from '../../src/application/webhooks/create-webhook-endpoint.js';
import { DeleteWebhookEndpoint } from '../../src/application/webhooks/delete-webhook-endpoint.js';
import { DeliverWebhook, WEBHOOK_DELIVERY_JOB, type WebhookDeliveryJob } from '../../src/application/webhooks/deliver-webhook.js';
import { ListWebhookEndpoints } from '../../src/application/webhooks/list-webhook-endpoints.js';
import { RelayWebhookEvents } from '../../src/application/webhooks/relay-webhook-events.js';
import { ResendWebhookDelivery } from '../../src/application/webhooks/resend-webhook-delivery.js';
import { RotateWebhookSecret } from '../../src/application/webhooks/rotate-webhook-secret.js';
import { Subscription } from '../../src/domain/account/subscription.js';
import { ForbiddenError, LimitReachedError, NotFoundError, PlanRequiredError } from '../../src/domain/shared/domain-error.js';
import type { WebhookEvent } from '../../src/domain/webhook/webhook-event.js';
import { FakeClock } from '../support/in-memory-world.js';

const OWNER: Actor = { userId: 'u1', workspaceId: 'w1', role: 'owner', plan: 'pro' };
const MEMBER: Actor = { ...OWNER, userId: 'u2', role: 'member', plan: 'agency' };
const SETTINGS = { maxAttempts: 3, baseDelayMs: 1000, timeoutMs: 500 };
const ALL = ['schema.published', 'schema.updated', 'schema.paused', 'schema.unpaused', 'schema.deleted'] as const;

function world(outcomes?: ConstructorParameters<typeof ScriptedWebhookSender>[0]) {
  const clock = new FakeClock();
  const ids = new CryptoIdGenerator();
  const deliveries = new InMemoryWebhookDeliveryRepository();
  const endpoints = new InMemoryWebhookEndpointRepository(deliveries);
  const outbox = new InMemoryWebhookOutbox(endpoints, deliveries);
  const queue = new InMemoryJobQueue();
  const sender = new ScriptedWebhookSender(outcomes);
  const subscriptionRows = new InMemoryTable<Subscription>(new InMemoryUnitOfWork());
  const subscriptions = new InMemorySubscriptionRepository(subscriptionRows);
  const pro = Subscription.free({ id: 's1', workspaceId: 'w1', now: clock.now() });
  pro.changePlan('pro', clock.now());
  // Stored as committed: the workspace is on Pro before any spec step runs.
  subscriptionRows.rows.set(pro.id, pro);
  const deliver = new DeliverWebhook(endpoints, deliveries, sender, subscriptions, queue, clock, SETTINGS, 1);
  const relay = new RelayWebhookEvents(outbox, deliveries, queue, ids, clock);
  const create = new CreateWebhookEndpoint(endpoints, ids, clock, false);
  return { clock, ids, deliveries, endpoints, outbox, queue, sender, pro, deliver, relay, create };
}

function event(overrides: Partial<WebhookEvent> = {}): WebhookEvent {
  return {
    id: 'ev1',
    type: 'schema.published',
    occurredAt: '2026-06-01T12:00:00.000Z',
    workspaceId: 'w1',
    clientSiteId: 'site1',
    schemaId: 'sc1',
    schemaType: 'Product',
    pageUrl: 'https://shop.example.com/p',
    ...overrides,
  };
}

/** Runs every queued delivery job whose time has come, as the worker would. */
async function runDue(w: ReturnType<typeof world>): Promise<void> {
  const jobs = w.queue.take<WebhookDeliveryJob>(WEBHOOK_DELIVERY_JOB);
  for (const job of jobs) {
    if (job.startAfter && job.startAfter > w.clock.now()) await w.queue.enqueue(WEBHOOK_DELIVERY_JOB, [job]);
    else await w.deliver.handle(job.payload);
  }
}

describe('Webhook use cases', () => {
  it('lets only the owner of a Pro or Agency workspace change endpoints; members read them', async () => {
    const w = world();
    const { endpoint } = await w.create.execute(OWNER, { url: 'https://hooks.example.com/a', description: null, events: [...ALL] });
    await expectRejection(
      w.create.execute(MEMBER, { url: 'https://hooks.example.com/b', description: null, events: [...ALL] }),
      ForbiddenError,
    );
    await expectRejection(new RotateWebhookSecret(w.endpoints).execute(MEMBER, endpoint.id), ForbiddenError);
    await expectRejection(new DeleteWebhookEndpoint(w.endpoints).execute(MEMBER, endpoint.id), ForbiddenError);
    await expectRejection(
      new ResendWebhookDelivery(w.endpoints, w.deliveries, w.queue, w.ids, w.clock).execute(MEMBER, endpoint.id, 'x'),
      ForbiddenError,
    );
    expect(await new ListWebhookEndpoints(w.endpoints).execute(MEMBER)).to.have.length(1);
    await expectRejection(new ListWebhookEndpoints(w.endpoints).execute({ ...OWNER, plan: 'free' }), PlanRequiredError);
  });

  it(`stops at ${MAX_WEBHOOK_ENDPOINTS} endpoints per workspace`, async () => {
    const w = world();
    for (let n = 0; n < MAX_WEBHOOK_ENDPOINTS; n += 1)
      await w.create.execute(OWNER, { url: `https://hooks.example.com/${n}`, description: null, events: ['schema.paused'] });
    await expectRejection(
      w.create.execute(OWNER, { url: 'https://hooks.example.com/last', description: null, events: ['schema.paused'] }),
      LimitReachedError,
    );
  });

  it('fans an event out to the subscribed endpoints of its workspace only, and queues their first attempts', async () => {
    const w = world();
    const all = await w.create.execute(OWNER, { url: 'https://hooks.example.com/all', description: null, events: [...ALL] });
    await w.create.execute(OWNER, { url: 'https://hooks.example.com/paused', description: null, events: ['schema.paused'] });
    await w.create.execute({ ...OWNER, workspaceId: 'w2' }, { url: 'https://other.example.com/', description: null, events: [...ALL] });
    w.outbox.record(event());
    await w.relay.handle();
    const jobs = w.queue.take<WebhookDeliveryJob>(WEBHOOK_DELIVERY_JOB);
    expect(jobs).to.have.length(1);
    const delivery = (await w.deliveries.findById(jobs[0]!.payload.deliveryId))!;
    expect(delivery.endpointId).to.equal(all.endpoint.id);
    expect(JSON.parse(delivery.body)).to.deep.equal(event());
  });

  it('signs each attempt, retries with doubling waits and gives up with the reason', async () => {
    const w = world([{ statusCode: 502, durationMs: 20, error: 'the receiver answered 502' }]);
    const { secret } = await w.create.execute(OWNER, { url: 'https://hooks.example.com/a', description: null, events: [...ALL] });
    w.outbox.record(event());
    await w.relay.handle();
    await runDue(w);
    const [retry] = w.queue.jobs;
    expect(retry!.startAfter).to.deep.equal(new Date(w.clock.now().getTime() + 1000));
    w.clock.tick(1000);
    await runDue(w);
    expect(w.queue.jobs[0]!.startAfter).to.deep.equal(new Date(w.clock.now().getTime() + 2000));
    w.clock.tick(1999);
    await runDue(w);
    expect(w.sender.sent, 'not before its time').to.have.length(2);
    w.clock.tick(1);
    await runDue(w);
    expect(w.sender.sent).to.have.length(3);
    expect(w.queue.jobs).to.deep.equal([]);
    const [delivery] = [...w.deliveries.rows.values()];
    expect(delivery!.status).to.equal('failed');
    expect(delivery!.attempts.at(-1)!.error).to.equal('the receiver answered 502; gave up after 3 attempts');
    for (const sent of w.sender.sent) {
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(sent.headers['webhook-signature']!)!;
      expect(v1).to.equal(createHmac('sha256', secret).update(`${t}.${sent.body}`).digest('hex'));
      expect(sent.headers['webhook-id']).to.equal('ev1');
    }
  });

  it('sends nothing for a workspace whose plan lost webhooks, and says so in the log', async () => {
    const w = world();
    await w.create.execute(OWNER, { url: 'https://hooks.example.com/a', description: null, events: [...ALL] });
    w.pro.changePlan('free', w.clock.now());
    w.outbox.record(event());
    await w.relay.handle();
    await runDue(w);
    expect(w.sender.sent).to.deep.equal([]);
    const [delivery] = [...w.deliveries.rows.values()];
    expect(delivery!.status).to.equal('failed');
    expect(delivery!.attempts[0]!.error).to.equal("not sent: the workspace's free plan does not include webhooks");
  });

  it('stops retrying once the endpoint is deleted, and resends only what the workspace owns', async () => {
    const w = world([{ statusCode: 500, durationMs: 1, error: 'the receiver answered 500' }]);
    const { endpoint } = await w.create.execute(OWNER, { url: 'https://hooks.example.com/a', description: null, events: [...ALL] });
    w.outbox.record(event());
    await w.relay.handle();
    await runDue(w);
    const [delivery] = [...w.deliveries.rows.values()];
    const resend = new ResendWebhookDelivery(w.endpoints, w.deliveries, w.queue, w.ids, w.clock);
    await expectRejection(resend.execute({ ...OWNER, workspaceId: 'w2' }, endpoint.id, delivery!.id), NotFoundError);
    await new DeleteWebhookEndpoint(w.endpoints).execute(OWNER, endpoint.id);
    w.clock.tick(60_000);
    await runDue(w);
    expect(w.sender.sent).to.have.length(1);
  });
});

async function expectRejection(promise: Promise<unknown>, type: abstract new (...args: never[]) => Error): Promise<void> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome).to.be.instanceOf(type);
}
