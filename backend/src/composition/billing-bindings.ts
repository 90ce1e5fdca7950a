import type { Container } from 'inversify';
import { ApplyBillingEvent } from '../application/billing/apply-billing-event.js';
import { GetBilling } from '../application/billing/get-billing.js';
import { OpenBillingPortal } from '../application/billing/open-billing-portal.js';
import { StartCheckout } from '../application/billing/start-checkout.js';
import { MikroOrmBillingEventReceipts } from '../adapters/postgres/mikro-orm-billing-event-receipts.js';
import { StripeBillingGateway } from '../adapters/stripe/stripe-billing-gateway.js';
import type { BillingGateway } from '../ports/billing-gateway.js';
import type { Config } from './config.js';
import { TOKENS as T } from './tokens.js';
import { provide } from './wiring.js';

/** Billing on Stripe when a key is configured; without one the use cases answer "Billing is not configured". */
export function bindBilling(c: Container, config: Config): void {
  const gateway: BillingGateway | null = config.stripe ? new StripeBillingGateway(config.stripe) : null;
  provide(c, T.BillingEventReceipts, (get) => new MikroOrmBillingEventReceipts(get(T.EntityManager)));
  provide(c, GetBilling, (get) => new GetBilling(get(T.SubscriptionRepository), gateway, get(T.UnitOfWork), get(T.Clock)));
  provide(
    c,
    StartCheckout,
    (get) =>
      new StartCheckout(
        get(T.SubscriptionRepository),
        get(T.UserRepository),
        get(T.WorkspaceRepository),
        gateway,
        get(T.UnitOfWork),
        get(T.Clock),
      ),
  );
  provide(c, OpenBillingPortal, (get) => new OpenBillingPortal(get(T.SubscriptionRepository), gateway, get(T.Clock)));
  provide(
    c,
    ApplyBillingEvent,
    (get) =>
      new ApplyBillingEvent(
        get(T.SubscriptionRepository),
        get(T.BillingEventReceipts),
        gateway,
        get(T.UnitOfWork),
        get(T.Clock),
        get(T.Logger),
      ),
  );
}
