import { expect } from 'chai';
import { CreateClientSite } from '../../src/application/client-sites/create-client-site.js';
import { DeleteClientSite } from '../../src/application/client-sites/delete-client-site.js';
import { ListClientSites } from '../../src/application/client-sites/list-client-sites.js';
import { DeliverSchemas } from '../../src/application/delivery/deliver-schemas.js';
import { ChangeSchemaStatus } from '../../src/application/schemas/change-schema-status.js';
import { CreateSchema } from '../../src/application/schemas/create-schema.js';
import { DeleteSchema } from '../../src/application/schemas/delete-schema.js';
import { ListSchemas } from '../../src/application/schemas/list-schemas.js';
import { SchemaSaveChecks } from '../../src/application/schemas/schema-save-checks.js';
import type { Actor } from '../../src/application/shared/actor.js';
import { DeleteForever } from '../../src/application/trash/delete-forever.js';
import { ListTrash } from '../../src/application/trash/list-trash.js';
import { PurgeTrash } from '../../src/application/trash/purge-trash.js';
import { RestoreFromTrash } from '../../src/application/trash/restore-from-trash.js';
import { InProcessJsonLdValidity } from '../../src/adapters/in-memory/in-process-json-ld-validity.js';
import { ConflictError, ForbiddenError, LimitReachedError, NotFoundError } from '../../src/domain/shared/domain-error.js';
import { GenerateCatalogue } from '../../src/engine/generation/generate-catalogue.js';
import { JsonLdValidator } from '../../src/engine/validation/json-ld-validator.js';
import { schemaOrgVocabulary } from '../../src/engine/vocabulary/schema-org-vocabulary.js';
import { inMemoryWorld } from '../support/in-memory-world.js';

const ALL = { limit: 100, offset: 0 };
/** Room on a page for two of the specs' 64-byte schemas, not three. */
const SIZE_LIMITS = { schemaBytes: 10_000, pageBytes: 150 };
const DAY = 24 * 60 * 60 * 1000;
const page = 'https://shop.example.com/p';
const jsonLd = { '@context': 'https://schema.org', '@type': 'Product', name: 'Mug' };

function setup() {
  const w = inMemoryWorld();
  const checks = new SchemaSaveChecks(
    new GenerateCatalogue(schemaOrgVocabulary),
    new InProcessJsonLdValidity(new JsonLdValidator(schemaOrgVocabulary)),
  );
  const settings = { retentionDays: 30 };
  return {
    w,
    owner: { userId: 'u1', workspaceId: 'w1', role: 'owner', plan: 'agency' } as Actor,
    member: { userId: 'u3', workspaceId: 'w1', role: 'member', plan: 'agency' } as Actor,
    stranger: { userId: 'u2', workspaceId: 'w2', role: 'owner', plan: 'agency' } as Actor,
    createSite: new CreateClientSite(w.sites, w.unitOfWork, w.ids, w.clock),
    listSites: new ListClientSites(w.sites, w.siteSummaries),
    deleteSite: new DeleteClientSite(w.sites, w.trash, w.unitOfWork, w.clock, w.history, w.ids),
    create: new CreateSchema(w.sites, w.schemas, w.unitOfWork, w.ids, w.clock, checks),
    list: new ListSchemas(w.sites, w.schemas),
    remove: new DeleteSchema(w.sites, w.schemas, w.trash, w.unitOfWork, w.clock, w.history, w.ids),
    change: new ChangeSchemaStatus(w.sites, w.schemas, w.unitOfWork, w.clock, w.history, w.ids),
    deliver: new DeliverSchemas(w.catalog, w.clock),
    listTrash: new ListTrash(w.trash, settings),
    restore: new RestoreFromTrash(w.trash, w.sites, w.schemas, w.unitOfWork, w.clock, w.history, w.ids, SIZE_LIMITS),
    forever: new DeleteForever(w.trash, w.unitOfWork),
    purge: new PurgeTrash(w.trash, w.unitOfWork, w.clock, settings),
  };
}

type World = ReturnType<typeof setup>;

const rejected = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a rejection'),
    (error) => error,
  );

async function siteWithPublished(s: World, actor: Actor = s.owner, name = 'Shop') {
  const site = await s.createSite.execute(actor, { name, websiteUrl: 'https://shop.example.com' });
  const schema = await s.create.execute(actor, site.id, { name: 'Mug', pageUrl: page, jsonLd });
  await s.change.execute(actor, site.id, schema.id, 'publish');
  return { site, schema };
}

const delivered = async (s: World, clientId: string) => {
  const outcome = await s.deliver.execute({ clientId, url: page, requesterHost: null });
  return outcome.allowed ? outcome.entry.schemas.map((item) => item.id) : null;
};

describe('Trash (use cases)', () => {
  it('a deleted site leaves every list with its schemas and comes back with them, delivered again and recorded so', async () => {
    const s = setup();
    const { site, schema } = await siteWithPublished(s);
    await s.deleteSite.execute(s.member, site.id);
    expect((await s.listSites.execute(s.owner, ALL)).total).to.equal(0);
    expect(await rejected(s.list.execute(s.owner, site.id, {}, ALL))).to.be.instanceOf(NotFoundError);
    expect(await delivered(s, site.id)).to.deep.equal([]);

    const trash = await s.listTrash.execute(s.owner, ALL);
    expect(trash.items).to.have.length(1);
    expect(trash.items[0]).to.include({ kind: 'site', id: site.id, name: 'Shop', schemaCount: 1 });
    expect(trash.items[0]!.purgeAt.getTime() - trash.items[0]!.deletedAt.getTime()).to.equal(30 * DAY);
    expect(trash.items[0]!.deletedBy.userId).to.equal('u3');

    await s.restore.execute(s.member, 'site', site.id);
    expect((await s.listTrash.execute(s.owner, ALL)).total).to.equal(0);
    expect((await s.list.execute(s.owner, site.id, {}, ALL)).items.map((x) => [x.id, x.status])).to.deep.equal([[schema.id, 'published']]);
    expect(await delivered(s, site.id)).to.deep.equal([schema.id]);
    // The history (webhooks, the Search Console timeline) sees delivery stop with the site and resume with it.
    expect((await s.w.history.listBySite(site.id)).map((event) => event.action)).to.deep.equal(['publish', 'delete', 'publish']);
  });

  it('a schema trashed alone is listed newest first and restored as it was', async () => {
    const s = setup();
    const { site, schema } = await siteWithPublished(s);
    const draft = await s.create.execute(s.owner, site.id, { name: 'Draft', pageUrl: page, jsonLd });
    await s.remove.execute(s.owner, site.id, schema.id);
    s.w.clock.tick(1000);
    await s.remove.execute(s.owner, site.id, draft.id);
    expect(await delivered(s, site.id)).to.deep.equal([]);
    expect((await s.listTrash.execute(s.owner, ALL)).items.map((x) => x.id)).to.deep.equal([draft.id, schema.id]);
    await s.restore.execute(s.owner, 'schema', schema.id);
    expect(await delivered(s, site.id)).to.deep.equal([schema.id]);
    expect((await s.list.execute(s.owner, site.id, {}, ALL)).items.map((x) => x.name)).to.deep.equal(['Mug']);
  });

  it('a schema whose site is in the trash comes back only with its site', async () => {
    const s = setup();
    const { site, schema } = await siteWithPublished(s);
    const alone = await s.create.execute(s.owner, site.id, { name: 'Alone', pageUrl: page, jsonLd });
    await s.remove.execute(s.owner, site.id, alone.id);
    await s.deleteSite.execute(s.owner, site.id);
    expect(await rejected(s.restore.execute(s.owner, 'schema', alone.id)))
      .to.be.instanceOf(ConflictError)
      .and.have.property('message')
      .that.includes('restore the site first');
    expect(await rejected(s.restore.execute(s.owner, 'schema', schema.id))).to.be.instanceOf(ConflictError);
    await s.restore.execute(s.owner, 'site', site.id);
    // The site brings back what went with it; the schema trashed before it stays in the trash, now restorable.
    expect((await s.list.execute(s.owner, site.id, {}, ALL)).items.map((x) => x.id)).to.deep.equal([schema.id]);
    await s.restore.execute(s.owner, 'schema', alone.id);
    expect((await s.list.execute(s.owner, site.id, {}, ALL)).total).to.equal(2);
  });

  it('restoring counts the plan limits again', async () => {
    const s = setup();
    const free: Actor = { ...s.owner, plan: 'free' };
    const site = await s.createSite.execute(free, { name: 'Shop', websiteUrl: 'https://shop.example.com' });
    const first = await s.create.execute(free, site.id, { name: 'S0', pageUrl: page, jsonLd });
    await s.remove.execute(free, site.id, first.id);
    for (let i = 1; i <= 5; i++) await s.create.execute(free, site.id, { name: `S${i}`, pageUrl: page, jsonLd });
    expect(await rejected(s.restore.execute(free, 'schema', first.id)))
      .to.be.instanceOf(LimitReachedError)
      .and.have.nested.property('details.limit', 'savedSchemas');

    await s.deleteSite.execute(free, site.id);
    await s.createSite.execute(free, { name: 'Other', websiteUrl: 'https://other.example' });
    // A second live site is a client portfolio: the Free plan answers as it does on create.
    expect(await rejected(s.restore.execute(free, 'site', site.id))).to.have.property('code', 'plan_required');
    expect((await s.listTrash.execute(free, ALL)).total).to.equal(2);
  });

  it('a published schema restored alone must still fit its page, which others may have filled meanwhile', async () => {
    const s = setup();
    const { site, schema } = await siteWithPublished(s);
    await s.remove.execute(s.owner, site.id, schema.id);
    for (const name of ['B', 'C']) {
      const other = await s.create.execute(s.owner, site.id, { name, pageUrl: page, jsonLd });
      await s.change.execute(s.owner, site.id, other.id, 'publish');
    }
    expect(await rejected(s.restore.execute(s.owner, 'schema', schema.id))).to.have.property('code', 'delivery_too_large');
  });

  it("another workspace's trash is not found, and only the owner deletes for good", async () => {
    const s = setup();
    const { site } = await siteWithPublished(s);
    await s.deleteSite.execute(s.owner, site.id);
    expect((await s.listTrash.execute(s.stranger, ALL)).total).to.equal(0);
    expect(await rejected(s.restore.execute(s.stranger, 'site', site.id))).to.be.instanceOf(NotFoundError);
    expect(await rejected(s.forever.execute(s.stranger, 'site', site.id))).to.be.instanceOf(NotFoundError);
    expect(await rejected(s.forever.execute(s.member, 'site', site.id))).to.be.instanceOf(ForbiddenError);
    await s.forever.execute(s.owner, 'site', site.id);
    expect((await s.listTrash.execute(s.owner, ALL)).total).to.equal(0);
    expect(s.w.trash.trashedSchemas.all()).to.be.empty;
    expect(await rejected(s.restore.execute(s.owner, 'site', site.id))).to.be.instanceOf(NotFoundError);
  });

  it('the purge removes only items trashed longer ago than the retention', async () => {
    const s = setup();
    const old = await siteWithPublished(s, s.owner, 'Old');
    const recent = await siteWithPublished(s, s.owner, 'Recent');
    await s.deleteSite.execute(s.owner, old.site.id);
    s.w.clock.tick(10 * DAY);
    await s.remove.execute(s.owner, recent.site.id, recent.schema.id);
    s.w.clock.tick(20 * DAY + 1000);
    expect(await s.purge.execute()).to.equal(1);
    expect((await s.listTrash.execute(s.owner, ALL)).items.map((x) => x.id)).to.deep.equal([recent.schema.id]);
    s.w.clock.tick(10 * DAY);
    expect(await s.purge.execute()).to.equal(1);
    expect((await s.listTrash.execute(s.owner, ALL)).total).to.equal(0);
  });
});
