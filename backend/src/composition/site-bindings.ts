import type { Container } from 'inversify';
import { ConfigureDomainLock } from '../application/client-sites/configure-domain-lock.js';
import { CreateClientSite } from '../application/client-sites/create-client-site.js';
import { DeleteClientSite } from '../application/client-sites/delete-client-site.js';
import { GetClientSite } from '../application/client-sites/get-client-site.js';
import { ListClientSites } from '../application/client-sites/list-client-sites.js';
import { SiteSummaries } from '../application/client-sites/site-summaries.js';
import { UpdateClientSite } from '../application/client-sites/update-client-site.js';
import { VerifySdk } from '../application/client-sites/verify-sdk.js';
import { MikroOrmClientSiteRepository } from '../adapters/postgres/mikro-orm-client-site-repository.js';
import { SsrfSafePageFetcher } from '../adapters/page-fetch/ssrf-safe-page-fetcher.js';
import type { Config } from './config.js';
import { TOKENS as T } from './tokens.js';
import { provide, provideValue } from './wiring.js';

/** Client sites: their details, domain lock and SDK verification (which fetches the site's page). */
export function bindSites(c: Container, config: Config): void {
  provide(c, T.ClientSiteRepository, (get) => new MikroOrmClientSiteRepository(get(T.EntityManager)));
  provideValue(c, T.PageFetcher, new SsrfSafePageFetcher(config.pageFetch));

  provide(
    c,
    CreateClientSite,
    (get) => new CreateClientSite(get(T.ClientSiteRepository), get(T.UnitOfWork), get(T.IdGenerator), get(T.Clock)),
  );
  provide(c, SiteSummaries, (get) => new SiteSummaries(get(T.SchemaRepository), get(T.SearchConsoleStore)));
  provide(c, ListClientSites, (get) => new ListClientSites(get(T.ClientSiteRepository), get(SiteSummaries)));
  provide(c, GetClientSite, (get) => new GetClientSite(get(T.ClientSiteRepository), get(SiteSummaries)));
  provide(
    c,
    UpdateClientSite,
    (get) => new UpdateClientSite(get(T.ClientSiteRepository), get(SiteSummaries), get(T.UnitOfWork), get(T.Clock)),
  );
  provide(
    c,
    DeleteClientSite,
    (get) =>
      new DeleteClientSite(
        get(T.ClientSiteRepository),
        get(T.Trash),
        get(T.UnitOfWork),
        get(T.Clock),
        get(T.SchemaHistory),
        get(T.IdGenerator),
      ),
  );
  provide(
    c,
    ConfigureDomainLock,
    (get) => new ConfigureDomainLock(get(T.ClientSiteRepository), get(SiteSummaries), get(T.UnitOfWork), get(T.Clock)),
  );
  provide(
    c,
    VerifySdk,
    (get) => new VerifySdk(get(T.ClientSiteRepository), get(SiteSummaries), get(T.PageFetcher), get(T.UnitOfWork), get(T.Clock)),
  );
}
