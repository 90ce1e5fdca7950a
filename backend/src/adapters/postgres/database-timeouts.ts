import type pg from 'pg';

export interface DatabaseTimeouts {
  /** A statement running longer is cancelled by the server (and abandoned by the client shortly after). */
  statementMs: number;
  /** Waiting longer for a connection (new, or a free one of the pool) fails. */
  connectMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { statementMs: 5000, connectMs: 5000 };

// The client gives up a little after the server would have cancelled: the embedded database queues statements in
// its single session before they start, where no server-side timeout runs.
const CLIENT_GRACE_MS = 1000;

/** pg pool settings for both pools (the ORM's and the raw one). */
export function poolTimeouts(timeouts: DatabaseTimeouts): pg.PoolConfig {
  return {
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + CLIENT_GRACE_MS,
    connectionTimeoutMillis: timeouts.connectMs,
  };
}
