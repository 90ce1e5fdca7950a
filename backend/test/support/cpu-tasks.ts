import { readFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import { ValidationError, fieldErrors } from '../../src/domain/shared/domain-error.js';
import { cpuTask } from '../../src/ports/cpu-work.js';

/** Test tasks for the worker pool: each runs in a pool thread. */
export function whereAmI(input: { echo: string }): { threadId: number; echo: string } {
  return { threadId, echo: input.echo };
}

/** Busy-waits: a stand-in for a CPU-bound task that never yields. */
export function spin(input: { ms: number }): number {
  const until = Date.now() + input.ms;
  let turns = 0;
  while (Date.now() < until) turns++;
  return turns;
}

export function refuse(): never {
  throw new ValidationError(fieldErrors({ jsonString: ['Too odd'] }));
}

/** The calling thread's nice value as the Linux kernel sees it (field 19 of /proc/thread-self/stat). */
export function threadNiceness(): number {
  const stat = readFileSync('/proc/thread-self/stat', 'utf8');
  // Fields after the command name (which may hold spaces) start at field 3, the state.
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19 - 3]);
}

export const whereAmITask = cpuTask<typeof whereAmI>(import.meta.url, 'whereAmI');
export const spinTask = cpuTask<typeof spin>(import.meta.url, 'spin');
export const refuseTask = cpuTask<typeof refuse>(import.meta.url, 'refuse');
export const threadNicenessTask = cpuTask<typeof threadNiceness>(import.meta.url, 'threadNiceness');
