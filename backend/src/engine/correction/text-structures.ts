import { childPath, isNode, stripSchemaPrefix, typesOf, type JsonNode } from '../validation/json-ld-node.js';
import { structureFromText } from './structure-from-text.js';

/**
 * Gives text values the structure Google reads where the text holds every value of it ("aggregateRating":
 * "4.5 stars" -> an AggregateRating with ratingValue 4.5; a breadcrumb trail in one string -> ListItems). Returns the
 * paths it restructured, in the validator's path convention, so the corrector can tell the new structure's own
 * missing parts (a review count, breadcrumb URLs: values only the author knows) from problems it caused.
 */
export function fixTextStructures(document: unknown): string[] {
  const changed: string[] = [];
  if (Array.isArray(document)) document.forEach((item, i) => visitRoot(item, `[${i}]`, changed));
  else visitRoot(document, '', changed);
  return changed;
}

function visitRoot(value: unknown, path: string, changed: string[]): void {
  if (!isNode(value)) return;
  if (value['@graph'] === undefined) return visit(value, path, changed);
  const graph = value['@graph'];
  if (Array.isArray(graph)) graph.forEach((member, i) => visitRoot(member, `${path}@graph[${i}]`, changed));
  else visitRoot(graph, `${path}@graph[0]`, changed);
}

function visit(node: JsonNode, path: string, changed: string[]): void {
  const types = typesOf(node);
  for (const key of Object.keys(node)) {
    if (key.startsWith('@')) continue;
    const property = stripSchemaPrefix(key);
    const value = node[key];
    if (typeof value === 'string') {
      const structure = structureFromText(property, types, value);
      if (structure !== undefined) {
        node[key] = structure;
        changed.push(childPath(path, property, null));
      }
      continue;
    }
    const items = Array.isArray(value) ? value : [value];
    items.forEach((item, i) => {
      if (isNode(item)) visit(item, childPath(path, property, Array.isArray(value) ? i : null), changed);
    });
  }
}
