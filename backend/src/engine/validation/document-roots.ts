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
    const roots: RootNode[] = [];
    for (let index = 0; index < document.length; index++) {
      const item: unknown = document[index];
      if (isNode(item)) rootsOf(item, `[${index}]`, roots);
    }
    return roots;
  }
  if (!isNode(document)) {
    return `The document is ${describe(document)}, not a JSON-LD object. Wrap it in { "@context": "https://schema.org", "@type": ... }.`;
  }
  return rootsOf(document, '', []);
}

/** Adds the node's roots to `roots` (plain loops: this runs for every validated document). */
function rootsOf(node: JsonNode, path: string, roots: RootNode[]): RootNode[] {
  const graph = node['@graph'];
  if (graph === undefined) {
    roots.push({ node, path, contextHolder: node, contextPath: path });
    return roots;
  }
  const members = asArray(graph);
  for (let index = 0; index < members.length; index++) {
    const member = members[index];
    if (isNode(member)) roots.push({ node: member, path: `${path}@graph[${index}]`, contextHolder: node, contextPath: path });
  }
  return roots;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  return typeof value === 'string' ? 'a string' : `a ${typeof value}`;
}

/** Looks up the node the document defines for an @id. */
export interface NodeLookup {
  get(id: string): JsonNode | undefined;
}

/**
 * Every node carrying an @id, so references elsewhere in the document resolve (and are not "missing"). Built on
 * the first lookup: most documents hold no bare references and never pay for the walk.
 */
export function indexNodes(document: unknown): NodeLookup {
  let index: Map<string, JsonNode> | undefined;
  return { get: (id) => (index ??= buildIndex(document)).get(id) };
}

function buildIndex(document: unknown): Map<string, JsonNode> {
  const index = new Map<string, JsonNode>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isNode(value)) return;
    const id = value['@id'];
    if (typeof id === 'string' && !index.has(id) && definesMoreThanId(value)) index.set(id, value);
    for (const key in value) if (key !== '@context') visit(value[key]);
  };
  visit(document);
  return index;
}

/** Whether the node says anything besides its @id (and @context): a definition, not a pointer. */
function definesMoreThanId(node: JsonNode): boolean {
  for (const key in node) if (key !== '@id' && key !== '@context') return true;
  return false;
}

/** A `{ "@id": ... }` reference becomes the node it points at when the document defines it. */
export function resolveReference(value: unknown, index: NodeLookup): unknown {
  return isBareReference(value) ? (index.get((value as JsonNode)['@id'] as string) ?? value) : value;
}

/** `{ "@id": "..." }` and nothing else: a pointer to a node, not a node. */
export function isBareReference(value: unknown): boolean {
  if (!isNode(value) || typeof value['@id'] !== 'string') return false;
  for (const key in value) if (key !== '@id') return false;
  return true;
}
