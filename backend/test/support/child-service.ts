import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const BACKEND = resolve(import.meta.dirname, '../..');

/** Starts service-process.ts in a child process; resolves with its base URL once it listens. */
export async function startChildService(
  env: Record<string, string>,
): Promise<{ baseUrl: string; child: ChildProcess; kill(): Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['--import', './tools/register-ts.mjs', '--no-experimental-strip-types', '--no-warnings', 'test/support/service-process.ts'],
    {
      cwd: BACKEND,
      env: { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'sdn-child-')), LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => void (errors += chunk.toString()));
  const port = await new Promise<number>((ready, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) ready(Number(match[1]));
    });
    child.on('exit', (code) => fail(new Error(`the child service exited (${code}): ${errors}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    kill: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGKILL');
      }),
  };
}
