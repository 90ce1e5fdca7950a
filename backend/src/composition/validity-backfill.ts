import { RequestContext } from '@mikro-orm/postgresql';
import type { BackfillSchemaValidity } from '../application/schemas/backfill-schema-validity.js';
import type { Database } from '../adapters/postgres/database.js';
import type { Logger } from '../ports/logger.js';

const IDLE_MS = 60_000;
const FIRST_RUN_MS = 2_000;
/** Batches per round at most (50 rows each), so a row that never settles cannot keep it busy. */
const MAX_BATCHES = 1_000;
/** A pause between batches: an upgrade's backfill must not crowd delivery out of the database (PGlite runs one query at a time). */
const BATCH_PAUSE_MS = 200;

/**
 * Runs BackfillSchemaValidity in the background: batch after batch while rows lack a verdict (schemas saved before
 * verdicts were stored, or by paths that do not validate such as AI bulk runs), then once a minute. `stop` waits
 * for the batch in progress.
 */
export function startValidityBackfill(backfill: BackfillSchemaValidity, database: Database, logger: Logger): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const schedule = (ms: number) => {
    if (!stopped) timer = setTimeout(() => (running = round()), ms).unref();
  };
  const round = async () => {
    try {
      for (let batch = 0; batch < MAX_BATCHES && !stopped; batch++) {
        if ((await RequestContext.create(database.orm.em, () => backfill.execute())) === 0) break;
        await new Promise((resume) => setTimeout(resume, BATCH_PAUSE_MS).unref());
      }
      schedule(IDLE_MS);
    } catch (err) {
      logger.warn({ err }, 'schema validity backfill failed; retrying later');
      schedule(IDLE_MS);
    }
  };
  schedule(FIRST_RUN_MS);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
