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

export const whereAmITask = cpuTask<typeof whereAmI>(import.meta.url, 'whereAmI');
export const spinTask = cpuTask<typeof spin>(import.meta.url, 'spin');
export const refuseTask = cpuTask<typeof refuse>(import.meta.url, 'refuse');
