/**
 * What delivery serves, as columns: the catalog's query reads these (plus ids and creation times, which never
 * change), and the delivery triggers log a change only when one of them changes. The two must agree: a column read
 * by the catalog but not compared by the triggers would be served stale after an edit; one compared but not read
 * evicts pages for nothing (a finished audit writing its score to client_sites evicted the site's whole cache).
 * `test/adapters/postgres/delivered-columns.spec.ts` fails when the installed triggers, the catalog's query and this
 * list diverge; a change here needs a migration that rewrites the triggers (see the latest `*_delivered_columns`).
 */
export const DELIVERED_SCHEMA_COLUMNS = [
  'client_site_id',
  'page_url',
  'status',
  'name',
  'schema_type',
  'json_ld',
  'published_at',
  // A row in the trash is not delivered: moving it in or out is a change of what a page serves.
  'deleted_at',
] as const;

export const DELIVERED_SITE_COLUMNS = ['website_url', 'domain_lock_enabled', 'allowed_hosts', 'sdk_status', 'deleted_at'] as const;

/** Columns the catalog reads that no update changes. */
export const IMMUTABLE_COLUMNS = ['id', 'created_at'] as const;

/** The trigger's test for "nothing delivered changed" (`json` has no equality: compared as text). */
export function unchangedCondition(columns: readonly string[]): string {
  return columns
    .map((column) =>
      column === 'json_ld'
        ? `NEW."${column}"::text is not distinct from OLD."${column}"::text`
        : `NEW."${column}" is not distinct from OLD."${column}"`,
    )
    .join(' and ');
}
