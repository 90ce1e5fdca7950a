import { isAbsoluteUrl } from '../validation/value-formats.js';

/**
 * What a literal is called in a message when Google reads the property as an object; undefined when the value is
 * not such a literal. An absolute URL is a reference to a node (JSON-LD allows it), so it is not the wrong kind.
 */
export function literalKind(value: unknown): 'text' | 'a number' | 'true/false' | undefined {
  if (typeof value === 'string') return value.trim() === '' || isAbsoluteUrl(value.trim()) ? undefined : 'text';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return 'true/false';
  return undefined;
}

/** A proposal short enough to read inside a message; longer ones are only in correctedSchema. */
export function shownProposal(proposal: unknown): string | undefined {
  if (proposal === undefined) return undefined;
  const text = JSON.stringify(proposal);
  return text.length <= 240 ? text : undefined;
}
