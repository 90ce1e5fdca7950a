import { hasFeature } from '../../domain/plans/plan-features.js';
import type { WebhookRetryPolicy } from '../../domain/webhook/webhook-delivery.js';
import type { Clock } from '../../ports/clock.js';
import type { JobKind, JobQueue } from '../../ports/job-queue.js';
import type { SubscriptionRepository } from '../../ports/subscription-repository.js';
import type { WebhookDeliveryRepository } from '../../ports/webhook-delivery-repository.js';
import type { WebhookEndpointRepository } from '../../ports/webhook-endpoint-repository.js';
import type { WebhookSender } from '../../ports/webhook-sender.js';
import { webhookHeaders } from './webhook-signature.js';

export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';

export interface WebhookDeliveryJob {
  deliveryId: string;
}

export interface WebhookDeliverySettings extends WebhookRetryPolicy {
  /** How long one attempt may take; the claim lasts a little longer so no second job overlaps it. */
  timeoutMs: number;
}

/**
 * One attempt of one delivery. The receiver's faults (an error status, a refused or slow connection, a private
 * address) are outcomes the delivery records; the next attempt is queued with exponential backoff until the policy's
 * last attempt, which fails the delivery with the reason. Only our own faults throw, for the queue to retry.
 */
export class DeliverWebhook implements JobKind<WebhookDeliveryJob> {
  readonly name = WEBHOOK_DELIVERY_JOB;

  constructor(
    private readonly endpoints: WebhookEndpointRepository,
    private readonly deliveries: WebhookDeliveryRepository,
    private readonly sender: WebhookSender,
    private readonly subscriptions: SubscriptionRepository,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
    private readonly settings: WebhookDeliverySettings,
    readonly concurrency: number,
  ) {}

  async handle({ deliveryId }: WebhookDeliveryJob): Promise<void> {
    const delivery = await this.deliveries.claim(deliveryId, this.clock.now(), this.settings.timeoutMs * 2);
    if (!delivery) return; // finished, not yet due, or its endpoint was deleted
    const endpoint = await this.endpoints.findById(delivery.endpointId);
    if (!endpoint) return;
    // A workspace that moved to a plan without webhooks keeps its endpoints but sends nothing; the log says why.
    const subscription = await this.subscriptions.findByWorkspace(delivery.workspaceId);
    const plan = subscription?.effectivePlan(this.clock.now()) ?? 'free';
    if (!hasFeature(plan, 'webhooks')) {
      delivery.abandon(`not sent: the workspace's ${plan} plan does not include webhooks`, this.clock.now());
      await this.deliveries.save(delivery);
      return;
    }
    const headers = webhookHeaders({
      secret: endpoint.secret,
      body: delivery.body,
      eventId: delivery.eventId,
      deliveryId: delivery.id,
      now: this.clock.now(),
    });
    const outcome = await this.sender.post(endpoint.url, headers, delivery.body);
    const next = delivery.recordAttempt(outcome, this.clock.now(), this.settings);
    await this.deliveries.save(delivery);
    if (next === 'retry') {
      await this.queue.enqueue<WebhookDeliveryJob>(WEBHOOK_DELIVERY_JOB, [
        { payload: { deliveryId }, startAfter: delivery.nextAttemptAt! },
      ]);
    }
  }

  async giveUp({ deliveryId }: WebhookDeliveryJob, reason: string): Promise<void> {
    const delivery = await this.deliveries.findById(deliveryId);
    if (!delivery) return;
    delivery.abandon(reason, this.clock.now());
    await this.deliveries.save(delivery);
  }
}
