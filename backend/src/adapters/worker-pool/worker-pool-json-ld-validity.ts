import type { JsonLdDocument } from '../../domain/schema/json-ld-document.js';
import type { JsonLdValidation } from '../../engine/validation/json-ld-validation.js';
import { WorkQueueFullError, type CpuTask, type CpuWork } from '../../ports/cpu-work.js';
import type { JsonLdValidity } from '../../ports/json-ld-validity.js';
import { validateJsonLdTask, validityOfDocumentsTask } from './tasks/engine-tasks.js';

/** Documents per pool task: one task stays well inside the per-task time budget, and imports share the pool fairly. */
const CHUNK = 25;

/** A thread for small documents' reports, beside the pool (see ThreadLaneCpuWork). */
export interface ValidationLane {
  work: CpuWork;
  /** Documents up to this many characters go to the lane; larger ones to the pool. */
  maxChars: number;
}

/** Runs a small task on the lane; a full lane hands it to the pool, whose own queue then decides. */
export async function onLaneOrPool<I, O>(lane: ValidationLane, pool: CpuWork, task: CpuTask<I, O>, input: I): Promise<O> {
  try {
    return await lane.work.run(task, input);
  } catch (error) {
    if (!(error instanceof WorkQueueFullError)) throw error;
  }
  return pool.run(task, input);
}

/**
 * The validator off the request thread: a report of a small document on the lane when there is one (and it has
 * room), any other in the pool; verdicts in the pool, a chunk of documents per task.
 */
export class WorkerPoolJsonLdValidity implements JsonLdValidity {
  constructor(
    private readonly work: CpuWork,
    private readonly lane: ValidationLane | null = null,
  ) {}

  async validate(jsonString: string): Promise<JsonLdValidation> {
    if (this.lane && jsonString.length <= this.lane.maxChars) return onLaneOrPool(this.lane, this.work, validateJsonLdTask, { jsonString });
    return this.work.run(validateJsonLdTask, { jsonString });
  }

  async check(documents: JsonLdDocument[]): Promise<boolean[]> {
    const verdicts: boolean[] = [];
    for (let start = 0; start < documents.length; start += CHUNK) {
      const chunk = documents.slice(start, start + CHUNK).map((document) => JSON.stringify(document));
      verdicts.push(...(await this.work.run(validityOfDocumentsTask, { documents: chunk })));
    }
    return verdicts;
  }
}
