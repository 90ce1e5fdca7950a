import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { RequestHandler } from 'express';
import type pg from 'pg';

export const SESSION_COOKIE = 'sdn.sid';

export interface SessionSettings {
  secret: string;
  /** 'auto': secure when the request came over HTTPS (behind a trusted proxy). */
  cookieSecure: boolean | 'auto';
  ttlHours: number;
}

export interface PgSessionMiddleware {
  middleware: RequestHandler;
  /** Stops the store's background pruning of expired sessions. */
  close(): void;
}

/** Cookie sessions kept in PostgreSQL (table http_sessions, created by a migration), rolling with each request. */
export function pgSessionMiddleware(pool: pg.Pool, settings: SessionSettings): PgSessionMiddleware {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({ pool, tableName: 'http_sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60 });
  const middleware = session({
    store,
    name: SESSION_COOKIE,
    secret: settings.secret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: settings.cookieSecure, maxAge: settings.ttlHours * 3_600_000, path: '/' },
  });
  return { middleware, close: () => store.close() };
}
