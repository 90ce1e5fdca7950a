import { BadRequestError, NotFoundError } from '../../domain/shared/domain-error.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { ZipArchiver } from '../../ports/zip-archiver.js';
import { accessibleSite } from '../client-sites/site-access.js';
import { allSchemas } from '../shared/all-schemas.js';
import type { Actor } from '../shared/actor.js';
import { developerPackage, slug } from './developer-package.js';
import { requireFeature } from '../../domain/plans/plan-features.js';

export interface DeveloperPackageFile {
  fileName: string;
  content: Buffer;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function assertWhiteLabel(actor: Actor): void {
  requireFeature(actor.plan, 'whiteLabel');
}

/** "Send to Dev" for one schema, whatever its status: the ZIP of its `.jsonld`, its page snippet and the README. */
export class SendSchemaToDev {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly schemas: SchemaRepository,
    private readonly zip: ZipArchiver,
    private readonly sdkBaseUrl: string | null,
  ) {}

  async execute(actor: Actor, clientId: string, schemaId: string): Promise<DeveloperPackageFile> {
    assertWhiteLabel(actor);
    const site = await accessibleSite(this.sites, actor, clientId);
    const schema = UUID.test(schemaId) ? await this.schemas.findInSite(site.id, schemaId) : null;
    if (!schema) throw new NotFoundError('Schema not found');
    const content = await this.zip.zip(developerPackage(site, [schema], { sdkBaseUrl: this.sdkBaseUrl }));
    return { fileName: `${slug(site.name, 'site')}-${slug(schema.name, 'schema')}.zip`, content };
  }
}

/** "Send to Dev" for a whole site: every published schema (the markup live on the site), grouped by page. */
export class SendSiteToDev {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly schemas: SchemaRepository,
    private readonly zip: ZipArchiver,
    private readonly sdkBaseUrl: string | null,
  ) {}

  async execute(actor: Actor, clientId: string): Promise<DeveloperPackageFile> {
    assertWhiteLabel(actor);
    const site = await accessibleSite(this.sites, actor, clientId);
    const published = await allSchemas(this.schemas, site.id, { status: 'published' });
    if (published.length === 0) throw new BadRequestError('This site has no published schemas to send yet.');
    const ordered = [...published].sort((a, b) => a.pageUrl.localeCompare(b.pageUrl) || a.createdAt.getTime() - b.createdAt.getTime());
    const content = await this.zip.zip(developerPackage(site, ordered, { sdkBaseUrl: this.sdkBaseUrl }));
    return { fileName: `${slug(site.name, 'site')}-structured-data.zip`, content };
  }
}
