// Runs PGlite and its Postgres wire-protocol server off the main thread: a long query must not block HTTP.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { parentPort, workerData } from 'node:worker_threads';
import { keepConnectionSequencesTogether } from './session-ownership-queue.js';

interface WorkerData {
  dataDir: string;
  socketPath: string;
  maxConnections: number;
}

const { dataDir, socketPath, maxConnections } = workerData as WorkerData;
const db = await PGlite.create(dataDir);
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections });
keepConnectionSequencesTogether(server);
await server.start();
parentPort!.postMessage({ type: 'ready' });

parentPort!.on('message', async (message: { type: string }) => {
  if (message.type !== 'stop') return;
  await server.stop();
  await db.close();
  parentPort!.postMessage({ type: 'stopped' });
});
