import type { JsonLdDocument } from '../../domain/schema/json-ld-document.js';
import type { CpuTask, CpuWork } from '../../ports/cpu-work.js';
import type { JsonLdValidity } from '../../ports/json-ld-validity.js';

/** Documents per pool task: one task stays well inside the per-task time budget, and imports share the pool fairly. */
const CHUNK = 25;

/** Verdicts computed in the worker pool, a chunk of documents per task, one chunk at a time. */
export class WorkerPoolJsonLdValidity implements JsonLdValidity {
  constructor(
    private readonly work: CpuWork,
    private readonly task: CpuTask<{ documents: string[] }, boolean[]>,
  ) {}

  async check(documents: JsonLdDocument[]): Promise<boolean[]> {
    const verdicts: boolean[] = [];
    for (let start = 0; start < documents.length; start += CHUNK) {
      const chunk = documents.slice(start, start + CHUNK).map((document) => JSON.stringify(document));
      verdicts.push(...(await this.work.run(this.task, { documents: chunk })));
    }
    return verdicts;
  }
}
