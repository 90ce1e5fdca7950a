import { JsonReader, JsonSyntaxError } from './json-reader.js';

export type ParsedJsonText =
  { ok: true; value: unknown } | { ok: false; error: JsonSyntaxError; repaired?: { value: unknown; repairs: string[] } };

/**
 * JSON.parse on the fast path; when that fails, locate the error precisely and try a lenient read that repairs
 * the usual hand-editing mistakes.
 */
export function parseJsonText(text: string): ParsedJsonText {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    const error = locateError(text);
    try {
      const reader = new JsonReader(text, true);
      const value = reader.read();
      return { ok: false, error, repaired: { value, repairs: [...reader.repairs] } };
    } catch {
      return { ok: false, error };
    }
  }
}

function locateError(text: string): JsonSyntaxError {
  try {
    new JsonReader(text, false).read();
  } catch (error) {
    if (error instanceof JsonSyntaxError) return error;
  }
  return new JsonSyntaxError('the text is not valid JSON', 1, 1);
}
