import { describeBreakages } from './breakage-notes.js';
import { JsonReader, JsonSyntaxError } from './json-reader.js';
import type { JsonTextRepairer } from './json-text-repairer.js';
import { unwrapPasted } from './pasted-blocks.js';

export type ParsedJsonText =
  | { ok: true; value: unknown }
  | {
      ok: false;
      error: JsonSyntaxError;
      repaired?: { value: unknown; repairs: string[]; blocks: number };
      /** Why no repair was tried. */
      notRepaired?: string;
    };

/**
 * Texts longer than this are not repaired. jsonrepair's time grows faster than the text on some broken inputs
 * (measured here: a 100,000-character run of alternating quotes took 1.7 s, 60,000 took 90 ms), and no hand-broken
 * JSON-LD block comes near this size; a longer text gets the located error only.
 */
export const MAX_REPAIR_CHARS = 65_536;

/**
 * JSON.parse on the fast path. When that fails: the strict reader locates the first error (line and column of the
 * text as pasted, for the editor's markers), then the repair unwraps what people paste (script tags, code fences,
 * HTML-escaped quotes), repairs each block with `repairer` and names what it changed. Several blocks become a list,
 * which the validator checks as one document. Without a repairer, only the error is given.
 */
export function parseJsonText(text: string, repairer?: JsonTextRepairer): ParsedJsonText {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    const error = locateError(text);
    if (repairer && text.length > MAX_REPAIR_CHARS)
      return { ok: false, error, notRepaired: `it is longer than ${MAX_REPAIR_CHARS.toLocaleString('en-US')} characters` };
    const repaired = repairer ? repair(text, repairer) : undefined;
    return repaired ? { ok: false, error, repaired } : { ok: false, error };
  }
}

function repair(text: string, repairer: JsonTextRepairer): { value: unknown; repairs: string[]; blocks: number } | undefined {
  const { blocks, notes } = unwrapPasted(text);
  if (blocks.length === 0) return undefined;
  const repairs = new Set(notes);
  const values: unknown[] = [];
  for (const block of blocks) {
    try {
      values.push(JSON.parse(block));
      continue;
    } catch {
      // Not JSON as it stands: repaired below.
    }
    try {
      values.push(JSON.parse(repairer.repair(block)));
    } catch {
      return undefined;
    }
    for (const note of describeBreakages(block)) repairs.add(note);
  }
  if (values.length > 1)
    repairs.add(
      `found ${values.length} JSON-LD blocks and checked them together as a list; keep them as one "@graph" or save each as its own schema`,
    );
  return { value: values.length === 1 ? values[0] : values, repairs: [...repairs], blocks: values.length };
}

function locateError(text: string): JsonSyntaxError {
  try {
    new JsonReader(text).read();
  } catch (error) {
    if (error instanceof JsonSyntaxError) return error;
  }
  return new JsonSyntaxError('the text is not valid JSON', 1, 1);
}
