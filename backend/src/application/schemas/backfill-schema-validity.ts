import type { JsonLdValidity } from '../../ports/json-ld-validity.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';

const BATCH = 50;

/**
 * Gives schemas saved before verdicts were stored (and any whose check failed) their validator verdict, a batch at
 * a time through the worker pool. The service runs it in the background after start until nothing is left;
 * several instances doing it at once only repeat work (each write is guarded by the row's version).
 */
export class BackfillSchemaValidity {
  constructor(
    private readonly schemas: SchemaRepository,
    private readonly validity: JsonLdValidity,
  ) {}

  /** Checks one batch; answers how many rows it read (0: done). */
  async execute(): Promise<number> {
    const unchecked = await this.schemas.withoutValidity(BATCH);
    if (unchecked.length === 0) return 0;
    const verdicts = await this.validity.check(unchecked.map((row) => row.jsonLd));
    for (const [index, row] of unchecked.entries()) await this.schemas.recordValidity(row.id, row.updatedAt, verdicts[index] ?? false);
    return unchecked.length;
  }
}
