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
import { InProcessJsonLdValidity } from '../../src/adapters/in-memory/in-process-json-ld-validity.js';
import { GenerateCatalogue } from '../../src/engine/generation/generate-catalogue.js';
import { JsonLdValidator } from '../../src/engine/validation/json-ld-validator.js';
import { schemaOrgVocabulary } from '../../src/engine/vocabulary/schema-org-vocabulary.js';
import { UpdateSchema } from '../../src/application/schemas/update-schema.js';
import type { Actor } from '../../src/application/shared/actor.js';
import { InvalidSchemaTransitionError } from '../../src/domain/schema/schema-errors.js';
import { LimitReachedError, NotFoundError, PlanRequiredError } from '../../src/domain/shared/domain-error.js';
import { inMemoryWorld } from '../support/in-memory-world.js';

const ALL = { limit: 100, offset: 0 };

const page = 'https://shop.example.com/p';
const jsonLd = { '@context': 'https://schema.org', '@type': 'Product', name: 'Mug' };

function setup() {
  const w = inMemoryWorld();
  const validator = new JsonLdValidator(schemaOrgVocabulary);
  const catalogue = new GenerateCatalogue(schemaOrgVocabulary);
  const checks = new SchemaSaveChecks(catalogue, new InProcessJsonLdValidity(validator));
  const owner: Actor = { userId: 'u1', workspaceId: 'w1', role: 'owner', plan: 'agency' };
  const stranger: Actor = { userId: 'u2', workspaceId: 'w2', role: 'owner', plan: 'agency' };
  return {
    w,
    owner,
    stranger,
    createSite: new CreateClientSite(w.sites, w.unitOfWork, w.ids, w.clock),
    listSites: new ListClientSites(w.sites, w.siteSummaries),
    deleteSite: new DeleteClientSite(w.sites, w.trash, w.unitOfWork, w.clock, w.history, w.ids),
    create: new CreateSchema(w.sites, w.schemas, w.unitOfWork, w.ids, w.clock, checks),
    list: new ListSchemas(w.sites, w.schemas),
    update: new UpdateSchema(w.sites, w.schemas, w.unitOfWork, w.clock, checks),
    remove: new DeleteSchema(w.sites, w.schemas, w.trash, w.unitOfWork, w.clock, w.history, w.ids),
    change: new ChangeSchemaStatus(w.sites, w.schemas, w.unitOfWork, w.clock, w.history, w.ids),
    deliver: new DeliverSchemas(w.catalog, w.clock),
  };
}

const rejected = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a rejection'),
    (error) => error,
  );

describe('Sites and schemas (use cases)', () => {
  it('creates a draft that delivery ignores until published, then pause and unpause move it in and out', async () => {
    const s = setup();
    const site = await s.createSite.execute(s.owner, { name: 'Shop', websiteUrl: 'https://shop.example.com' });
    const schema = await s.create.execute(s.owner, site.id, { name: 'Mug', pageUrl: page, jsonLd });
    const delivered = async () => {
      const outcome = await s.deliver.execute({ clientId: site.id, url: page, requesterHost: null });
      return outcome.allowed ? outcome.entry.schemas.map((item) => item.id) : null;
    };
    expect(await delivered()).to.deep.equal([]);
    await s.change.execute(s.owner, site.id, schema.id, 'publish');
    expect(await delivered()).to.deep.equal([schema.id]);
    await s.change.execute(s.owner, site.id, schema.id, 'pause');
    expect(await delivered()).to.deep.equal([]);
    await s.change.execute(s.owner, site.id, schema.id, 'unpause');
    expect(await delivered()).to.deep.equal([schema.id]);
    await s.remove.execute(s.owner, site.id, schema.id);
    expect(await delivered()).to.deep.equal([]);
  });

  it('records every publish, pause, unpause and delete with its time, and nothing for a refused move', async () => {
    const s = setup();
    const site = await s.createSite.execute(s.owner, { name: 'Shop', websiteUrl: 'https://shop.example.com' });
    const schema = await s.create.execute(s.owner, site.id, { name: 'Mug', pageUrl: page, jsonLd });
    const times: string[] = [];
    const step = async (work: () => Promise<unknown>) => {
      s.w.clock.current = new Date(s.w.clock.current.getTime() + 3_600_000);
      times.push(s.w.clock.current.toISOString());
      await work();
    };
    await step(() => s.change.execute(s.owner, site.id, schema.id, 'publish'));
    await step(() => s.change.execute(s.owner, site.id, schema.id, 'pause'));
    expect(await rejected(s.change.execute(s.owner, site.id, schema.id, 'pause'))).to.be.instanceOf(InvalidSchemaTransitionError);
    await step(() => s.change.execute(s.owner, site.id, schema.id, 'unpause'));
    await step(() => s.remove.execute(s.owner, site.id, schema.id));
    const events = await s.w.history.listBySite(site.id);
    expect(events.map((e) => [e.action, e.occurredAt.toISOString(), e.pageUrl, e.schemaId, e.userId])).to.deep.equal(
      ['publish', 'pause', 'unpause', 'delete'].map((action, i) => [action, times[i], page, schema.id, 'u1']),
    );
    expect(events.map((e) => e.isDelivering())).to.deep.equal([true, false, true, false]);
    expect(await s.w.history.listBySite(site.id, new Date(times[2]!))).to.have.length(2);
  });

  it('a forbidden transition fails and nothing is stored', async () => {
    const s = setup();
    const site = await s.createSite.execute(s.owner, { name: 'Shop', websiteUrl: 'https://shop.example.com' });
    const schema = await s.create.execute(s.owner, site.id, { name: 'Mug', pageUrl: page, jsonLd });
    expect(await rejected(s.change.execute(s.owner, site.id, schema.id, 'pause'))).to.be.instanceOf(InvalidSchemaTransitionError);
    expect((await s.list.execute(s.owner, site.id, {}, ALL)).items[0]!.status).to.equal('draft');
  });

  it("another workspace's site and schemas are not found", async () => {
    const s = setup();
    const site = await s.createSite.execute(s.owner, { name: 'Shop', websiteUrl: 'https://shop.example.com' });
    const schema = await s.create.execute(s.owner, site.id, { name: 'Mug', pageUrl: page, jsonLd });
    expect(await rejected(s.list.execute(s.stranger, site.id, {}, ALL))).to.be.instanceOf(NotFoundError);
    expect(await rejected(s.update.execute(s.stranger, site.id, schema.id, { name: 'x' }))).to.be.instanceOf(NotFoundError);
    expect(await rejected(s.change.execute(s.stranger, site.id, schema.id, 'publish'))).to.be.instanceOf(NotFoundError);
    expect((await s.listSites.execute(s.stranger, ALL)).items).to.be.empty;
  });

  it('filters by status and exact page URL, and counts schemas per site', async () => {
    const s = setup();
    const site = await s.createSite.execute(s.owner, { name: 'Shop', websiteUrl: 'https://shop.example.com' });
    const first = await s.create.execute(s.owner, site.id, { name: 'A', pageUrl: page, jsonLd });
    await s.create.execute(s.owner, site.id, { name: 'B', pageUrl: `${page}/`, jsonLd });
    await s.change.execute(s.owner, site.id, first.id, 'publish');
    expect((await s.list.execute(s.owner, site.id, { status: 'published' }, ALL)).items.map((x) => x.name)).to.deep.equal(['A']);
    expect((await s.list.execute(s.owner, site.id, { pageUrl: `${page}/` }, ALL)).items.map((x) => x.name)).to.deep.equal(['B']);
    expect((await s.listSites.execute(s.owner, ALL)).items[0]!.schemas.total).to.equal(2);
  });

  it('the Free plan stops at 5 saved schemas (drafts count) and one site', async () => {
    const s = setup();
    const free: Actor = { ...s.owner, plan: 'free' };
    const site = await s.createSite.execute(free, { name: 'Shop', websiteUrl: 'https://shop.example.com' });
    for (let i = 0; i < 5; i++) await s.create.execute(free, site.id, { name: `S${i}`, pageUrl: page, jsonLd });
    const error = await rejected(s.create.execute(free, site.id, { name: 'S6', pageUrl: page, jsonLd }));
    expect(error).to.be.instanceOf(LimitReachedError).and.have.nested.property('details.limit', 'savedSchemas');
    // More than one site is a client portfolio: an Agency feature, not a bigger number.
    expect(await rejected(s.createSite.execute(free, { name: 'Two', websiteUrl: 'https://two.example' }))).to.be.instanceOf(
      PlanRequiredError,
    );
    expect(await s.list.execute(free, site.id, {}, ALL)).to.have.property('total', 5);
  });

  it('deleting a site moves it and its schemas to the trash and stops delivery', async () => {
    const s = setup();
    const site = await s.createSite.execute(s.owner, { name: 'Shop', websiteUrl: 'https://shop.example.com' });
    const schema = await s.create.execute(s.owner, site.id, { name: 'Mug', pageUrl: page, jsonLd });
    await s.change.execute(s.owner, site.id, schema.id, 'publish');
    await s.deleteSite.execute(s.owner, site.id);
    expect(s.w.tables.schemas.all()).to.be.empty;
    const outcome = await s.deliver.execute({ clientId: site.id, url: page, requesterHost: null });
    expect(outcome.allowed && outcome.entry.schemas).to.deep.equal([]);
  });

  it('delivery with a domain lock refuses other hosts', async () => {
    const s = setup();
    const site = await s.createSite.execute(s.owner, { name: 'Shop', websiteUrl: 'https://shop.example.com' });
    site.configureDomainLock({ enabled: true, allowedHosts: [] }, s.w.clock.now());
    expect((await s.deliver.execute({ clientId: site.id, url: page, requesterHost: 'evil.example' })).allowed).to.equal(false);
    expect((await s.deliver.execute({ clientId: site.id, url: 'https://evil.example/p', requesterHost: null })).allowed).to.equal(false);
    expect((await s.deliver.execute({ clientId: site.id, url: page, requesterHost: 'shop.example.com' })).allowed).to.equal(true);
  });
});
