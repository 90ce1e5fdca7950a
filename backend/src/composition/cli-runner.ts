import { RequestContext } from '@mikro-orm/postgresql';
import pg from 'pg';
import { SetPlan } from '../application/plans/set-plan.js';
import { DomainError } from '../domain/shared/domain-error.js';
import { PLAN_ORDER, isPlanName } from '../domain/plans/plan-catalogue.js';
import { EmbeddedPostgres } from '../adapters/embedded-postgres/embedded-postgres.js';
import { openMigratedDatabase, type MigratedDatabase } from './migrated-database.js';
import { createPinoLogger } from '../adapters/pino/pino-logger.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { buildContainer } from './container.js';
import { resolve } from './wiring.js';

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

const USAGE = `usage: npm run cli -- plan set <owner-email> <${PLAN_ORDER.join('|')}>`;

/** Operator commands. Answers the process exit code: 0 done, 1 refused or failed, 2 wrong usage. */
export async function runCli(args: readonly string[], env: NodeJS.ProcessEnv, output: CliOutput): Promise<number> {
  const [group, verb, email, plan] = args;
  if (group !== 'plan' || verb !== 'set' || !email || !isPlanName(plan) || args.length !== 4) {
    output.err(USAGE);
    return 2;
  }
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return fail(output, error.message);
    throw error;
  }
  const target = await openDatabase(config);
  try {
    const container = buildContainer(config, createPinoLogger('warn'), target.database);
    const change = await RequestContext.create(target.database.orm.em, () =>
      resolve(container, SetPlan).execute({ ownerEmail: email, plan }),
    );
    const what = change.from === change.to ? `already ${change.to} (no change)` : `${change.from} -> ${change.to}`;
    output.out(`plan of ${change.ownerEmail} (workspace ${change.workspaceId}): ${what}`);
    return 0;
  } catch (error) {
    if (error instanceof DomainError) return fail(output, error.message);
    throw error;
  } finally {
    await target.close();
  }
}

function fail(output: CliOutput, message: string): number {
  output.err(message);
  return 1;
}

/**
 * PostgreSQL when configured; otherwise the embedded database, reached through the running service's socket (PGlite
 * admits one process per data folder), or opened here when no service runs on that folder.
 */
async function openDatabase(config: Config): Promise<MigratedDatabase> {
  let url = config.databaseUrl ?? null;
  if (!url && EmbeddedPostgres.isRunning(config.dataDir)) {
    const socketUrl = EmbeddedPostgres.urlFor(config.dataDir);
    if (await reachable(socketUrl)) url = socketUrl;
  }
  return openMigratedDatabase({ url, dataDir: config.dataDir, maxEmbeddedConnections: 8, ormPoolSize: 2, rawPoolSize: 1 });
}

/** A socket file left behind by a killed service must not stop the command. */
async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
