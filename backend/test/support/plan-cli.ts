import { expect } from 'chai';
import { runCli } from '../../src/composition/cli-runner.js';
import type { TestDatabase } from './databases.js';

/** Runs `plan set` the way an operator does, against the test database; answers what it printed. */
export async function setPlanWithCli(
  database: TestDatabase,
  ownerEmail: string,
  plan: string,
  env: Record<string, string> = {},
): Promise<string> {
  const lines: string[] = [];
  const code = await runCli(
    ['plan', 'set', ownerEmail, plan],
    { DATABASE_URL: await database.url(), SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789', ...env },
    { out: (line) => lines.push(line), err: (line) => lines.push(line) },
  );
  expect(code, lines.join('\n')).to.equal(0);
  return lines.join('\n');
}
