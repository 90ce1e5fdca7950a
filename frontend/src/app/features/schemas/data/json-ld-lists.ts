import type { JsonLdObject } from '@sdn/contracts';
import type { FormField } from './json-ld-form';

/** Edits of a list-valued property. Each returns a new array; a ListItem list keeps `position` 1, 2, 3... */

/** A new, blank item: a node of the type Google expects there, or an empty text. */
export function blankItem(field: FormField): unknown {
  return field.kind === 'node' ? { '@type': field.nodeTypes[0] ?? 'Thing' } : '';
}

export function addItem(field: FormField, items: readonly unknown[]): unknown[] {
  return numbered([...items, blankItem(field)]);
}

export function replaceItem(items: readonly unknown[], index: number, item: unknown): unknown[] {
  const next = [...items];
  next[index] = item;
  return numbered(next);
}

export function removeItem(items: readonly unknown[], index: number): unknown[] {
  return numbered(items.filter((_, at) => at !== index));
}

/** Moves the item at `from` to `to` (the one there takes its place); out-of-range moves change nothing. */
export function moveItem(items: readonly unknown[], from: number, to: number): unknown[] {
  if (to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return numbered(next);
}

/** Breadcrumb and carousel items carry their place in the list: renumber them after every edit. */
export function numbered(items: readonly unknown[]): unknown[] {
  return items.map((item, index) => (isListItem(item) ? { ...item, position: index + 1 } : item));
}

function isListItem(item: unknown): item is JsonLdObject {
  return (
    typeof item === 'object' &&
    item !== null &&
    !Array.isArray(item) &&
    (item as JsonLdObject)['@type'] === 'ListItem'
  );
}

/** An item as a nested editor edits it: a node, or a new node of the expected type when it holds none. */
export function itemNode(field: FormField, item: unknown): JsonLdObject {
  if (typeof item === 'object' && item !== null && !Array.isArray(item))
    return item as JsonLdObject;
  return { '@type': field.nodeTypes[0] ?? 'Thing' };
}
