import { expect } from 'chai';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import request, { type Response } from 'supertest';
import type { Service } from '../../src/composition/service.js';
import { forEachDatabase } from '../support/databases.js';
import { expectErrorShape } from '../support/error-shape.js';
import { setPlanWithCli } from '../support/plan-cli.js';
import { createSchema, createSite, signedInAgent, startTestService, uniqueEmail } from '../support/test-service.js';

type Agent = ReturnType<typeof request.agent>;
interface World {
  service: Service;
  agent: Agent;
  siteId: string;
  schemaId: string;
  /** An Agency account with a site of its own: bulk runs and the AI endpoints check input after the plan. */
  agency: Agent;
  agencySiteId: string;
}

interface BadInput {
  name: string;
  send: (world: World) => Promise<Response>;
  status: number;
  /** A field the `details` must name (Validation failed answers). */
  field?: string;
  /** Part of the `error` message. */
  error?: string;
}

const JSON_TYPE = { 'Content-Type': 'application/json' };
const schemasOf = (w: World) => `/api/clients/${w.siteId}/schemas`;
const raw = (w: World, method: 'post' | 'patch', path: string, body: Buffer | string, headers: Record<string, string> = JSON_TYPE) => {
  let pending = w.agent[method](path);
  for (const [name, value] of Object.entries(headers)) pending = pending.set(name, value);
  return pending.send(body);
};
const deepArray = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;
const schemaBody = (jsonLd: string, extra = '') => `{"name":"x","pageUrl":"https://shop.example.com/bad"${extra},"jsonLd":${jsonLd}}`;
const ARTICLE = '{"@context":"https://schema.org","@type":"Article","headline":"x"}';
const NOT_COMPRESSED = Buffer.from('{"jsonString":"{}"} is not compressed');
/** A page URL that would close an HTML comment and open a script if it were ever written into markup as is. */
const HOSTILE_PAGE_URL = 'https://shop.example.com/--><script>alert(1)</script><!--';
const HOSTILE_PAGE_URLS = [
  HOSTILE_PAGE_URL,
  'https://shop.example.com/a"b',
  'https://shop.example.com/a b',
  'https://shop.example.com/\u0007',
];
const PROTOTYPE_KEYS = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'isPrototypeOf'];

// Each of these answered 500 before (outside security test, issue 10), or is of the same family.
const CASES: BadInput[] = [
  ...(['gzip', 'deflate', 'br'] as const).flatMap((encoding): BadInput[] => [
    {
      name: `a corrupt ${encoding} body on create`,
      send: (w) => raw(w, 'post', schemasOf(w), NOT_COMPRESSED, { ...JSON_TYPE, 'Content-Encoding': encoding }),
      status: 400,
      field: 'body',
    },
    {
      name: `a corrupt ${encoding} body on validate`,
      send: (w) => raw(w, 'post', '/api/validate', NOT_COMPRESSED, { ...JSON_TYPE, 'Content-Encoding': encoding }),
      status: 400,
      field: 'jsonString',
    },
  ]),
  {
    name: 'a truncated gzip body',
    send: (w) =>
      raw(w, 'post', '/api/validate', gzipSync('{"jsonString":"{}"}').subarray(0, 12), { ...JSON_TYPE, 'Content-Encoding': 'gzip' }),
    status: 400,
    field: 'jsonString',
  },
  {
    name: 'a gzip body whose JSON is broken',
    send: (w) => raw(w, 'post', '/api/clients', gzipSync('{"name":'), { ...JSON_TYPE, 'Content-Encoding': 'gzip' }),
    status: 400,
    field: 'body',
  },
  {
    name: 'a deflate body in a br header',
    send: (w) => raw(w, 'post', '/api/auth/login', deflateSync('{}'), { ...JSON_TYPE, 'Content-Encoding': 'br' }),
    status: 400,
    field: 'body',
  },
  {
    name: 'a br body in a gzip header',
    send: (w) => raw(w, 'post', '/api/generate', brotliCompressSync('{}'), { ...JSON_TYPE, 'Content-Encoding': 'gzip' }),
    status: 400,
    field: 'body',
  },
  {
    name: 'arrays 5,000 deep inside @context (validate)',
    send: (w) => w.agent.post('/api/validate').send({ jsonString: `{"@context":${deepArray(5000)},"@type":"Thing"}` }),
    status: 200,
  },
  {
    name: 'arrays 5,000 deep inside @context (create)',
    send: (w) => raw(w, 'post', schemasOf(w), schemaBody(`{"@context":${deepArray(5000)},"@type":"Thing"}`)),
    status: 400,
    field: 'jsonLd',
  },
  {
    name: 'nested @context arrays (validate)',
    send: (w) => w.agent.post('/api/validate').send({ jsonString: `{"@context":[["https://schema.org"]],"@type":"Thing"}` }),
    status: 200,
  },
  { name: 'a body 20,000 arrays deep', send: (w) => raw(w, 'post', schemasOf(w), deepArray(20000)), status: 400, field: 'body' },
  {
    name: 'a @type longer than its column (create)',
    send: (w) => raw(w, 'post', schemasOf(w), schemaBody(`{"@context":"https://schema.org","@type":"${'X'.repeat(201)}"}`)),
    status: 400,
    field: 'jsonLd',
    error: 'Validation failed',
  },
  {
    name: 'a @type longer than its column (edit)',
    send: (w) =>
      w.agent.patch(`${schemasOf(w)}/${w.schemaId}`).send({ jsonLd: { '@context': 'https://schema.org', '@type': ['X'.repeat(300)] } }),
    status: 400,
    field: 'jsonLd',
  },
  {
    name: 'a @graph node whose @type is too long',
    send: (w) =>
      w.agent
        .patch(`${schemasOf(w)}/${w.schemaId}`)
        .send({ jsonLd: { '@context': 'https://schema.org', '@graph': [{ '@type': 'X'.repeat(300) }] } }),
    status: 400,
    field: 'jsonLd',
  },
  {
    name: 'NUL in a schema name',
    send: (w) => raw(w, 'post', schemasOf(w), `{"name":"a\\u0000","pageUrl":"https://shop.example.com/n","jsonLd":${ARTICLE}}`),
    status: 400,
    field: 'name',
  },
  {
    name: 'NUL in a page URL',
    send: (w) => w.agent.patch(`${schemasOf(w)}/${w.schemaId}`).send({ pageUrl: 'https://shop.example.com/\u0000' }),
    status: 400,
    field: 'pageUrl',
  },
  {
    name: 'NUL in @type',
    send: (w) => raw(w, 'post', schemasOf(w), schemaBody('{"@context":"https://schema.org","@type":"Thi\\u0000ng"}')),
    status: 400,
    field: 'jsonLd.@type',
  },
  {
    name: 'NUL in a JSON-LD value',
    send: (w) => raw(w, 'post', schemasOf(w), schemaBody('{"@context":"https://schema.org","@type":"Thing","name":"\\u0000"}')),
    status: 400,
    field: 'jsonLd.name',
  },
  {
    name: 'NUL in a JSON-LD key',
    send: (w) => raw(w, 'post', schemasOf(w), schemaBody('{"@context":"https://schema.org","@type":"Thing","a\\u0000":1}')),
    status: 400,
    field: 'jsonLd.a\\u0000',
  },
  {
    name: 'NUL in a site name',
    send: (w) => w.agent.patch(`/api/clients/${w.siteId}`).send({ name: 'Shop\u0000' }),
    status: 400,
    field: 'name',
  },
  {
    name: 'NUL in a website URL',
    send: (w) => w.agent.patch(`/api/clients/${w.siteId}`).send({ websiteUrl: 'https://shop.example.com/\u0000' }),
    status: 400,
    field: 'websiteUrl',
  },
  {
    name: 'NUL in a sign-up name',
    send: (w) =>
      request(w.service.app)
        .post('/api/auth/signup')
        .send({ email: 'nul@example.com', password: 'correct-horse-battery-1', name: 'a\u0000' }),
    status: 400,
    field: 'name',
  },
  {
    name: 'NUL in a login password',
    send: (w) => request(w.service.app).post('/api/auth/login').send({ email: 'nul@example.com', password: 'correct\u0000horse' }),
    status: 400,
    field: 'password',
  },
  {
    name: 'NUL in an allowed domain',
    send: (w) => w.agent.patch(`/api/clients/${w.siteId}/domain-lock`).send({ enabled: true, allowedDomains: ['a\u0000.com'] }),
    status: 400,
    field: 'allowedDomains.0',
  },
  {
    name: 'NUL in the library pageUrl filter',
    send: (w) => w.agent.get(`${schemasOf(w)}?pageUrl=https%3A%2F%2Fshop.example.com%2F%00`),
    status: 400,
    field: 'pageUrl',
  },
  { name: 'NUL in a vocabulary search', send: (w) => w.agent.get('/api/vocabulary/types?search=Art%00'), status: 400, field: 'search' },
  { name: 'NUL in a path', send: (w) => w.agent.get('/api/vocabulary/types/Article%00'), status: 400, field: 'path' },
  {
    name: 'NUL in the inject url',
    send: (w) => request(w.service.app).get(`/api/inject?clientId=${w.siteId}&url=https%3A%2F%2Fshop.example.com%2F%00`),
    status: 400,
    field: 'url',
  },
  {
    name: 'a raw control character in the inject url',
    send: (w) => request(w.service.app).get(`/api/inject?clientId=${w.siteId}&url=https%3A%2F%2Fshop.example.com%2F%01`),
    status: 400,
    field: 'url',
  },
  {
    name: 'NUL in the embed url',
    send: (w) => request(w.service.app).get(`/api/embed?clientId=${w.siteId}&url=https%3A%2F%2Fshop.example.com%2F%00`),
    status: 400,
  },
  ...['/api/clients/%E0%A4%A', '/api/clients/%ZZ/schemas', '/api/vocabulary/types/%E0%A4%A', '/api/team/members/%ZZ'].map(
    (path): BadInput => ({
      name: `malformed percent-encoding in ${path}`,
      send: (w) => w.agent.get(path.replace('%ZZ/schemas', `${w.siteId}/schemas/%ZZ`)),
      status: 400,
      error: 'Malformed percent-encoding',
    }),
  ),
  {
    name: 'malformed percent-encoding in a DELETE path',
    send: (w) => w.agent.delete('/api/team/members/%E0%A4%A'),
    status: 400,
    error: 'Malformed percent-encoding',
  },
  {
    name: 'malformed percent-encoding in the inject url',
    send: (w) => request(w.service.app).get(`/api/inject?clientId=${w.siteId}&url=%E0%A4%A`),
    status: 400,
    field: 'url',
  },
  ...PROTOTYPE_KEYS.flatMap((key): BadInput[] => [
    {
      name: `a body key named ${key} (create schema)`,
      send: (w) => raw(w, 'post', schemasOf(w), schemaBody(ARTICLE, `,"${key}":{"a":1}`)),
      status: key === '__proto__' ? 201 : 400,
      field: key === '__proto__' ? undefined : key,
    },
    {
      name: `a body key named ${key} (site)`,
      send: (w) => raw(w, 'patch', `/api/clients/${w.siteId}`, `{"name":"Shop","${key}":"x"}`),
      status: key === '__proto__' ? 200 : 400,
    },
    {
      name: `a body key named ${key} (sign-up)`,
      send: (w) => raw(w, 'post', '/api/auth/signup', `{"${key}":"x","email":"proto@example.com","password":"short"}`),
      status: 400,
      field: 'password',
    },
    {
      name: `a body key named ${key} (invite)`,
      send: (w) => raw(w, 'post', '/api/team/invitations', `{"${key}":"x","email":"x@example.com"}`),
      status: key === '__proto__' ? 403 : 400,
    },
    {
      name: `a data key named ${key} (generate)`,
      send: (w) => raw(w, 'post', '/api/generate', `{"type":"Article","data":{"${key}":"x"}}`),
      status: 400,
      field: 'headline',
    },
    // Both once reached Object.prototype's members through the engine's lookup tables (500 / DataCloneError).
    {
      name: `a data key named ${key} beside complete data (generate)`,
      send: (w) => raw(w, 'post', '/api/generate', `{"type":"Article","data":{"headline":"h","${key}":"x"}}`),
      status: key === '__proto__' ? 200 : 400,
      field: key === '__proto__' ? undefined : key,
    },
    {
      name: `a plain-text JSON-LD value under ${key} (validate)`,
      send: (w) =>
        w.agent.post('/api/validate').send({
          jsonString: `{"@context":"https://schema.org","@type":"Product","name":"n","${key}":"x","offers":{"@type":"Offer","price":"1","priceCurrency":"${key}"}}`,
        }),
      status: 200,
    },
    { name: `a query key named ${key} (library)`, send: (w) => w.agent.get(`${schemasOf(w)}?${key}=1`), status: 400, field: key },
    {
      name: `a JSON-LD key and type named ${key}`,
      send: (w) =>
        w.agent.post('/api/validate').send({ jsonString: `{"@context":"https://schema.org","@type":"${key}","${key}":{"${key}":1}}` }),
      status: 200,
    },
  ]),
  {
    name: 'a text body on publish',
    send: (w) => raw(w, 'post', `${schemasOf(w)}/${w.schemaId}/publish`, 'publish', { 'Content-Type': 'text/plain' }),
    status: 415,
  },
  {
    name: 'a form body on pause',
    send: (w) => raw(w, 'post', `${schemasOf(w)}/${w.schemaId}/pause`, 'a=1', { 'Content-Type': 'application/x-www-form-urlencoded' }),
    status: 415,
  },
  {
    name: 'a text body on delete',
    send: (w) =>
      w.agent
        .delete(`${schemasOf(w)}/${w.schemaId}`)
        .set('Content-Type', 'text/plain')
        .send('x'),
    status: 415,
  },
  ...HOSTILE_PAGE_URLS.flatMap((url): BadInput[] => [
    {
      name: `the page URL ${JSON.stringify(url)} on create`,
      send: (w) => w.agent.post(schemasOf(w)).send({ name: 'x', pageUrl: url, jsonLd: JSON.parse(ARTICLE) }),
      status: 400,
      field: 'pageUrl',
    },
    {
      name: `the page URL ${JSON.stringify(url)} on edit`,
      send: (w) => w.agent.patch(`${schemasOf(w)}/${w.schemaId}`).send({ pageUrl: url }),
      status: 400,
      field: 'pageUrl',
    },
    {
      name: `the page URL ${JSON.stringify(url)} on duplicate`,
      send: (w) => w.agent.post(`${schemasOf(w)}/${w.schemaId}/duplicate`).send({ pageUrls: [url] }),
      status: 400,
      field: 'pageUrls[0]',
    },
    {
      name: `the page URL ${JSON.stringify(url)} on import`,
      send: (w) => w.agent.post(`${schemasOf(w)}/import`).send({ schemas: [{ name: 'x', pageUrl: url, jsonLd: JSON.parse(ARTICLE) }] }),
      status: 400,
      field: 'schemas[0]',
    },
    {
      name: `the page URL ${JSON.stringify(url)} in a bulk run`,
      send: (w) => w.agency.post(`/api/clients/${w.agencySiteId}/bulk-runs`).send({ urls: ['https://shop.example.com/ok', url] }),
      status: 400,
      field: 'urls',
    },
    {
      name: `the sitemap URL ${JSON.stringify(url)} of a bulk run`,
      send: (w) => w.agency.post(`/api/clients/${w.agencySiteId}/bulk-runs`).send({ sitemapUrl: url }),
      status: 400,
      field: 'sitemapUrl',
    },
    {
      name: `the page URL ${JSON.stringify(url)} on generate-from-url`,
      send: (w) => w.agency.post('/api/generate-from-url').send({ url }),
      status: 400,
      field: 'url',
    },
    {
      name: `the page URL ${JSON.stringify(url)} for the copywriter`,
      send: (w) => w.agency.post('/api/copywriter/suggestions').send({ pageUrl: url, jsonLd: JSON.parse(ARTICLE) }),
      status: 400,
      field: 'pageUrl',
    },
  ]),
  { name: 'a text body on logout', send: (w) => w.agent.post('/api/auth/logout').set('Content-Type', 'text/plain').send('x'), status: 415 },
];

forEachDatabase('HTTP: bad input answers a 4xx in the spec shape', (database) => {
  const world = {} as World;
  before(async () => {
    world.service = await startTestService(database);
    world.agent = await signedInAgent(world.service);
    world.siteId = (await createSite(world.agent)).id;
    world.schemaId = (await createSchema(world.agent, world.siteId)).id;
    const agencyEmail = uniqueEmail('agency');
    world.agency = await signedInAgent(world.service, agencyEmail);
    world.agencySiteId = (await createSite(world.agency)).id;
    await setPlanWithCli(database, agencyEmail, 'agency');
  });
  after(() => world.service.close());

  for (const bad of CASES) {
    it(`${bad.name}: ${bad.status}`, async () => {
      const res = await bad.send(world);
      expect(res.status, res.text.slice(0, 300)).to.equal(bad.status);
      expectErrorShape(res);
      if (bad.field) expect(res.body.details, res.text.slice(0, 300)).to.have.property(bad.field);
      if (bad.error) expect(res.body.error).to.include(bad.error);
    });
  }

  it('leaves the data unchanged after all of it', async () => {
    const schema = await world.agent.get(`${schemasOf(world)}/${world.schemaId}`).expect(200);
    expect(schema.body).to.include({ name: 'Post', pageUrl: 'https://shop.example.com/blog/hello' });
    const site = await world.agent.get(`/api/clients/${world.siteId}`).expect(200);
    expect(site.body.name).to.equal('Shop');
  });
});
