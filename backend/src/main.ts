import 'reflect-metadata';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { ConfigError, loadConfig } from './composition/config.js';
import { startService } from './composition/service.js';
import { createPinoLogger } from './adapters/pino/pino-logger.js';
import { drainAndStop } from './composition/graceful-shutdown.js';
import { DataFolderInUseError } from './adapters/embedded-postgres/data-folder-lock.js';
import { startupBanner } from './startup-banner.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createPinoLogger(config.logLevel);
  const service = await startService(config, logger);
  const server = createServer(service.app);
  server.keepAliveTimeout = 65_000;
  server.listen(config.port, config.host);
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  logger.info({ url }, 'service listening');
  // A person at a terminal gets a plain line to open; piped output stays pure JSON lines for log shippers.
  if (process.stderr.isTTY) process.stderr.write(`${startupBanner(url, config)}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    await drainAndStop(server, service, config.scaleOut.shutdownGraceMs, logger);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  // One clear line for configuration mistakes; the full error otherwise.
  if (error instanceof ConfigError || error instanceof DataFolderInUseError) console.error(error.message);
  else console.error('Failed to start:', error);
  process.exit(1);
});
