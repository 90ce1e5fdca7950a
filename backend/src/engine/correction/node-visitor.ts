import { asArray, isNode, setOwn, type JsonNode } from '../validation/json-ld-node.js';

/** Visits every object node of a document (never the contents of @context), parents before children. */
export function forEachNode(document: unknown, visit: (node: JsonNode) => void): void {
  for (const item of asArray(document)) {
    if (!isNode(item)) continue;
    visit(item);
    for (const [key, value] of Object.entries(item)) {
      if (key !== '@context' && typeof value === 'object' && value !== null) forEachNode(value, visit);
    }
  }
}

/** Renames a key in place, keeping the key order readers see. */
export function renameKey(node: JsonNode, from: string, to: string): void {
  const entries = Object.entries(node);
  for (const key of Object.keys(node)) delete node[key];
  for (const [key, value] of entries) setOwn(node, key === from ? to : key, value);
}

/** Puts @context first, as people expect to read it. */
export function prependContext(node: JsonNode, context: string): void {
  const entries = Object.entries(node).filter(([key]) => key !== '@context');
  for (const key of Object.keys(node)) delete node[key];
  node['@context'] = context;
  for (const [key, value] of entries) setOwn(node, key, value);
}
