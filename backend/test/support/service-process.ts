// The whole service in a child process, so a spec can kill it with SIGKILL like a crashed instance. Prints
// "listening <port>" once it serves. Configuration comes from the environment, as in production.
import 'reflect-metadata';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/composition/config.js';
import { startService } from '../../src/composition/service.js';
import { silentLogger } from './loggers.js';

const service = await startService(loadConfig(), silentLogger);
const server = createServer(service.app).listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
});
