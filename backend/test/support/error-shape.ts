import { expect } from 'chai';
import type { Response } from 'supertest';

/** The spec's error shape: `{ error }`, and for validation `details` of `{ field: { _errors: [...] } }`; never a trace. */
export function expectErrorShape(res: Response): void {
  // A stack frame (`at fn (file.ts:12:5)`) or an installed module's path would be a leaked trace.
  expect(res.text).not.to.match(/\bat .+\.(ts|js|mjs|cjs):\d+|node_modules|\w+Error: /);
  if (res.status < 400 || !res.type.includes('json')) return;
  expect(res.body.error).to.be.a('string').and.not.equal('Internal Server Error');
  if (res.body.details === undefined) return;
  for (const entry of Object.values(res.body.details as Record<string, unknown>)) {
    if (typeof entry === 'object' && entry !== null && '_errors' in entry)
      expect((entry as { _errors: unknown })._errors).to.be.an('array').that.is.not.empty;
  }
}
