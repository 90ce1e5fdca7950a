import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import type { Response } from 'supertest';
import { parse } from 'yaml';

// The parsed OpenAPI document is walked by path; its shape is what the YAML says, not a TypeScript type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const document: Json = parse(readFileSync(new URL('../../../contracts/openapi.yaml', import.meta.url), 'utf8'));
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ ...document, $id: 'openapi' });

function resolve(node: Json): Json {
  let current = node;
  while (current?.$ref) {
    const path = (current.$ref as string).replace(/^#\//, '').split('/');
    current = path.reduce((at: Json, key) => at[key], document);
  }
  return current;
}

/**
 * Fails unless the response's status is documented for the operation and its JSON body matches the documented
 * schema. `path` is the document's template, e.g. '/api/clients/{clientId}'.
 */
export function expectContract(res: Response, method: string, path: string): void {
  const operation = document.paths[path]?.[method.toLowerCase()];
  expect(operation, `${method} ${path} is not in openapi.yaml`).to.exist;
  const response = operation.responses[String(res.status)];
  expect(response, `${method} ${path} does not document status ${res.status}`).to.exist;
  const content = resolve(response).content;
  // A download in another format (CSV, PDF, ZIP) is checked for its documented media type; its body is not JSON.
  if (res.type && res.type !== 'application/json' && content) {
    expect(Object.keys(content), `${method} ${path} ${res.status} does not document ${res.type}`).to.include(res.type);
    return;
  }
  if (!content?.['application/json']) return;
  const schema = content['application/json'].schema;
  const ref = schema.$ref ? `openapi${schema.$ref}` : null;
  // Inline schemas point into the document with local refs; rebase them onto the registered document.
  const validate = ref
    ? ajv.getSchema(ref)!
    : ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')));
  const valid = validate(res.body);
  expect(valid, `${method} ${path} ${res.status}: ${ajv.errorsText(validate.errors)}`).to.equal(true);
}
