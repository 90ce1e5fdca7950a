import type { PGlite } from '@electric-sql/pglite';
import { DELIVERY_CHANGE_CHANNEL } from '../postgres/delivery-change-channel.js';
import { NotificationSpotter } from './notification-spotter.js';

const QUERY = 0x51; // 'Q'
const PARSE = 0x50; // 'P'
// Statements that drop this session's LISTEN (DISCARD ALL includes UNLISTEN *).
const DROPS_LISTEN = /unlisten|discard/i;

/**
 * Watches the embedded database's one session on behalf of the delivery cache: every connection's answers pass
 * through it before they are passed on, so a delivery change (a notification on DELIVERY_CHANGE_CHANNEL) raises the
 * shared count before its writer can learn that its commit is done. The session's LISTEN belongs to every
 * connection at once; a client that drops it (UNLISTEN, DISCARD ALL) gets it back at once, and the count is raised
 * then too, because a change committed together with the UNLISTEN is not announced to this session.
 */
export class DeliveryChangeWatch {
  private readonly notifications = new NotificationSpotter();
  private listenDropped = false;

  constructor(private readonly changeCount: Int32Array) {}

  static async start(db: PGlite, changeCount: Int32Array): Promise<DeliveryChangeWatch> {
    await db.exec(`LISTEN ${DELIVERY_CHANGE_CHANNEL}`);
    return new DeliveryChangeWatch(changeCount);
  }

  /** Before a client message runs on the session. */
  begin(message: Uint8Array): void {
    this.notifications.reset();
    const type = message[0];
    if (
      (type === QUERY || type === PARSE) &&
      DROPS_LISTEN.test(Buffer.from(message.buffer, message.byteOffset, message.length).toString('latin1'))
    ) {
      this.listenDropped = true;
    }
  }

  /** Each chunk of the session's answer, before it is passed on to the client. */
  output(chunk: Uint8Array): void {
    if (this.notifications.spot(chunk)) this.raise();
  }

  /**
   * Called when no connection holds the session (no open transaction, no extended-protocol sequence under way):
   * listens again if a client may have dropped it.
   */
  async between(db: PGlite): Promise<void> {
    if (!this.listenDropped) return;
    // A failure leaves the flag set: the next exchange tries again.
    const listening = await db.exec(`LISTEN ${DELIVERY_CHANGE_CHANNEL}`).then(
      () => true,
      () => false,
    );
    if (!listening) return;
    this.listenDropped = false;
    this.raise();
  }

  private raise(): void {
    Atomics.add(this.changeCount, 0, 1);
  }
}
