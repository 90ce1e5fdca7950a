import { expect } from 'chai';
import { InProcessJsonLdValidity } from '../../src/adapters/in-memory/in-process-json-ld-validity.js';
import { CreateClientSite } from '../../src/application/client-sites/create-client-site.js';
import { BackfillSchemaValidity } from '../../src/application/schemas/backfill-schema-validity.js';
import { BulkChangeSchemas } from '../../src/application/schemas/bulk-change-schemas.js';
import { CreateSchema } from '../../src/application/schemas/create-schema.js';
import { DuplicateSchema } from '../../src/application/schemas/duplicate-schema.js';
import { EXPORT_BATCH_SIZE, ExportSchemas } from '../../src/application/schemas/export-schemas.js';
import { ImportSchemas } from '../../src/application/schemas/import-schemas.js';
import { SchemaSaveChecks } from '../../src/application/schemas/schema-save-checks.js';
import type { Actor } from '../../src/application/shared/actor.js';
import type { JsonLdDocument } from '../../src/domain/schema/json-ld-document.js';
import { Schema } from '../../src/domain/schema/schema.js';
import { LimitReachedError, NotFoundError, PlanRequiredError } from '../../src/domain/shared/domain-error.js';
import { GenerateCatalogue } from '../../src/engine/generation/generate-catalogue.js';
import { JsonLdValidator } from '../../src/engine/validation/json-ld-validator.js';
import { schemaOrgVocabulary } from '../../src/engine/vocabulary/schema-org-vocabulary.js';
import { inMemoryWorld } from '../support/in-memory-world.js';

const article = { '@context': 'https://schema.org', '@type': 'Article', headline: 'Hello' };
const brokenProduct = { '@context': 'https://schema.org', '@type': 'Product', name: 'Lamp', offers: { '@type': 'Offer', price: 'abc' } };
const person = { '@context': 'https://schema.org', '@type': 'Person', name: 'Ann' };
const url = (n: number | string) => `https://shop.example.com/p/${n}`;

async function setup(plan: Actor['plan'] = 'pro') {
  const w = inMemoryWorld();
  const catalogue = new GenerateCatalogue(schemaOrgVocabulary);
  const validity = new InProcessJsonLdValidity(new JsonLdValidator(schemaOrgVocabulary));
  const checks = new SchemaSaveChecks(catalogue, validity);
  const actor: Actor = { userId: 'u1', workspaceId: 'w1', role: 'owner', plan };
  const site = await new CreateClientSite(w.sites, w.unitOfWork, w.ids, w.clock).execute(actor, {
    name: 'Shop',
    websiteUrl: 'https://shop.example.com',
  });
  const create = new CreateSchema(w.sites, w.schemas, w.unitOfWork, w.ids, w.clock, checks);
  return {
    w,
    actor,
    site,
    validity,
    save: (n: number | string, jsonLd: JsonLdDocument = article) =>
      create.execute(actor, site.id, { name: `Post ${n}`, pageUrl: url(n), jsonLd }),
    bulk: new BulkChangeSchemas(w.sites, w.schemas, w.unitOfWork, w.clock, w.history, w.ids, checks, w.trash),
    duplicate: new DuplicateSchema(w.sites, w.schemas, w.unitOfWork, w.ids, w.clock, checks),
    importer: new ImportSchemas(w.sites, w.schemas, w.unitOfWork, w.ids, w.clock, checks),
  };
}

const rejected = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a rejection'),
    (error) => error,
  );

describe('The schema library (use cases)', () => {
  it('exports batch by batch in page-URL order, reading each batch only when the stream gets there', async () => {
    const s = await setup();
    const count = EXPORT_BATCH_SIZE * 2 + 7;
    const padded = (n: number) => String(n).padStart(4, '0');
    for (let n = 0; n < count; n += 1) await s.save(padded(n));
    const file = await new ExportSchemas(s.w.sites, s.w.schemas, s.w.clock).execute(s.actor, s.site.id);
    expect(file.head).to.include({ format: 'sdn-schemas', version: 1 });
    const sizes: number[] = [];
    const names: string[] = [];
    for await (const batch of file.schemas) {
      if (sizes.length === 0) {
        // The last schema is renamed after the first batch went out: the export shows it as it is when it is read.
        const last = (await s.w.schemas.findInSite(
          s.site.id,
          (await s.w.schemas.pageBySite(s.site.id, { pageUrl: url(padded(count - 1)) }, { limit: 1, offset: 0 })).items[0]!.id,
        ))!;
        last.edit({ name: 'Renamed late' }, s.w.clock.now(), null);
      }
      sizes.push(batch.length);
      names.push(...batch.map((item) => item.name));
    }
    expect(sizes).to.deep.equal([EXPORT_BATCH_SIZE, EXPORT_BATCH_SIZE, 7]);
    expect(names.slice(0, 2)).to.deep.equal(['Post 0000', 'Post 0001']);
    expect(names.at(-1)).to.equal('Renamed late');
  });

  it('stores the verdict with each saved schema', async () => {
    const s = await setup();
    expect([(await s.save(1)).valid, (await s.save(2, brokenProduct)).valid]).to.deep.equal([true, false]);
  });

  it('bulk publish records one history entry per change; an id outside the site refuses the whole bulk', async () => {
    const s = await setup();
    const [a, b] = [await s.save(1), await s.save(2)];
    expect(await s.bulk.execute(s.actor, s.site.id, 'publish', [a.id, b.id])).to.deep.equal({ changed: [a.id, b.id], unchanged: [] });
    expect(s.w.tables.schemaEvents.all().map((e) => e.action)).to.deep.equal(['publish', 'publish']);
    const error = await rejected(s.bulk.execute(s.actor, s.site.id, 'delete', [a.id, '00000000-0000-4000-8000-000000000009']));
    expect(error).to.be.instanceOf(NotFoundError);
    expect(s.w.tables.schemas.all()).to.have.length(2);
    expect(s.w.tables.schemaEvents.all()).to.have.length(2);
  });

  it('duplicates on Free within the saved-schema limit, all or none', async () => {
    const s = await setup('free');
    const source = await s.save(0);
    const error = await rejected(s.duplicate.execute(s.actor, s.site.id, source.id, [url(1), url(2), url(3), url(4), url(5)]));
    expect(error).to.be.instanceOf(LimitReachedError);
    expect(s.w.tables.schemas.all()).to.have.length(1);
    const copies = await s.duplicate.execute(s.actor, s.site.id, source.id, [url(1), url(2), url(3), url(4)]);
    expect(copies.map((c) => [c.status, c.valid])).to.deep.equal(Array(4).fill(['draft', true]));
  });

  it('a dry run saves nothing; the import refuses a type outside Free and saves nothing either', async () => {
    const s = await setup('free');
    const items = [
      { name: 'A', pageUrl: url('a'), jsonLd: article },
      { name: 'B', pageUrl: url('b'), jsonLd: person },
    ];
    const preview = await s.importer.execute(s.actor, s.site.id, items, { dryRun: true, validOnly: false });
    expect(preview.items.map((i) => i.outcome)).to.deep.equal(['create', 'reject']);
    expect(s.w.tables.schemas.all()).to.have.length(0);
    expect(await rejected(s.importer.execute(s.actor, s.site.id, items, { dryRun: false, validOnly: false }))).to.be.instanceOf(
      PlanRequiredError,
    );
    expect(s.w.tables.schemas.all()).to.have.length(0);
    const done = await s.importer.execute(s.actor, s.site.id, items.slice(0, 1), { dryRun: false, validOnly: false });
    expect(done.items[0]).to.include({ outcome: 'created', schemaType: 'Article' });
    expect(s.w.tables.schemas.all().map((row) => [row.status, row.valid])).to.deep.equal([['draft', true]]);
    // Only the import that saved wrote a revision: its creation, by the importing user.
    expect(s.w.tables.schemaRevisions.all().map((r) => [r.schemaId, r.kind, r.authorId])).to.deep.equal([
      [done.items[0]!.schemaId, 'created', 'u1'],
    ]);
  });

  it('valid only: creates the items that pass as drafts in one go and reports the others with their reasons', async () => {
    const s = await setup('free');
    await s.save('existing');
    const items = [
      { name: 'A', pageUrl: url('a'), jsonLd: article, status: 'published' },
      { name: 'Bad URL', pageUrl: 'shop.example.com/b', jsonLd: article },
      { name: 'Person', pageUrl: url('p'), jsonLd: person },
      { name: 'C', pageUrl: url('c'), jsonLd: brokenProduct },
      { name: 'No JSON-LD', pageUrl: url('n'), jsonLd: 'not json' },
      ...['d', 'e', 'f', 'g'].map((n) => ({ name: n.toUpperCase(), pageUrl: url(n), jsonLd: article })),
    ];
    const options = { dryRun: false, validOnly: true };
    const dry = await s.importer.execute(s.actor, s.site.id, items, { ...options, dryRun: true });
    const done = await s.importer.execute(s.actor, s.site.id, items, options);
    const outcomes = (answer: typeof done) => answer.items.map((i) => [i.name, i.outcome, i.reasons.map((r) => r.code)]);
    // Free keeps 5 saved schemas: one exists, so of the six items that pass the last two (F, G) are over the limit.
    expect(outcomes(done)).to.deep.equal([
      ['A', 'created', []],
      ['Bad URL', 'reject', ['invalid_url']],
      ['Person', 'reject', ['type_not_allowed']],
      ['C', 'created', []],
      ['No JSON-LD', 'reject', ['invalid_json_ld']],
      ['D', 'created', []],
      ['E', 'created', []],
      ['F', 'reject', ['over_plan_limit']],
      ['G', 'reject', ['over_plan_limit']],
    ]);
    expect(done).to.include({ dryRun: false, accepted: 4, rejected: 5 });
    expect(outcomes(dry).map(([name, outcome]) => [name, outcome === 'create' ? 'created' : outcome])).to.deep.equal(
      outcomes(done).map(([name, outcome]) => [name, outcome]),
    );
    const saved = s.w.tables.schemas.all().filter((row) => row.name !== 'Post existing');
    expect(saved.map((row) => [row.name, row.status, row.valid])).to.deep.equal([
      ['A', 'draft', true],
      ['C', 'draft', false],
      ['D', 'draft', true],
      ['E', 'draft', true],
    ]);
  });

  it('valid only: when every item is rejected nothing changes, and the answer says why for each', async () => {
    const s = await setup('free');
    const items = [
      { name: '', pageUrl: url('a'), jsonLd: article },
      { name: 'Person', pageUrl: url('p'), jsonLd: person },
    ];
    const done = await s.importer.execute(s.actor, s.site.id, items, { dryRun: false, validOnly: true });
    expect(done).to.include({ dryRun: false, accepted: 0, rejected: 2 });
    expect(done.items.map((i) => [i.outcome, i.reasons.map((r) => r.code)])).to.deep.equal([
      ['reject', ['invalid_name']],
      ['reject', ['type_not_allowed']],
    ]);
    expect(s.w.tables.schemas.all()).to.have.length(0);
    expect(s.w.tables.schemaRevisions.all()).to.have.length(0);
  });

  it('the backfill gives rows without a verdict theirs, batch by batch, and never overwrites a newer save', async () => {
    const s = await setup();
    const rows = Array.from({ length: 60 }, (_, i) =>
      Schema.create({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        clientSiteId: s.site.id,
        name: `Old ${i}`,
        pageUrl: url(i),
        jsonLd: i % 2 ? brokenProduct : article,
        now: s.w.clock.now(),
        by: 'u1',
      }),
    );
    for (const row of rows) s.w.schemas.add(row);
    await s.w.unitOfWork.commit();
    const backfill = new BackfillSchemaValidity(s.w.schemas, s.validity);
    expect(await backfill.execute()).to.equal(50);
    // A save between the read and the write: the row's own verdict stands.
    const edited = rows[55]!;
    const read = await s.w.schemas.withoutValidity(50);
    edited.edit({ name: 'Edited' }, new Date(s.w.clock.now().getTime() + 1000), 'u1');
    await s.w.schemas.recordValidity(edited.id, read.find((r) => r.id === edited.id)!.updatedAt, false);
    expect(edited.valid).to.equal(null);
    expect(await backfill.execute()).to.equal(10);
    expect(await backfill.execute()).to.equal(0);
    expect(rows.map((row) => row.valid)).to.deep.equal(rows.map((_, i) => i % 2 === 0));
  });
});
