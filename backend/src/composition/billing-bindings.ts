import type { RequestHandler, Router } from 'express';
import type { Container } from 'inversify';
import { ApplyBillingEvent } from '../application/billing/apply-billing-event.js';
import { GetBilling } from '../application/billing/get-billing.js';
import { OpenBillingPortal } from '../application/billing/open-billing-portal.js';
import { StartCheckout } from '../application/billing/start-checkout.js';
import { createBillingRouter } from '../adapters/http/billing/billing-router.js';
import { billingWebhook } from '../adapters/http/billing/billing-webhook.js';
import { MikroOrmBillingEventReceipts } from '../adapters/postgres/mikro-orm-billing-event-receipts.js';
import { StripeBillingGateway } from '../adapters/stripe/stripe-billing-gateway.js';
import type { BillingEventReceipts } from '../ports/billing-event-receipts.js';
import type { BillingGateway } from '../ports/billing-gateway.js';
import type { Clock } from '../ports/clock.js';
import type { Logger } from '../ports/logger.js';
import type { SubscriptionRepository } from '../ports/subscription-repository.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';
import type { UserRepository } from '../ports/user-repository.js';
import type { WorkspaceRepository } from '../ports/workspace-repository.js';
import type { Config } from './config.js';
import { TOKENS as T } from './tokens.js';

/** Billing on Stripe when a key is configured; without one the use cases answer "Billing is not configured". */
export function bindBilling(c: Container, config: Config): void {
  const gateway: BillingGateway | null = config.stripe ? new StripeBillingGateway(config.stripe) : null;
  c.bind(T.BillingEventReceipts).toResolvedValue((em: never) => new MikroOrmBillingEventReceipts(em), [T.EntityManager]);
  c.bind(GetBilling).toResolvedValue(
    (subscriptions: SubscriptionRepository, unitOfWork: UnitOfWork, clock: Clock) => new GetBilling(subscriptions, gateway, unitOfWork, clock),
    [T.SubscriptionRepository, T.UnitOfWork, T.Clock],
  );
  c.bind(StartCheckout).toResolvedValue(
    (subscriptions: SubscriptionRepository, users: UserRepository, workspaces: WorkspaceRepository, unitOfWork: UnitOfWork, clock: Clock) =>
      new StartCheckout(subscriptions, users, workspaces, gateway, unitOfWork, clock),
    [T.SubscriptionRepository, T.UserRepository, T.WorkspaceRepository, T.UnitOfWork, T.Clock],
  );
  c.bind(OpenBillingPortal).toResolvedValue(
    (subscriptions: SubscriptionRepository, clock: Clock) => new OpenBillingPortal(subscriptions, gateway, clock),
    [T.SubscriptionRepository, T.Clock],
  );
  c.bind(ApplyBillingEvent).toResolvedValue(
    (subscriptions: SubscriptionRepository, receipts: BillingEventReceipts, unitOfWork: UnitOfWork, clock: Clock, logger: Logger) =>
      new ApplyBillingEvent(subscriptions, receipts, gateway, unitOfWork, clock, logger),
    [T.SubscriptionRepository, T.BillingEventReceipts, T.UnitOfWork, T.Clock, T.Logger],
  );
}

/** GET /api/billing, POST /api/billing/checkout and /portal (signed-in), and the Stripe webhook (signature only). */
export function billingRoutesFrom(c: Container, config: Config): { router: { path: string; router: Router }; webhook: { path: string; handlers: RequestHandler[] } } {
  return {
    router: {
      path: '/billing',
      router: createBillingRouter({
        getBilling: c.get(GetBilling),
        startCheckout: c.get(StartCheckout),
        openBillingPortal: c.get(OpenBillingPortal),
        publicBaseUrl: config.publicBaseUrl,
      }),
    },
    webhook: { path: '/api/billing/webhook', handlers: billingWebhook(c.get(ApplyBillingEvent)) },
  };
}
