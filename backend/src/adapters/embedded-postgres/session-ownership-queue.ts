import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { DeliveryChangeWatch } from './delivery-change-watch.js';

interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  resolve(bytes: number): void;
  reject(error: unknown): void;
  onData(data: Uint8Array): void;
}

interface QueryQueue {
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  db: PGlite;
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
}

const SYNC = 0x53; // 'S': ends an extended-protocol sequence (Parse, Bind, Describe, Execute, ...)
const QUERY = 0x51; // 'Q': a simple query is a whole sequence by itself
const TERMINATE = 0x58; // 'X'
const PROTOCOL_3 = 196608;

/** A message after which the connection no longer needs the session to itself (unless a transaction is open). */
function endsSequence(message: Uint8Array): boolean {
  const type = message[0];
  if (type === SYNC || type === QUERY || type === TERMINATE) return true;
  // Start-up packets carry no type byte: length, then the protocol version.
  return message.length >= 8 && new DataView(message.buffer, message.byteOffset).getInt32(4) === PROTOCOL_3;
}

/**
 * pglite-socket 0.2.17 serves every connection from PGlite's one session and queues protocol messages one by one.
 * It keeps a connection's transaction together, but not its extended-protocol sequence: another connection could
 * begin a transaction between this connection's Parse and Bind, and the simple COMMIT that ends it drops the unnamed
 * statement ("unnamed prepared statement does not exist", seen under concurrent team invitations). This queue gives
 * the session to one connection from its first message until its Sync, and for as long as its transaction is open.
 *
 * It also shows `watch` every message before it runs and every byte of its answer before the answer is passed on,
 * so the watch learns of a commit before the connection that made it does.
 */
export function keepConnectionSequencesTogether(server: PGLiteSocketServer, watch: DeliveryChangeWatch): void {
  const queue = (server as unknown as { queryQueue: QueryQueue }).queryQueue;
  let owner: number | null = null;

  queue.processQueue = async function processQueue(this: QueryQueue): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const index = owner === null ? 0 : this.queue.findIndex((item) => item.handlerId === owner);
        if (index === -1) break; // the owner's next message has not arrived yet
        const [item] = this.queue.splice(index, 1) as [QueuedMessage];
        let bytes = 0;
        watch.begin(item.message);
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data) => {
                bytes += data.length;
                watch.output(data);
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          owner = null;
          item.reject(error);
          continue;
        }
        const sessionFree = endsSequence(item.message) && !this.db.isInTransaction();
        // Only between sequences: the watch's own statement would drop a connection's unnamed prepared statement.
        if (sessionFree) await watch.between(this.db);
        owner = sessionFree ? null : item.handlerId;
        this.lastHandlerId = item.handlerId;
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };

  const clear = queue.clearQueueForHandler.bind(queue);
  queue.clearQueueForHandler = (handlerId: number) => {
    clear(handlerId);
    // A connection that went away mid-sequence must not hold the session (its open transaction, if any, is rolled
    // back by pglite-socket right after this).
    if (owner === handlerId) owner = null;
  };
}
