import type { Subscription } from '../domain/account/subscription.js';

export interface SubscriptionRepository {
  add(subscription: Subscription): void;
  findByWorkspace(workspaceId: string): Promise<Subscription | null>;
  /** The workspace's subscription by its payment-provider customer: the only way a billing event finds a workspace. */
  findByBillingCustomer(customerId: string): Promise<Subscription | null>;
}
