import { jsonrepair } from 'jsonrepair';
import type { JsonTextRepairer } from '../../engine/json/json-text-repairer.js';

/**
 * The engine's JSON repair on the jsonrepair package (issue 24: it repaired 13 of 14 common breakages where our
 * hand-written lenient reader repaired 5). It throws when the text cannot be repaired; the engine then keeps only
 * the located syntax error. Runs wherever the validator runs: in the worker pool for tenant input.
 */
export class JsonrepairTextRepairer implements JsonTextRepairer {
  repair(text: string): string {
    return jsonrepair(text);
  }
}
