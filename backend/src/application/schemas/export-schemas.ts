import type { SchemaExportFile } from '@sdn/contracts';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import { accessibleSite } from '../client-sites/site-access.js';
import type { Actor } from '../shared/actor.js';

/** Schemas read per batch: a library of any size is exported holding this many at a time. */
export const EXPORT_BATCH_SIZE = 200;

type ExportedSchema = SchemaExportFile['schemas'][number];

/** The export file as a stream: its fields, then its `schemas` batch by batch, in page-URL order. */
export interface SchemaExport {
  head: Omit<SchemaExportFile, 'schemas'>;
  schemas: AsyncIterable<ExportedSchema[]>;
}

/**
 * Every schema of a site, batch by batch, for the JSON or CSV download; the import takes either back (on this site or
 * another). The HTTP edge picks the format.
 */
export class ExportSchemas {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly schemas: SchemaRepository,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, clientId: string): Promise<SchemaExport> {
    const site = await accessibleSite(this.sites, actor, clientId);
    return {
      head: {
        format: 'sdn-schemas',
        version: 1,
        exportedAt: this.clock.now().toISOString(),
        site: { clientId: site.id, name: site.name, websiteUrl: site.websiteUrl },
      },
      schemas: this.items(site.id),
    };
  }

  private async *items(clientSiteId: string): AsyncIterable<ExportedSchema[]> {
    for await (const batch of this.schemas.batchesInSite(clientSiteId, EXPORT_BATCH_SIZE)) {
      yield batch.map((s) => ({
        name: s.name,
        pageUrl: s.pageUrl,
        status: s.status,
        schemaType: s.schemaType,
        jsonLd: s.jsonLd as ExportedSchema['jsonLd'],
        updatedAt: s.updatedAt.toISOString(),
      }));
    }
  }
}
