// Runs PGlite and its Postgres wire-protocol server off the main thread: a long query must not block HTTP.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { parentPort, workerData } from 'node:worker_threads';
import { DeliveryChangeWatch } from './delivery-change-watch.js';
import { keepConnectionSequencesTogether } from './session-ownership-queue.js';

interface WorkerData {
  dataDir: string;
  socketPath: string;
  maxConnections: number;
  /** One Int32 shared with the main thread, raised on every committed delivery change. */
  deliveryChanges: SharedArrayBuffer;
}

const { dataDir, socketPath, maxConnections, deliveryChanges } = workerData as WorkerData;
const db = await PGlite.create(dataDir);
// Every connection shares PGlite's one session, so its LISTEN hears the commits of all of them: the service's
// pools, an operator command, anything else on the socket.
const watch = await DeliveryChangeWatch.start(db, new Int32Array(deliveryChanges));
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections });
keepConnectionSequencesTogether(server, watch);
await server.start();
parentPort!.postMessage({ type: 'ready' });

parentPort!.on('message', async (message: { type: string }) => {
  if (message.type !== 'stop') return;
  await server.stop();
  await db.close();
  parentPort!.postMessage({ type: 'stopped' });
});
