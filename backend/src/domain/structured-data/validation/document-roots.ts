import { asArray, isNode, type JsonNode } from './json-ld-node.js';

export interface RootNode {
  node: JsonNode;
  path: string;
  /** The object whose @context applies (the node itself, or the @graph wrapper). */
  contextHolder: JsonNode;
  contextPath: string;
}

/** The entities a document declares: a single node, each element of an array, each member of a @graph. */
export function documentRoots(document: unknown): RootNode[] | string {
  if (Array.isArray(document)) {
    if (document.length === 0) return 'The document is an empty array; add at least one JSON-LD object.';
    return document.flatMap((item, index) => {
      if (!isNode(item)) return [];
      return rootsOf(item, `[${index}]`);
    });
  }
  if (!isNode(document)) {
    return `The document is ${describe(document)}, not a JSON-LD object. Wrap it in { "@context": "https://schema.org", "@type": ... }.`;
  }
  return rootsOf(document, '');
}

function rootsOf(node: JsonNode, path: string): RootNode[] {
  if (node['@graph'] === undefined) return [{ node, path, contextHolder: node, contextPath: path }];
  return asArray(node['@graph']).flatMap((member, index) =>
    isNode(member) ? [{ node: member, path: `${path}@graph[${index}]`, contextHolder: node, contextPath: path }] : []);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  return typeof value === 'string' ? 'a string' : `a ${typeof value}`;
}

/** Every node carrying an @id, so references elsewhere in the document resolve (and are not "missing"). */
export function indexNodes(document: unknown): Map<string, JsonNode> {
  const index = new Map<string, JsonNode>();
  const visit = (value: unknown) => {
    for (const item of asArray(value)) {
      if (!isNode(item)) continue;
      const id = item['@id'];
      if (typeof id === 'string' && Object.keys(item).some((key) => key !== '@id' && key !== '@context')) {
        if (!index.has(id)) index.set(id, item);
      }
      for (const [key, child] of Object.entries(item)) if (key !== '@context') visit(child);
    }
  };
  visit(document);
  return index;
}

/** A `{ "@id": ... }` reference becomes the node it points at when the document defines it. */
export function resolveReference(value: unknown, index: ReadonlyMap<string, JsonNode>): unknown {
  if (!isNode(value) || typeof value['@id'] !== 'string') return value;
  const onlyReference = Object.keys(value).every((key) => key === '@id');
  return onlyReference ? index.get(value['@id']) ?? value : value;
}

export function isBareReference(value: unknown): boolean {
  return isNode(value) && typeof value['@id'] === 'string' && Object.keys(value).every((key) => key === '@id');
}
