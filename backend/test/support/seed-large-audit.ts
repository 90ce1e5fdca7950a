import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * A finished audit of `pages` pages, inserted behind the service's back as an audit stored before findings were
 * capped would be: every fifth page clean, the others with `findingsPerPage` findings, alternately an error
 * (mismatch) and a warning (duplicate). Answers its id.
 */
export async function seedLargeAudit(url: string, clientSiteId: string, pages: number, findingsPerPage: number): Promise<string> {
  const id = randomUUID();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    `insert into audits (id, workspace_id, client_site_id, created_by, plan, status, deep, max_pages, discovery, score, coverage, created_at, finished_at)
     select $1, s.workspace_id, s.id, w.owner_user_id, 'agency', 'completed', false, $3, 'sitemap', 41, 100, now(), now()
     from client_sites s join workspaces w on w.id = s.workspace_id where s.id = $2`,
    [id, clientSiteId, pages],
  );
  await client.query(
    `insert into audit_pages (id, audit_id, position, url, status, attempts, score, page_kind, markup, findings, finished_at)
     select gen_random_uuid(), $1, p, 'https://shop.example/products/' || p, 'done', 1, 40, 'Product',
       '[{"source":"json-ld","schemaType":"Product","isValid":false}]'::jsonb,
       (select coalesce(jsonb_agg(jsonb_build_object('type', case when f % 2 = 0 then 'mismatch' else 'duplicate' end,
          'severity', case when f % 2 = 0 then 'error' else 'warning' end, 'schemaType', 'Product', 'source', 'json-ld',
          'message', 'The Product price ' || f || '.00 is not the price shown on the page.',
          'fix', 'Make offers.price equal to the price visitors see (and update it whenever the page changes).')), '[]'::jsonb)
        from generate_series(1, case when p % 5 = 0 then 0 else $3::int end) as f), now()
     from generate_series(1, $2::int) as p`,
    [id, pages, findingsPerPage],
  );
  await client.end();
  return id;
}
