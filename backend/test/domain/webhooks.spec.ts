import { expect } from 'chai';
import { ConflictError, ValidationError } from '../../src/domain/shared/domain-error.js';
import { WebhookDelivery } from '../../src/domain/webhook/webhook-delivery.js';
import { WebhookEndpoint } from '../../src/domain/webhook/webhook-endpoint.js';
import type { WebhookEvent } from '../../src/domain/webhook/webhook-event.js';

const NOW = new Date('2026-11-26T10:00:00Z');
const POLICY = { maxAttempts: 3, baseDelayMs: 1000 };

function endpoint(url: string, allowPlainHttp = false) {
  return WebhookEndpoint.create({
    id: 'e1',
    workspaceId: 'w1',
    url,
    description: null,
    events: ['schema.deleted', 'schema.published'],
    secret: 'whsec_x',
    now: NOW,
    allowPlainHttp,
  });
}

const EVENT: WebhookEvent = {
  id: 'ev1',
  type: 'schema.published',
  occurredAt: NOW.toISOString(),
  workspaceId: 'w1',
  clientSiteId: 's1',
  schemaId: 'sc1',
  schemaType: 'Product',
  pageUrl: 'https://shop.example.com/p',
};

function delivery() {
  return WebhookDelivery.of({ id: 'd1', endpointId: 'e1', event: EVENT, now: NOW });
}

const failure = { statusCode: 500, durationMs: 12, error: 'the receiver answered 500' };
const success = { statusCode: 200, durationMs: 9, error: null };
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe('Webhook endpoint', () => {
  it('takes https URLs only, unless plain http is allowed for tests', () => {
    expect(endpoint('https://hooks.example.com/a').url).to.equal('https://hooks.example.com/a');
    expect(() => endpoint('http://hooks.example.com/a')).to.throw(ValidationError);
    expect(endpoint('http://127.0.0.1:9/a', true).url).to.equal('http://127.0.0.1:9/a');
    expect(() => endpoint('ftp://hooks.example.com/a', true)).to.throw(ValidationError);
  });

  it('refuses credentials in the URL and URLs past the cap', () => {
    expect(() => endpoint('https://u:p@hooks.example.com/a')).to.throw(ValidationError);
    expect(() => endpoint(`https://hooks.example.com/${'a'.repeat(500)}`)).to.throw(ValidationError);
  });

  it('keeps its events in catalogue order and answers what it subscribes to', () => {
    const made = endpoint('https://hooks.example.com/a');
    expect(made.events).to.deep.equal(['schema.published', 'schema.deleted']);
    expect(made.subscribesTo('schema.deleted')).to.equal(true);
    expect(made.subscribesTo('schema.paused')).to.equal(false);
  });
});

describe('Webhook delivery', () => {
  it('freezes the event as its body and is due at once', () => {
    const made = delivery();
    expect(JSON.parse(made.body)).to.deep.equal(EVENT);
    expect(made).to.include({ status: 'pending', eventId: 'ev1', eventType: 'schema.published' });
    expect(made.nextAttemptAt).to.deep.equal(NOW);
  });

  it('backs off exponentially between failed attempts, then gives up saying why', () => {
    const made = delivery();
    expect(made.recordAttempt(failure, at(0), POLICY)).to.equal('retry');
    expect(made.nextAttemptAt).to.deep.equal(at(1000));
    expect(made.recordAttempt(failure, at(1000), POLICY)).to.equal('retry');
    expect(made.nextAttemptAt).to.deep.equal(at(3000));
    expect(made.recordAttempt(failure, at(3000), POLICY)).to.equal('failed');
    expect(made.status).to.equal('failed');
    expect(made.nextAttemptAt).to.equal(null);
    expect(made.attempts.map((attempt) => attempt.number)).to.deep.equal([1, 2, 3]);
    expect(made.attempts[2]!.error).to.equal('the receiver answered 500; gave up after 3 attempts');
  });

  it('is delivered by a success and takes no attempt after finishing', () => {
    const made = delivery();
    made.recordAttempt(failure, at(0), POLICY);
    expect(made.recordAttempt(success, at(1000), POLICY)).to.equal('delivered');
    expect(() => made.recordAttempt(success, at(2000), POLICY)).to.throw(ConflictError);
    made.abandon('worker died', at(3000));
    expect(made.status).to.equal('delivered');
  });

  it('abandons a pending delivery with the reason in its log', () => {
    const made = delivery();
    made.abandon('the job could not be completed after several attempts', at(0));
    expect(made.status).to.equal('failed');
    expect(made.attempts[0]).to.include({ statusCode: null, error: 'the job could not be completed after several attempts' });
  });

  it('resends as a new pending delivery of the same event and body', () => {
    const made = delivery();
    made.recordAttempt({ ...failure }, at(0), { maxAttempts: 1, baseDelayMs: 1 });
    const again = made.resend('d2', at(5000));
    expect(again).to.include({ id: 'd2', eventId: 'ev1', body: made.body, status: 'pending' });
    expect(again.attempts).to.deep.equal([]);
    expect(made.status).to.equal('failed');
  });
});
