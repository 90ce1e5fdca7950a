import pg from 'pg';

/**
 * Sites with published schemas, inserted in one transaction behind the service's back: `sites` sites, each with
 * `schemasPerSite` realistic Article-sized schemas over 10 pages (two per page). Answers every page's address.
 */
export async function seedPublishedSites(
  url: string,
  sites: number,
  schemasPerSite: number,
): Promise<{ clientId: string; pageUrl: string }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  await client.query(
    `insert into users (id, email, password_hash, created_at) values ('00000000-0000-4000-8000-000000000001', 'bench-${Date.now()}@example.com', 'x', now())`,
  );
  await client.query(
    `insert into workspaces (id, name, owner_user_id, created_at) values ('00000000-0000-4000-8000-000000000002', 'bench', '00000000-0000-4000-8000-000000000001', now())`,
  );
  await client.query(`insert into client_sites (id, workspace_id, name, website_url, sdk_status, domain_lock_enabled, allowed_hosts, created_at, updated_at)
    select gen_random_uuid(), '00000000-0000-4000-8000-000000000002', 'Site ' || i, 'https://site' || i || '.example', 'pending', false, '{}', now(), now()
    from generate_series(1, ${sites}) as i`);
  // Each site: 20 published schemas spread over 10 pages (two per page), realistic Article-sized documents.
  // With the validator's verdict, as schemas saved through the service have it: unchecked rows would start the
  // service's one-off validity backfill during the measurement.
  await client.query(`insert into schemas (id, client_site_id, name, schema_type, page_url, status, json_ld, created_at, updated_at, published_at, valid)
    select gen_random_uuid(), c.id, 'Schema ' || n, 'Article', c.website_url || '/page-' || (n % 10), 'published',
      json_build_object('@context', 'https://schema.org', '@type', 'Article', 'headline', 'Headline ' || n,
        'author', json_build_object('@type', 'Person', 'name', 'Author ' || n), 'datePublished', '2026-01-01',
        'image', c.website_url || '/img-' || n || '.jpg', 'description', repeat('Useful description. ', 10)),
      now(), now(), now(), true
    from client_sites c cross join generate_series(1, ${schemasPerSite}) as n`);
  await client.query('commit');
  const { rows } = await client.query<{ id: string; website_url: string }>('select id, website_url from client_sites');
  await client.end();
  return rows.flatMap((row) => Array.from({ length: 10 }, (_, page) => ({ clientId: row.id, pageUrl: `${row.website_url}/page-${page}` })));
}
