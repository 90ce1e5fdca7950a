import type { Subscription } from '../domain/account/subscription.js';

export interface SubscriptionRepository {
  add(subscription: Subscription): void;
  findByWorkspace(workspaceId: string): Promise<Subscription | null>;
}
