// Runs PGlite and its Postgres wire-protocol server off the main thread: a long query must not block HTTP.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { parentPort, workerData } from 'node:worker_threads';
import { DELIVERY_CHANGE_CHANNEL } from '../postgres/delivery-change-channel.js';
import { keepConnectionSequencesTogether } from './session-ownership-queue.js';

interface WorkerData {
  dataDir: string;
  socketPath: string;
  maxConnections: number;
  /** One Int32 shared with the main thread, raised on every committed delivery change. */
  deliveryChanges: SharedArrayBuffer;
}

const { dataDir, socketPath, maxConnections, deliveryChanges } = workerData as WorkerData;
const changeCount = new Int32Array(deliveryChanges);
const db = await PGlite.create(dataDir);
// Every connection shares this one session, so this LISTEN hears the commits of all of them: the service's pools,
// an operator command, anything else on the socket.
await db.exec(`LISTEN ${DELIVERY_CHANGE_CHANNEL}`);
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections });
keepConnectionSequencesTogether(server, () => Atomics.add(changeCount, 0, 1));
await server.start();
parentPort!.postMessage({ type: 'ready' });

parentPort!.on('message', async (message: { type: string }) => {
  if (message.type !== 'stop') return;
  await server.stop();
  await db.close();
  parentPort!.postMessage({ type: 'stopped' });
});
