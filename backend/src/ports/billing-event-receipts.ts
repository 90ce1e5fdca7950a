/**
 * The provider events already applied. A receipt is added in the same transaction as the event's effect, so an
 * event delivered twice takes effect once.
 */
export interface BillingEventReceipts {
  has(eventId: string): Promise<boolean>;
  add(receipt: { eventId: string; type: string; receivedAt: Date }): void;
}
