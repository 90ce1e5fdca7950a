import type { Container } from 'inversify';
import { CreateWebhookEndpoint } from '../application/webhooks/create-webhook-endpoint.js';
import { DeleteWebhookEndpoint } from '../application/webhooks/delete-webhook-endpoint.js';
import { DeliverWebhook } from '../application/webhooks/deliver-webhook.js';
import { ListWebhookDeliveries } from '../application/webhooks/list-webhook-deliveries.js';
import { ListWebhookEndpoints } from '../application/webhooks/list-webhook-endpoints.js';
import { RelayWebhookEvents, WEBHOOK_RELAY_JOB } from '../application/webhooks/relay-webhook-events.js';
import { ResendWebhookDelivery } from '../application/webhooks/resend-webhook-delivery.js';
import { RotateWebhookSecret } from '../application/webhooks/rotate-webhook-secret.js';
import type { Database } from '../adapters/postgres/database.js';
import { PgWebhookDeliveryRepository } from '../adapters/postgres/pg-webhook-delivery-repository.js';
import { PgWebhookEndpointRepository } from '../adapters/postgres/pg-webhook-endpoint-repository.js';
import { PgWebhookOutbox } from '../adapters/postgres/pg-webhook-outbox.js';
import { SsrfSafeWebhookSender } from '../adapters/webhook-http/ssrf-safe-webhook-sender.js';
import type { Logger } from '../ports/logger.js';
import type { Config } from './config.js';
import { TOKENS as T } from './tokens.js';
import { provide, provideOneOf, provideValue, resolve } from './wiring.js';

/** Signed publish webhooks: endpoints, the outbox relay, the delivery job and its SSRF-safe sender. */
export function bindWebhooks(c: Container, config: Config, logger: Logger, database: Database): void {
  const settings = config.webhooks;
  provideValue(c, T.WebhookEndpointRepository, new PgWebhookEndpointRepository(database.pool));
  provideValue(c, T.WebhookDeliveryRepository, new PgWebhookDeliveryRepository(database.pool));
  provideValue(c, T.WebhookOutbox, new PgWebhookOutbox(database.pool));
  provideValue(
    c,
    T.WebhookSender,
    new SsrfSafeWebhookSender({
      allowPrivate: config.pageFetch.allowPrivate,
      allowedAddresses: config.pageFetch.allowedAddresses,
      timeoutMs: settings.timeoutMs,
    }),
  );
  provide(
    c,
    CreateWebhookEndpoint,
    (get) => new CreateWebhookEndpoint(get(T.WebhookEndpointRepository), get(T.IdGenerator), get(T.Clock), settings.allowPlainHttp),
  );
  provide(c, ListWebhookEndpoints, (get) => new ListWebhookEndpoints(get(T.WebhookEndpointRepository)));
  provide(c, DeleteWebhookEndpoint, (get) => new DeleteWebhookEndpoint(get(T.WebhookEndpointRepository)));
  provide(c, RotateWebhookSecret, (get) => new RotateWebhookSecret(get(T.WebhookEndpointRepository)));
  provide(c, ListWebhookDeliveries, (get) => new ListWebhookDeliveries(get(T.WebhookEndpointRepository), get(T.WebhookDeliveryRepository)));
  provide(
    c,
    ResendWebhookDelivery,
    (get) =>
      new ResendWebhookDelivery(
        get(T.WebhookEndpointRepository),
        get(T.WebhookDeliveryRepository),
        get(T.JobQueue),
        get(T.IdGenerator),
        get(T.Clock),
      ),
  );
  provide(
    c,
    DeliverWebhook,
    (get) =>
      new DeliverWebhook(
        get(T.WebhookEndpointRepository),
        get(T.WebhookDeliveryRepository),
        get(T.WebhookSender),
        get(T.SubscriptionRepository),
        get(T.JobQueue),
        get(T.Clock),
        { maxAttempts: settings.maxAttempts, baseDelayMs: settings.retryBaseMs, timeoutMs: settings.timeoutMs },
        config.jobs.concurrency,
      ),
  );
  provide(
    c,
    RelayWebhookEvents,
    (get) =>
      new RelayWebhookEvents(get(T.WebhookOutbox), get(T.WebhookDeliveryRepository), get(T.JobQueue), get(T.IdGenerator), get(T.Clock)),
  );
  provideOneOf(c, T.JobKind, (get) => get(DeliverWebhook));
  provideOneOf(c, T.JobKind, (get) => get(RelayWebhookEvents));
  // Each commit that recorded schema events queues a relay at once; if that enqueue fails, the relay's
  // every-minute sweep picks the events up.
  database.webhookOutbox.onCommitted(() => {
    resolve(c, T.JobQueue)
      .enqueue(WEBHOOK_RELAY_JOB, [{ payload: {} }])
      .catch((err: unknown) => logger.warn({ err }, 'webhook relay not queued; the next sweep relays the events'));
  });
}
