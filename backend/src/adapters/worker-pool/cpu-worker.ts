import { platform, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { DomainError } from '../../domain/shared/domain-error.js';

/**
 * The lowest scheduling priority: when delivery (the main thread, the embedded database's thread) and pool work both
 * want a core, delivery gets it, and the pool takes what is left; alone on the machine a pool thread still runs at
 * full speed. On Linux, setpriority for "this process" applies to the calling thread only (threads are tasks with
 * their own nice value), so this leaves every other thread of the service as it was. Elsewhere it would lower the
 * whole process, so it is done on Linux only.
 */
const POOL_THREAD_NICENESS = 19;
/** A lane thread (ThreadLaneCpuWork) runs small tasks on a request's path, at normal priority: see its comment. */
const isLane = (workerData as { lane?: unknown } | null)?.lane === true;
if (platform() === 'linux' && !isLane) setPriority(POOL_THREAD_NICENESS);

export interface WorkerRequest {
  module: string;
  exportName: string;
  input: unknown;
}

export type WorkerAnswer =
  { ok: true; value: unknown } | { ok: false; error: { code: string; message: string; details?: Record<string, unknown> } };

/**
 * Task modules this thread has imported. `import()` of a module already loaded still walks the loader (resolution,
 * any loader hooks, the module map) on every call: on the lane that cost more per task than validating a small
 * document's rule tables, so each module is imported once and its namespace kept.
 */
const loadedModules = new Map<string, Record<string, unknown>>();

async function load(module: string): Promise<Record<string, unknown>> {
  const namespace = (await import(module)) as Record<string, unknown>;
  loadedModules.set(module, namespace);
  return namespace;
}

/**
 * Runs in each pool thread: loads the task's module once (modules stay cached per thread, so engines built at
 * module level are built once per thread) and calls the export. Domain errors travel back as data, because a
 * thrown error loses its class on the way; any other error rejects and is logged as unexpected by the caller.
 */
export default async function runCpuTask({ module, exportName, input }: WorkerRequest): Promise<WorkerAnswer> {
  const loaded = loadedModules.get(module) ?? (await load(module));
  // A load request: only bring the module in (see PiscinaCpuWork.loadOnEveryThread).
  if (exportName === '') return { ok: true, value: undefined };
  const task = loaded[exportName];
  if (typeof task !== 'function') throw new Error(`${module} does not export a function named ${exportName}`);
  try {
    return { ok: true, value: await task(input) };
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, error: { code: error.code, message: error.message, details: error.details } };
    throw error;
  }
}

/** A lane thread's messages: `{ id, request }` in, `{ id, answer }` or `{ id, crash }` out, one task at a time. */
export interface LaneMessage {
  id: number;
  request: WorkerRequest;
}
export type LaneReply = { id: number; answer: WorkerAnswer } | { id: number; crash: string };

if (isLane && parentPort) {
  const port = parentPort;
  let turn = Promise.resolve();
  // Strictly one task after another, so the lane's time budget can be measured from the task ahead's end.
  port.on('message', ({ id, request }: LaneMessage) => {
    turn = turn.then(async () => {
      let reply: LaneReply;
      try {
        reply = { id, answer: await runCpuTask(request) };
      } catch (error) {
        reply = { id, crash: error instanceof Error ? error.message : String(error) };
      }
      port.postMessage(reply);
    });
  });
}
