import { containsEdgeMarker, containsSdkSnippet } from '../../domain/client-site/sdk-snippet.js';
import { BadRequestError } from '../../domain/shared/domain-error.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import { PageFetchError, type PageFetcher } from '../../ports/page-fetcher.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import type { Actor } from '../shared/actor.js';
import type { ClientSiteSummary, SiteSummaries } from './site-summaries.js';
import { accessibleSite } from './site-access.js';

/** "Verify now": fetches the site's home page and looks for the snippet, or the edge's marker, carrying this Client ID. */
export class VerifySdk {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly summaries: SiteSummaries,
    private readonly pages: PageFetcher,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, clientId: string): Promise<ClientSiteSummary> {
    const site = await accessibleSite(this.sites, actor, clientId);
    const home = new URL('/', site.websiteUrl).toString();
    let html: string;
    try {
      const page = await this.pages.fetch(home);
      if (page.status < 200 || page.status >= 300) throw new PageFetchError(`${page.url} answered HTTP ${page.status}`);
      html = page.body;
    } catch (error) {
      if (error instanceof PageFetchError) throw new BadRequestError(`Could not load ${home}: ${error.message}`);
      throw error;
    }
    if (!containsSdkSnippet(html, site.id) && !containsEdgeMarker(html, site.id)) {
      throw new BadRequestError(
        `The SDK snippet was not found on ${home}: expected a <script src=".../sdk.js" data-client-id="${site.id}"> tag, or markup inserted by the Cloudflare Worker or Node middleware`,
      );
    }
    if (site.markSdkVerified(this.clock.now())) await this.unitOfWork.commit();
    return this.summaries.of(site);
  }
}
