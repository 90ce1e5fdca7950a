import { expect } from 'chai';
import type { Service } from '../../src/composition/service.js';
import { forEachDatabase } from '../support/databases.js';
import { expectContract } from '../support/openapi-contract.js';
import { setPlanWithCli } from '../support/plan-cli.js';
import { readRfc4180 } from '../support/rfc4180.js';
import { articleJsonLd, createSite, signedInAgent, startTestService, uniqueEmail } from '../support/test-service.js';

type Agent = Awaited<ReturnType<typeof signedInAgent>>;
const PAGE = 'https://shop.example.com/p/';
const EXPORT = 'get';
const EXPORT_PATH = '/api/clients/{clientId}/schemas/export';
const IMPORT_PATH = '/api/clients/{clientId}/schemas/import';
const person = { '@context': 'https://schema.org', '@type': 'Person', name: 'Ann' };
/** JSON-LD whose text needs every CSV escape: quotes, commas, line breaks, and a formula start inside. */
const awkward = {
  '@context': 'https://schema.org',
  '@type': 'Article',
  headline: '=cmd|" /C calc"!A0, said "Ann"\r\nthen left',
  author: { '@type': 'Person', name: '@Ann' },
};

/** The CSV text as a download answers it (supertest leaves a text/csv body unparsed). */
const csvText = (agent: Agent, base: string) =>
  agent
    .get(`${base}/export`)
    .query({ format: 'csv' })
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    });

/** What the dashboard's CSV import sends for an export's rows: mapped columns, one apostrophe less, JSON-LD parsed. */
function importItemsOfCsv(text: string): Record<string, unknown>[] {
  const [header, ...rows] = readRfc4180(text.replace(/^\uFEFF/, ''));
  const column = (name: string) => header!.indexOf(name);
  const cell = (row: string[], name: string) => {
    const value = row[column(name)]!;
    return /^'+[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
  };
  return rows.map((row) => ({ name: cell(row, 'name'), pageUrl: cell(row, 'pageUrl'), jsonLd: JSON.parse(cell(row, 'jsonLd')) }));
}

forEachDatabase('HTTP: CSV export and import of valid items only', (database) => {
  let service: Service;
  before(async () => {
    service = await startTestService(database);
  });
  after(() => service.close());

  async function account(plan: 'free' | 'pro' = 'pro') {
    const email = uniqueEmail();
    const agent = await signedInAgent(service, email);
    if (plan !== 'free') await setPlanWithCli(database, email, plan);
    const site = await createSite(agent);
    return { agent, site, base: `/api/clients/${site.id}/schemas` };
  }
  const save = async (agent: Agent, base: string, name: string, pageUrl: string, jsonLd: object = articleJsonLd()) =>
    (await agent.post(base).send({ name, pageUrl, jsonLd }).expect(201)).body as { id: string; updatedAt: string };
  const library = async (agent: Agent, base: string) =>
    (await agent.get(base).query({ sort: 'pageUrl', limit: 100 }).expect(200)).body.items.map(
      (s: { name: string; pageUrl: string; status: string; jsonLd: unknown }) => ({
        name: s.name,
        pageUrl: s.pageUrl,
        status: s.status,
        jsonLd: s.jsonLd,
      }),
    );

  it('exports CSV as RFC 4180 with a header, formula starts turned into text, and the JSON-LD as compact JSON', async () => {
    const { agent, base, site } = await account();
    const formula = await save(agent, base, '=HYPERLINK("http://evil.test","Click")', `${PAGE}1`, awkward);
    await save(agent, base, '+1, "quoted" name', `${PAGE}2`);
    await agent.post(`${base}/${formula.id}/publish`).expect(200);
    const res = await csvText(agent, base).expect(200);
    expectContract(res, EXPORT, EXPORT_PATH);
    expect(res.headers['content-type']).to.equal('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).to.equal(`attachment; filename="schemas-${site.id}.csv"`);
    expect(res.headers['transfer-encoding']).to.equal('chunked');
    const text = res.body as string;
    expect(text.startsWith('\uFEFFname,pageUrl,schemaType,status,jsonLd,updatedAt\r\n')).to.equal(true);
    expect(text).to.include(`"'=HYPERLINK(""http://evil.test"",""Click"")"`);
    const [, first, second] = readRfc4180(text.slice(1));
    const updated = (await agent.get(`${base}/${formula.id}`).expect(200)).body.updatedAt;
    expect(first).to.deep.equal([
      `'=HYPERLINK("http://evil.test","Click")`,
      `${PAGE}1`,
      'Article',
      'published',
      JSON.stringify(awkward),
      updated,
    ]);
    expect(second!.slice(0, 4)).to.deep.equal([`'+1, "quoted" name`, `${PAGE}2`, 'Article', 'draft']);
    // No cell of the file starts a formula.
    for (const record of readRfc4180(text.slice(1))) for (const cell of record) expect(cell).not.to.match(/^[=+\-@\t\r]/);
  });

  it('a CSV export imports back on another site with the same names, URLs and JSON-LD, as drafts', async () => {
    const source = await account();
    await save(source.agent, source.base, '=SUM(A1:A2)', `${PAGE}1`, awkward);
    await save(source.agent, source.base, "'=already an apostrophe", `${PAGE}2`);
    await save(source.agent, source.base, '-5% off, today', `${PAGE}3`);
    const published = await save(source.agent, source.base, 'Plain', `${PAGE}4`);
    await source.agent.post(`${source.base}/${published.id}/publish`).expect(200);
    const items = importItemsOfCsv((await csvText(source.agent, source.base).expect(200)).body as string);

    const target = await account();
    const imported = await target.agent.post(`${target.base}/import`).send({ schemas: items }).expect(201);
    expectContract(imported, 'post', IMPORT_PATH);
    const before = await library(source.agent, source.base);
    const after = await library(target.agent, target.base);
    expect(after).to.deep.equal(before.map((s: { status: string }) => ({ ...s, status: 'draft' })));
    expect(before.map((s: { name: string }) => s.name)).to.deep.equal([
      '=SUM(A1:A2)',
      "'=already an apostrophe",
      '-5% off, today',
      'Plain',
    ]);
  });

  it('the JSON export carries each schema updatedAt; an unknown format answers 400', async () => {
    const { agent, base } = await account();
    const saved = await save(agent, base, 'Post', `${PAGE}1`);
    const json = await agent.get(`${base}/export`).query({ format: 'json' }).expect(200);
    expectContract(json, EXPORT, EXPORT_PATH);
    expect(json.body.schemas[0]).to.include({ name: 'Post', updatedAt: saved.updatedAt });
    const refused = await agent.get(`${base}/export`).query({ format: 'xlsx' }).expect(400);
    expectContract(refused, EXPORT, EXPORT_PATH);
    expect(refused.body.details).to.have.property('format');
  });

  it('validOnly creates the items that pass in one go and reports the others; the dry run answers the same with or without it', async () => {
    const { agent, base } = await account('free');
    await save(agent, base, 'Existing', `${PAGE}e`);
    const items = [
      { name: 'A', pageUrl: `${PAGE}a`, jsonLd: articleJsonLd(), status: 'published' },
      { name: 'Bad URL', pageUrl: 'shop.example.com/x', jsonLd: articleJsonLd() },
      { name: 'Person', pageUrl: `${PAGE}p`, jsonLd: person },
      { name: 'Not JSON', pageUrl: `${PAGE}n`, jsonLd: '{"@type": ' },
      ...['b', 'c', 'd', 'e'].map((n) => ({ name: n.toUpperCase(), pageUrl: `${PAGE}${n}`, jsonLd: articleJsonLd() })),
    ];
    const dry = await agent.post(`${base}/import`).send({ dryRun: true, schemas: items }).expect(200);
    const dryValidOnly = await agent.post(`${base}/import`).send({ dryRun: true, validOnly: true, schemas: items }).expect(200);
    expectContract(dryValidOnly, 'post', IMPORT_PATH);
    expect(dryValidOnly.body).to.deep.equal(dry.body);
    expect(dry.body).to.include({ dryRun: true, accepted: 4, rejected: 4 });
    // All or none stays the default: the same file is refused as a whole.
    await agent.post(`${base}/import`).send({ schemas: items }).expect(400);
    expect(await library(agent, base)).to.have.length(1);

    const done = await agent.post(`${base}/import`).send({ validOnly: true, schemas: items }).expect(201);
    expectContract(done, 'post', IMPORT_PATH);
    expect(done.body).to.include({ dryRun: false, accepted: 4, rejected: 4 });
    expect(
      done.body.items.map((i: { name: string; outcome: string; reasons: { code: string }[] }) => [
        i.name,
        i.outcome,
        i.reasons.map((r) => r.code),
      ]),
    ).to.deep.equal([
      ['A', 'created', []],
      ['Bad URL', 'reject', ['invalid_url']],
      ['Person', 'reject', ['type_not_allowed']],
      ['Not JSON', 'reject', ['invalid_json_ld']],
      ['B', 'created', []],
      ['C', 'created', []],
      ['D', 'created', []],
      ['E', 'reject', ['over_plan_limit']],
    ]);
    const names = (await library(agent, base)).map((s: { name: string; status: string }) => [s.name, s.status]);
    expect(names).to.deep.equal([
      ['A', 'draft'],
      ['B', 'draft'],
      ['C', 'draft'],
      ['D', 'draft'],
      ['Existing', 'draft'],
    ]);

    // Now full: every item is rejected, nothing changes, and the answer is a 200 report.
    const none = await agent
      .post(`${base}/import`)
      .send({ validOnly: true, schemas: items.slice(4) })
      .expect(200);
    expectContract(none, 'post', IMPORT_PATH);
    expect(none.body).to.include({ dryRun: false, accepted: 0, rejected: 4 });
    expect(await library(agent, base)).to.have.length(5);
  });

  it('refuses a validOnly that is not a boolean, changing nothing', async () => {
    const { agent, base } = await account();
    const refused = await agent
      .post(`${base}/import`)
      .send({ validOnly: 'sometimes', schemas: [{ name: 'A', pageUrl: `${PAGE}a`, jsonLd: articleJsonLd() }] })
      .expect(400);
    expectContract(refused, 'post', IMPORT_PATH);
    expect(refused.body.details).to.have.property('validOnly');
    expect(await library(agent, base)).to.have.length(0);
  });
});
