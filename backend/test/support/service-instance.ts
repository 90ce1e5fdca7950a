import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const BACKEND = resolve(import.meta.dirname, '../..');

export interface ServiceInstance {
  /** http://127.0.0.1:port of this instance itself (not through the balancer). */
  baseUrl: string;
  address: string;
  child: ChildProcess;
  /** Sends the signal and resolves with the exit code (null when killed by a signal it did not handle). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * The production entry (src/main.ts, from sources) in its own process on a loopback port chosen by the system,
 * configured only by its environment, as a deployment runs it. Resolves once it logs that it is listening.
 */
export async function startServiceInstance(env: Record<string, string>): Promise<ServiceInstance> {
  const child = spawn(
    process.execPath,
    ['--import', './tools/register-ts.mjs', '--no-experimental-strip-types', '--no-warnings', 'src/main.ts'],
    {
      cwd: BACKEND,
      env: {
        ...process.env,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'sdn-instance-')),
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const url = await new Promise<string>((ready, fail) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"url":"(http:\/\/127\.0\.0\.1:\d+)"[^\n]*"msg":"service listening"/.exec(output);
      if (match) ready(match[1]!);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => fail(new Error(`the instance exited (${code}) before listening:\n${output}`)));
  });
  return {
    baseUrl: url,
    address: url.replace('http://', ''),
    child,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = once(child, 'exit') as Promise<[number | null]>;
      child.kill(signal);
      return (await exited)[0];
    },
  };
}
