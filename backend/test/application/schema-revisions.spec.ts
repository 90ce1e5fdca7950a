import { expect } from 'chai';
import { DeleteForever } from '../../src/application/trash/delete-forever.js';
import { InProcessJsonLdValidity } from '../../src/adapters/in-memory/in-process-json-ld-validity.js';
import { CreateClientSite } from '../../src/application/client-sites/create-client-site.js';
import { ChangeSchemaStatus } from '../../src/application/schemas/change-schema-status.js';
import { CreateSchema } from '../../src/application/schemas/create-schema.js';
import { DeleteSchema } from '../../src/application/schemas/delete-schema.js';
import { GetSchemaRevision } from '../../src/application/schemas/get-schema-revision.js';
import { ListSchemaRevisions } from '../../src/application/schemas/list-schema-revisions.js';
import { RestoreSchemaRevision } from '../../src/application/schemas/restore-schema-revision.js';
import { SchemaSaveChecks } from '../../src/application/schemas/schema-save-checks.js';
import { UpdateSchema } from '../../src/application/schemas/update-schema.js';
import type { Actor } from '../../src/application/shared/actor.js';
import { User } from '../../src/domain/account/user.js';
import { DeliverySizeError } from '../../src/domain/schema/delivery-size.js';
import { NotFoundError } from '../../src/domain/shared/domain-error.js';
import { GenerateCatalogue } from '../../src/engine/generation/generate-catalogue.js';
import { JsonLdValidator } from '../../src/engine/validation/json-ld-validator.js';
import { schemaOrgVocabulary } from '../../src/engine/vocabulary/schema-org-vocabulary.js';
import { inMemoryWorld } from '../support/in-memory-world.js';

const page = 'https://shop.example.com/p';
const product = (name: string) => ({ '@context': 'https://schema.org', '@type': 'Product', name });
const ALL = { limit: 100, offset: 0 };

async function setup() {
  const w = inMemoryWorld();
  const owner: Actor = { userId: 'u1', workspaceId: 'w1', role: 'owner', plan: 'agency' };
  const stranger: Actor = { userId: 'u2', workspaceId: 'w2', role: 'owner', plan: 'agency' };
  w.tables.users.add(Object.assign(new User(), { id: 'u1', email: 'owner@example.com' }));
  await w.unitOfWork.commit();
  const limits = { schemaBytes: 80, pageBytes: 1000 };
  const vocabulary = new GenerateCatalogue(schemaOrgVocabulary);
  const checks = new SchemaSaveChecks(vocabulary, new InProcessJsonLdValidity(new JsonLdValidator(schemaOrgVocabulary)), limits);
  const site = await new CreateClientSite(w.sites, w.unitOfWork, w.ids, w.clock).execute(owner, {
    name: 'Shop',
    websiteUrl: 'https://shop.example.com',
  });
  return {
    w,
    owner,
    stranger,
    site,
    create: new CreateSchema(w.sites, w.schemas, w.unitOfWork, w.ids, w.clock, checks),
    update: new UpdateSchema(w.sites, w.schemas, w.unitOfWork, w.clock, checks),
    change: new ChangeSchemaStatus(w.sites, w.schemas, w.unitOfWork, w.clock, w.history, w.ids, limits),
    remove: new DeleteSchema(w.sites, w.schemas, w.trash, w.unitOfWork, w.clock, w.history, w.ids),
    list: new ListSchemaRevisions(w.sites, w.schemas, w.revisions),
    get: new GetSchemaRevision(w.sites, w.schemas, w.revisions),
    restore: new RestoreSchemaRevision(w.sites, w.schemas, w.revisions, w.unitOfWork, w.clock, w.history, w.ids, limits),
  };
}

const rejected = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a rejection'),
    (error) => error,
  );

describe('Schema revisions (use cases)', () => {
  it('every writer records its revisions at commit, with the author, newest first', async () => {
    const s = await setup();
    const schema = await s.create.execute(s.owner, s.site.id, { name: 'Mug', pageUrl: page, jsonLd: product('Mug') });
    s.w.clock.tick(1000);
    await s.update.execute(s.owner, s.site.id, schema.id, { jsonLd: product('Cup') });
    await s.change.execute(s.owner, s.site.id, schema.id, 'publish');
    const { items, total } = await s.list.execute(s.owner, s.site.id, schema.id, ALL);
    expect(total).to.equal(3);
    expect(items.map((e) => [e.revision.number, e.revision.kind, e.authorEmail])).to.deep.equal([
      [3, 'published', 'owner@example.com'],
      [2, 'edited', 'owner@example.com'],
      [1, 'created', 'owner@example.com'],
    ]);
    expect(items[1]!.changes).to.deep.equal(['jsonLd']);
  });

  it('restores as a new revision and records the delivery change in the publish history', async () => {
    const s = await setup();
    const schema = await s.create.execute(s.owner, s.site.id, { name: 'Mug', pageUrl: page, jsonLd: product('Mug') });
    await s.change.execute(s.owner, s.site.id, schema.id, 'publish');
    await s.update.execute(s.owner, s.site.id, schema.id, { jsonLd: product('Broken') });
    const restored = await s.restore.execute(s.owner, s.site.id, { schemaId: schema.id, number: 1, publish: false });
    expect(restored.status).to.equal('paused');
    expect(restored.jsonLd).to.deep.equal(product('Mug'));
    const latest = await s.get.execute(s.owner, s.site.id, schema.id, 4);
    expect(latest.revision).to.include({ kind: 'restored', restoredFrom: 1, status: 'paused' });
    expect((await s.w.history.listBySite(s.site.id)).map((e) => e.action)).to.deep.equal(['publish', 'pause']);
  });

  it("refuses a revision larger than today's schema limit and changes nothing", async () => {
    const s = await setup();
    const schema = await s.create.execute(s.owner, s.site.id, { name: 'Mug', pageUrl: page, jsonLd: product('Mug') });
    // The revision was saved under an older, larger limit.
    s.w.tables.schemaRevisions.all()[0]!.jsonLd = product('M'.repeat(100));
    const error = await rejected(s.restore.execute(s.owner, s.site.id, { schemaId: schema.id, number: 1, publish: true }));
    expect(error).to.be.instanceOf(DeliverySizeError);
    expect((await s.list.execute(s.owner, s.site.id, schema.id, ALL)).total).to.equal(1);
  });

  it("answers NotFound for another workspace's schema and for a number the schema does not have; the trash keeps the history, deleting for good drops it", async () => {
    const s = await setup();
    const schema = await s.create.execute(s.owner, s.site.id, { name: 'Mug', pageUrl: page, jsonLd: product('Mug') });
    expect(await rejected(s.list.execute(s.stranger, s.site.id, schema.id, ALL))).to.be.instanceOf(NotFoundError);
    expect(await rejected(s.restore.execute(s.stranger, s.site.id, { schemaId: schema.id, number: 1, publish: true }))).to.be.instanceOf(
      NotFoundError,
    );
    expect(await rejected(s.get.execute(s.owner, s.site.id, schema.id, 2))).to.be.instanceOf(NotFoundError);
    await s.remove.execute(s.owner, s.site.id, schema.id);
    expect(await rejected(s.list.execute(s.owner, s.site.id, schema.id, ALL))).to.be.instanceOf(NotFoundError);
    expect(s.w.tables.schemaRevisions.all()).to.have.length(1);
    await new DeleteForever(s.w.trash, s.w.unitOfWork).execute(s.owner, 'schema', schema.id);
    expect(s.w.tables.schemaRevisions.all()).to.deep.equal([]);
  });
});
