import { expect } from 'chai';
import fc from 'fast-check';
import type { Response } from 'supertest';
import request from 'supertest';
import type { Service } from '../../src/composition/service.js';
import { forEachDatabase } from '../support/databases.js';
import { createSchema, createSite, signedInAgent, startTestService } from '../support/test-service.js';
import { expectErrorShape } from '../support/error-shape.js';
import { hasControlCharacter } from '../../src/domain/shared/control-characters.js';

// Bounded runs: each property sends this many requests per endpoint family (both databases, every CI run).
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
// Validation and generation cross a worker thread; on a busy 2-core machine a run takes tens of seconds.
const FUZZ_TIMEOUT_MS = 120_000;

const prototypeKey = fc.constantFrom(
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  '__defineSetter__',
  '@type',
  '@context',
  '',
);
const key = fc.oneof(prototypeKey, fc.string({ maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 6 }));
/** JSON values with hostile keys, NUL and lone surrogates, deep-ish nesting. */
const jsonWithKeys = (keys: fc.Arbitrary<string>) =>
  fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.string({ unit: fc.constantFrom('a', '\u0000', '\ud800', 'é', '%', '"', '\\', '<', ' '), maxLength: 20 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(keys, tie('value'), { maxKeys: 5 }),
    ),
  })).value;
const hostileJson = jsonWithKeys(key);
/** Raw body text: valid JSON of hostile values, or JSON-looking garbage. */
const rawBody = fc.oneof(
  hostileJson.map((value) => JSON.stringify(value) ?? 'null'),
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.tuple(fc.integer({ min: 1, max: 3000 })).map(([depth]) => '['.repeat(depth) + ']'.repeat(depth)),
);
const contentEncoding = fc.constantFrom(undefined, 'gzip', 'deflate', 'br', 'identity', 'x-unknown');
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
);
/** Query or path text, including malformed percent-encoding and NUL. */
const urlPiece = fc.oneof(
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.constantFrom('%', '%E0%A4%A', '%ZZ', '%00', '%C0%AF', '%ED%A0%80', '..%2F..', '%u0000', '\u0000'.replace('\u0000', '%00')),
  fc.string({ unit: fc.constantFrom('a', '%', '0', 'F', '/', '?', '&', '=', '#', '+'), maxLength: 20 }),
);

/** Page URLs around the hostile characters the page-URL rule refuses (and the ones it lets through). */
const pageUrl = fc
  .string({
    unit: fc.constantFrom('a', '-', '<', '>', '"', "'", ' ', '\t', '\n', '\u0000', '\u007f', '\u00a0', '%', '!', '/', '?', '#', 'é'),
    maxLength: 24,
  })
  .chain((path) => fc.constantFrom(`https://shop.example.com/${path}`, `http://shop.example.com/${path}`, path, `https://${path}`));

function expectNoServerError(res: Response): void {
  expect(res.status, `${res.status} ${res.text.slice(0, 200)}`).to.be.below(500);
  expectErrorShape(res);
}

forEachDatabase('Fuzz: public endpoints and JSON body parsers never answer 5xx', (database) => {
  let service: Service;
  let agent: ReturnType<typeof request.agent>;
  let clientId: string;
  let schemaId: string;
  before(async () => {
    service = await startTestService(database);
    agent = await signedInAgent(service);
    clientId = (await createSite(agent)).id;
    schemaId = (await createSchema(agent, clientId)).id;
  });
  after(() => service.close());

  it('JSON bodies of any shape, type and encoding on every JSON endpoint', async function () {
    this.timeout(FUZZ_TIMEOUT_MS);
    const endpoints: [string, string][] = [
      ['post', '/api/validate'],
      ['post', '/api/generate'],
      ['post', '/api/auth/login'],
      ['post', '/api/auth/signup'],
      ['post', '/api/clients'],
      ['patch', `/api/clients/${clientId}`],
      ['patch', `/api/clients/${clientId}/domain-lock`],
      ['post', `/api/clients/${clientId}/schemas`],
      ['patch', `/api/clients/${clientId}/schemas/${schemaId}`],
      ['post', `/api/clients/${clientId}/schemas/${schemaId}/publish`],
      ['post', '/api/team/invitations'],
      ['post', '/api/team/invitations/accept'],
      ['post', '/api/workspaces/switch'],
      ['post', `/api/clients/${clientId}/schemas/bulk`],
      ['post', `/api/clients/${clientId}/schemas/import`],
      ['post', `/api/clients/${clientId}/schemas/${schemaId}/duplicate`],
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        rawBody,
        contentType,
        contentEncoding,
        async ([method, path], body, type, encoding) => {
          let pending = (method === 'post' ? agent.post(path) : agent.patch(path)).set('Content-Type', type);
          if (encoding) pending = pending.set('Content-Encoding', encoding);
          expectNoServerError(await pending.send(body));
        },
      ),
      { numRuns: RUNS * 3 },
    );
  });

  it('page URLs with any character on every path that accepts one: a 4xx or saved, never a 5xx or a raw <>" kept', async function () {
    this.timeout(FUZZ_TIMEOUT_MS);
    const base = `/api/clients/${clientId}/schemas`;
    const article = { '@context': 'https://schema.org', '@type': 'Article', headline: 'x' };
    await fc.assert(
      fc.asyncProperty(pageUrl, async (url) => {
        const created = await agent.post(base).send({ name: 'fuzz', pageUrl: url, jsonLd: article });
        expectNoServerError(created);
        if (created.status === 201) {
          expect(created.body.pageUrl).not.to.match(/[<>"\s]/);
          expect(hasControlCharacter(created.body.pageUrl)).to.equal(false);
          await agent.delete(`${base}/${created.body.id}`).expect(204);
        }
        expectNoServerError(await agent.patch(`${base}/${schemaId}`).send({ pageUrl: url }));
        expectNoServerError(await agent.post(`${base}/${schemaId}/duplicate`).send({ pageUrls: [url] }));
        expectNoServerError(
          await agent.post(`${base}/import`).send({ dryRun: true, schemas: [{ name: 'fuzz', pageUrl: url, jsonLd: article }] }),
        );
      }),
      { numRuns: RUNS },
    );
    // Whatever was tried, the schema kept a URL of the rule.
    const kept = await agent.get(`${base}/${schemaId}`).expect(200);
    expect(kept.body.pageUrl).not.to.match(/[<>"\s]/);
  });

  it('the Search Console callback with any query answers a redirect carrying a code (never the text) or a 4xx', async function () {
    this.timeout(FUZZ_TIMEOUT_MS);
    await fc.assert(
      fc.asyncProperty(urlPiece, urlPiece, urlPiece, async (state, code, error) => {
        const res = await agent.get(`/api/search-console/oauth/callback?state=${state}&code=${code}&error=${error}&message=${error}`);
        // NUL or broken percent-encoding is refused before the route (400 in the error shape); anything else redirects.
        if (res.status !== 303) return expectNoServerError(res);
        expect(res.headers.location).to.match(/^\/sites(?:\/[0-9a-f-]+\/performance)?\?searchConsole=error&reason=[a-z_]+$/);
      }),
      { numRuns: RUNS },
    );
  });

  it('validate with any JSON-LD text, generate with any data', async function () {
    this.timeout(FUZZ_TIMEOUT_MS);
    await fc.assert(
      fc.asyncProperty(hostileJson, fc.constantFrom('Article', 'Product', 'constructor', '__proto__', 'Event'), async (value, type) => {
        expectNoServerError(
          await agent
            .post('/api/validate')
            .send({ jsonString: JSON.stringify({ '@context': 'https://schema.org', '@type': type, data: value }) }),
        );
        expectNoServerError(await agent.post('/api/generate').send({ type, data: value }));
      }),
      { numRuns: RUNS },
    );
  });

  it('public delivery, vocabulary and list queries with any query text and path segment', async function () {
    this.timeout(FUZZ_TIMEOUT_MS);
    await fc.assert(
      fc.asyncProperty(urlPiece, urlPiece, key, async (first, second, name) => {
        const guest = request(service.app);
        for (const endpoint of ['/api/inject', '/api/embed']) {
          expectNoServerError(
            await guest.get(`${endpoint}?clientId=${first}&url=https%3A%2F%2Fshop.example.com%2F${second}&${encodeURIComponent(name)}=1`),
          );
          expectNoServerError(await guest.get(`${endpoint}?clientId=${clientId}&url=${second}`));
        }
        expectNoServerError(await guest.get(`/api/vocabulary/types/${first}`));
        expectNoServerError(await guest.get(`/api/vocabulary/types?search=${second}&${encodeURIComponent(name)}=${first}`));
        expectNoServerError(await agent.get(`/api/clients/${clientId}/schemas?pageUrl=${first}&status=${second}&limit=${first}`));
        expectNoServerError(
          await agent.get(
            `/api/clients/${clientId}/schemas?search=${first}&type=${second}&valid=${first}&sort=${second}&order=${first}&updatedFrom=${second}`,
          ),
        );
        expectNoServerError(await agent.get(`/api/clients/${first}/schemas/${second}`));
      }),
      { numRuns: RUNS },
    );
  });
});
