/**
 * Turns broken JSON text into valid JSON text, or throws when it cannot. The engine names only the shape; the
 * backend supplies the implementation (an adapter over the jsonrepair package), so the engine imports no npm package.
 */
export interface JsonTextRepairer {
  repair(text: string): string;
}
