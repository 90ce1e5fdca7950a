import { EntitySchema } from '@mikro-orm/core';

/** One applied payment-provider event; its primary key is what makes a redelivered event a no-op. */
export class BillingEventReceipt {
  eventId!: string;
  type!: string;
  receivedAt!: Date;
}

export const BillingEventReceiptSchema = new EntitySchema({
  class: BillingEventReceipt,
  tableName: 'billing_event_receipts',
  properties: {
    eventId: { type: 'string', length: 255, primary: true },
    type: { type: 'string', length: 100 },
    receivedAt: { type: 'datetime', columnType: 'timestamptz' },
  },
});
