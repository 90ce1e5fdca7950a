import type pg from 'pg';
import type { SearchConsoleGrant } from '../../domain/search-console/search-console-connection.js';
import type { SearchConsoleGrantStore } from '../../ports/search-console-grant-store.js';

/** Google grants, one per Google account, on the raw pool (the connections point at them). */
export class PgSearchConsoleGrantStore implements SearchConsoleGrantStore {
  constructor(private readonly pool: pg.Pool) {}

  async findByAccount(googleAccount: string): Promise<SearchConsoleGrant | null> {
    const row = (
      await this.pool.query(
        'select id, google_account, refresh_token_sealed, created_at, updated_at from search_console_grants where google_account = $1',
        [googleAccount],
      )
    ).rows[0];
    return row
      ? {
          id: row.id,
          googleAccount: row.google_account,
          refreshTokenSealed: row.refresh_token_sealed,
          createdAt: row.created_at,
          updatedAt: row.updated_at,
        }
      : null;
  }

  async save(g: SearchConsoleGrant): Promise<void> {
    await this.pool.query(
      `insert into search_console_grants (id, google_account, refresh_token_sealed, created_at, updated_at) values ($1, $2, $3, $4, $5)
       on conflict (id) do update set google_account = excluded.google_account, refresh_token_sealed = excluded.refresh_token_sealed,
         updated_at = excluded.updated_at`,
      [g.id, g.googleAccount, g.refreshTokenSealed, g.createdAt, g.updatedAt],
    );
  }

  async removeIfUnused(grantId: string): Promise<boolean> {
    const result = await this.pool.query(
      `delete from search_console_grants g where g.id = $1
        and not exists (select 1 from search_console_connections c where c.grant_id = g.id)`,
      [grantId],
    );
    return (result.rowCount ?? 0) > 0;
  }
}
