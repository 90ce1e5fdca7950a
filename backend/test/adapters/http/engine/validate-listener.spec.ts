import { expect } from 'chai';
import { MemoryStore, type Options } from 'express-rate-limit';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { validateAnswerText } from '../../../../src/adapters/http/engine/validate-answer.js';
import { createValidateListener } from '../../../../src/adapters/http/engine/validate-listener.js';
import { securityHeaders } from '../../../../src/adapters/http/app.js';
import { InProcessJsonLdValidity } from '../../../../src/adapters/in-memory/in-process-json-ld-validity.js';
import { ValidateJsonLd } from '../../../../src/application/engine/validate-json-ld.js';
import { JsonLdValidator } from '../../../../src/engine/validation/json-ld-validator.js';
import { schemaOrgVocabulary } from '../../../../src/engine/vocabulary/schema-org-vocabulary.js';
import { silentLogger } from '../../../support/loggers.js';

const EXPRESS = 599;
const body = JSON.stringify({ jsonString: JSON.stringify({ '@context': 'https://schema.org', '@type': 'Article', headline: 'Hi' }) });

/** Which way a request went: the lane's answer, or EXPRESS where the listener handed it on. */
describe('The validate lane takes the common case and hands on everything else', () => {
  let server: Server;
  before(async () => {
    const store = new MemoryStore();
    store.init({ windowMs: 60_000 } as Options);
    const validateJsonLd = new ValidateJsonLd(new InProcessJsonLdValidity(new JsonLdValidator(schemaOrgVocabulary)));
    const listener = createValidateListener({
      answer: (raw) => validateAnswerText(raw, validateJsonLd),
      limit: { store, perMinute: 1000 },
      securityHeaders: securityHeaders(),
      maxBytes: 1024,
      trust: null,
      logger: silentLogger,
      isUnavailable: () => false,
    });
    server = createServer((req, res) => {
      if (listener(req, res)) return;
      req.resume();
      res.statusCode = EXPRESS;
      res.end();
    });
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  });
  after(() => server.close());

  function status(options: {
    method?: string;
    path?: string;
    headers?: Record<string, string | number>;
    chunked?: boolean;
    text?: string;
  }) {
    const text = options.text ?? body;
    const headers: Record<string, string | number> = options.chunked
      ? { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }
      : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) };
    return new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: (server.address() as AddressInfo).port,
          method: options.method ?? 'POST',
          path: options.path ?? '/api/validate',
          headers: { ...headers, ...options.headers },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        },
      );
      req.on('error', reject);
      req.end(text);
    });
  }

  it('answers a small JSON body from a client that is not a browser page', async () => {
    expect(await status({})).to.equal(200);
    expect(await status({ headers: { 'content-type': 'application/json; charset=UTF-8' } })).to.equal(200);
  });

  it('hands on browser pages, cookies, other bodies and other routes', async () => {
    const handedOn = [
      await status({ headers: { origin: 'http://127.0.0.1' } }),
      await status({ headers: { 'sec-fetch-site': 'same-origin' } }),
      await status({ headers: { cookie: 'sdn.sid=abc' } }),
      await status({ chunked: true }),
      await status({ headers: { 'content-encoding': 'gzip' } }),
      await status({ headers: { 'content-type': 'text/plain' } }),
      await status({ headers: { 'content-type': 'application/json; charset=latin1' } }),
      await status({ text: JSON.stringify({ jsonString: 'x'.repeat(2000) }) }),
      await status({ path: '/api/validate?x=1' }),
      await status({ path: '/api/generate' }),
      await status({ method: 'PUT' }),
    ];
    expect(handedOn).to.deep.equal(Array(handedOn.length).fill(EXPRESS));
  });
});
