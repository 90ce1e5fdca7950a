import type { Server } from 'node:http';
import type { Logger } from '../ports/logger.js';
import type { Service } from './service.js';

/**
 * Stops the service without dropping work: the server stops accepting connections and closes idle keep-alive
 * ones, in-flight requests finish (for at most `graceMs`, then their connections are closed), and the service
 * closes in order: background jobs, the worker pool, Redis, the database (see Lifecycle).
 */
export async function drainAndStop(server: Server, service: Pick<Service, 'close'>, graceMs: number, logger: Logger): Promise<void> {
  logger.info({ graceMs }, 'draining in-flight requests');
  const closed = new Promise<void>((done) => server.close(() => done()));
  server.closeIdleConnections();
  // Keep-alive connections that become idle after their last answer are closed too, so the server can finish.
  const idleSweep = setInterval(() => server.closeIdleConnections(), 50).unref();
  const force = setTimeout(() => {
    logger.warn({ graceMs }, 'requests still running after the grace period; closing their connections');
    server.closeAllConnections();
  }, graceMs).unref();
  await closed;
  clearInterval(idleSweep);
  clearTimeout(force);
  await service.close();
  logger.info({}, 'stopped');
}
