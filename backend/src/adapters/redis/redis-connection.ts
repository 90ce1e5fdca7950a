import { createClient } from 'redis';
import type { Logger } from '../../ports/logger.js';

/** The client as this module creates it (default modules, RESP3). */
function newClient(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000) },
  });
}

export type RedisConnection = ReturnType<typeof newClient>;

const WARN_EVERY_MS = 30_000;

/**
 * One Redis client for the process. Commands fail at once while Redis is unreachable (no offline queue), so callers
 * fall back instead of waiting; the client reconnects in the background. Problems are logged, at most every 30 s.
 */
export function openRedis(url: string, logger: Logger): RedisConnection {
  const client = newClient(url);
  let lastWarning = 0;
  client.on('error', (err: unknown) => {
    if (Date.now() - lastWarning < WARN_EVERY_MS) return;
    lastWarning = Date.now();
    logger.warn({ err }, 'Redis unreachable: rate limits count per instance until it is back');
  });
  client.on('ready', () => {
    if (lastWarning) logger.info({}, 'Redis reachable again: rate limits are shared');
    lastWarning = 0;
  });
  // Not awaited: the service starts (and limits per instance) even when Redis is down.
  client.connect().catch(() => undefined);
  return client;
}

/** Closes the connection; gives up quietly when Redis is already gone. */
export async function closeRedis(client: RedisConnection): Promise<void> {
  try {
    if (client.isReady) await client.close();
    else if (client.isOpen) client.destroy(); // still reconnecting: nothing to flush
  } catch {
    client.destroy();
  }
}
