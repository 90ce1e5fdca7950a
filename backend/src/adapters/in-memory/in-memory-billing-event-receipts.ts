import type { BillingEventReceipts } from '../../ports/billing-event-receipts.js';
import type { InMemoryUnitOfWork } from './in-memory-unit-of-work.js';

/** Receipts become visible on commit, with the effect they were recorded with. */
export class InMemoryBillingEventReceipts implements BillingEventReceipts {
  readonly received = new Map<string, string>();

  constructor(private readonly unitOfWork: InMemoryUnitOfWork) {}

  async has(eventId: string): Promise<boolean> {
    return this.received.has(eventId);
  }

  add(receipt: { eventId: string; type: string; receivedAt: Date }): void {
    this.unitOfWork.stage(() => this.received.set(receipt.eventId, receipt.type));
  }
}
