import type { EntityManager } from '@mikro-orm/postgresql';
import type { BillingEventReceipts } from '../../ports/billing-event-receipts.js';
import { BillingEventReceipt, BillingEventReceiptSchema } from './billing-event-receipt-schema.js';

export class MikroOrmBillingEventReceipts implements BillingEventReceipts {
  constructor(private readonly em: EntityManager) {}

  async has(eventId: string): Promise<boolean> {
    return (await this.em.count(BillingEventReceiptSchema, { eventId })) > 0;
  }

  add(receipt: { eventId: string; type: string; receivedAt: Date }): void {
    this.em.persist(Object.assign(new BillingEventReceipt(), receipt));
  }
}
