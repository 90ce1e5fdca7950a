import type { SchemaExportFile } from '@sdn/contracts';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import { accessibleSite } from '../client-sites/site-access.js';
import type { Actor } from '../shared/actor.js';
import { allSchemas } from '../shared/all-schemas.js';

/** Every schema of a site as one JSON file whose `schemas` the import takes back (on this site or another). */
export class ExportSchemas {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly schemas: SchemaRepository,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, clientId: string): Promise<SchemaExportFile> {
    const site = await accessibleSite(this.sites, actor, clientId);
    const schemas = await allSchemas(this.schemas, site.id, {});
    return {
      format: 'sdn-schemas',
      version: 1,
      exportedAt: this.clock.now().toISOString(),
      site: { clientId: site.id, name: site.name, websiteUrl: site.websiteUrl },
      schemas: schemas.map((s) => ({
        name: s.name,
        pageUrl: s.pageUrl,
        status: s.status,
        schemaType: s.schemaType,
        jsonLd: s.jsonLd as SchemaExportFile['schemas'][number]['jsonLd'],
      })),
    };
  }
}
