import type { JsonLdDocument } from '../../domain/schema/json-ld-document.js';
import type { JsonLdValidation } from '../../engine/validation/json-ld-validation.js';
import type { CpuWork } from '../../ports/cpu-work.js';
import type { JsonLdValidity } from '../../ports/json-ld-validity.js';
import { validateJsonLdTask, validityOfDocumentsTask } from './tasks/engine-tasks.js';

/** Documents per pool task: one task stays well inside the per-task time budget, and imports share the pool fairly. */
const CHUNK = 25;

/** The validator in the worker pool: one task per report, a chunk of documents per task for verdicts. */
export class WorkerPoolJsonLdValidity implements JsonLdValidity {
  constructor(private readonly work: CpuWork) {}

  validate(jsonString: string): Promise<JsonLdValidation> {
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
