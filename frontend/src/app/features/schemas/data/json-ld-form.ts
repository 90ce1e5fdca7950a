import type { JsonLdObject, VocabularyPropertyDto, VocabularyTypeDetail } from '@sdn/contracts';

/** How a property is edited in the generated form. */
export type FieldKind =
  | 'text'
  | 'longText'
  | 'url'
  | 'date'
  | 'dateTime'
  | 'duration'
  | 'number'
  | 'boolean'
  | 'currency'
  | 'time'
  | 'country'
  | 'enum'
  | 'node';

export interface FormField {
  name: string;
  label: string;
  description: string;
  kind: FieldKind;
  required: boolean;
  recommended: boolean;
  expectedTypes: string[];
  /** For `node` fields: the `@type`s the value may take, the one Google expects first (Offer before Demand). */
  nodeTypes: string[];
  /** Enumeration members the value may take (InStock, OutOfStock...): a picker for `enum`, suggestions otherwise. */
  enumValues: string[];
  /** The type whose property this is: a nested node's requirements are read in this context. */
  parentType: string;
  /** For `node` fields: the value is known by its name (an author); false for an offer or a rating, edited in details. */
  named: boolean;
  /** Google reads a list here: the form edits it as items to add, remove and reorder. */
  repeatable: boolean;
}

/** A field's current value as the form can show it; `complex` values are left to the JSON editor. */
export type FieldValue =
  | { mode: 'empty' }
  | { mode: 'literal'; text: string }
  | { mode: 'node'; type: string; name: string; node: JsonLdObject }
  /** A list-valued property (or any array): its items, each a literal or a node. */
  | { mode: 'list'; items: readonly unknown[] }
  | { mode: 'complex'; summary: string };

/** What the form writes for a field. An empty text removes the property. */
export type FieldInput =
  | { mode: 'literal'; text: string }
  | { mode: 'node'; type: string; name: string }
  /** A whole nested node, as the nested editor builds it. */
  | { mode: 'object'; node: JsonLdObject }
  /** A list's items as the list editor holds them; no items removes the property. */
  | { mode: 'list'; items: readonly unknown[] };

const DATA_TYPE_KINDS: Record<string, FieldKind> = {
  Text: 'text',
  URL: 'url',
  Date: 'date',
  DateTime: 'dateTime',
  Time: 'time',
  Number: 'number',
  Integer: 'number',
  Float: 'number',
  Boolean: 'boolean',
  Duration: 'text',
  Distance: 'text',
  Energy: 'text',
  Mass: 'text',
  Quantity: 'text',
  CssSelectorType: 'text',
  XPathType: 'text',
  PronounceableText: 'text',
  DataType: 'text',
};

const LONG_TEXT_PROPERTIES = new Set([
  'description',
  'articleBody',
  'text',
  'reviewBody',
  'abstract',
  'disambiguatingDescription',
]);

export function isDataType(type: string): boolean {
  return Object.hasOwn(DATA_TYPE_KINDS, type);
}

/** "datePublished" -> "Date published". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const FORMAT_KINDS: Partial<Record<NonNullable<VocabularyPropertyDto['format']>, FieldKind>> = {
  number: 'number',
  integer: 'number',
  currency: 'currency',
  duration: 'duration',
  url: 'url',
  country: 'country',
  time: 'time',
};

/**
 * Chooses the input for a property: the format Google's rule names (price: a number, priceCurrency: a currency)
 * first, then enumerations, then the expected types, where literal inputs win over nested nodes.
 */
export function fieldFor(property: VocabularyPropertyDto, parentType = ''): FormField {
  const dataTypes = property.expectedTypes.filter(isDataType);
  const enumValues = property.enumValues ?? [];
  const nodeTypes = property.expectedTypes.filter((type) => !isDataType(type));
  const preferred = property.defaultType;
  if (preferred) nodeTypes.sort((a, b) => Number(b === preferred) - Number(a === preferred));
  if (preferred && !nodeTypes.includes(preferred)) nodeTypes.unshift(preferred);
  const formatKind = property.format ? FORMAT_KINDS[property.format] : undefined;
  let kind: FieldKind;
  if (formatKind) kind = formatKind;
  else if (enumValues.length > 0 && dataTypes.length === 0) kind = 'enum';
  else if (dataTypes.length === 0 && nodeTypes.length > 0) kind = 'node';
  // Google expects a node where the range also allows text (an Event's location is a Place, an address a
  // PostalAddress); a URL stays a URL (an image or a logo given by its address is what most pages write).
  else if (preferred && !dataTypes.includes('URL')) kind = 'node';
  else if (LONG_TEXT_PROPERTIES.has(property.name)) kind = 'longText';
  else if (dataTypes.includes('URL') && !dataTypes.includes('Text')) kind = 'url';
  else if (dataTypes.includes('URL') && nodeTypes.length > 0) kind = 'url';
  else if (dataTypes.includes('DateTime')) kind = 'dateTime';
  else if (dataTypes.includes('Date')) kind = 'date';
  else if (dataTypes.includes('Duration') && !dataTypes.includes('Text')) kind = 'duration';
  else if (dataTypes.length === 1) kind = DATA_TYPE_KINDS[dataTypes[0]!]!;
  else if (dataTypes.includes('Text')) kind = 'text';
  else kind = dataTypes.some((t) => DATA_TYPE_KINDS[t] === 'number') ? 'number' : 'text';
  return {
    name: property.name,
    label: humanize(property.name),
    description: property.description,
    kind,
    required: property.required,
    recommended: property.recommended,
    expectedTypes: property.expectedTypes,
    nodeTypes,
    enumValues,
    parentType,
    named: property.namedValue !== false,
    repeatable: property.repeatable === true,
  };
}

/**
 * The form's fields for a type: its required and recommended properties, then those the builder shows unasked
 * and any property the user added or the document already holds, in the vocabulary's order.
 */
export function formFields(
  detail: VocabularyTypeDetail,
  node: JsonLdObject | null,
  added: readonly string[],
): FormField[] {
  const present = new Set(node ? Object.keys(node) : []);
  const addedSet = new Set(added);
  return detail.properties
    .filter(
      (p) => p.required || p.recommended || p.shown || present.has(p.name) || addedSet.has(p.name),
    )
    .sort((a, b) => rank(a) - rank(b))
    .map((property) => fieldFor(property, detail.name));
}

function rank(property: VocabularyPropertyDto): number {
  return property.required ? 0 : property.recommended ? 1 : 2;
}

/** Properties that can still be added with "add property". */
export function addableProperties(
  detail: VocabularyTypeDetail,
  fields: readonly FormField[],
): VocabularyPropertyDto[] {
  const shown = new Set(fields.map((field) => field.name));
  return detail.properties
    .filter((p) => !shown.has(p.name))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function readField(node: JsonLdObject | null, field: FormField): FieldValue {
  const value = node?.[field.name];
  if (field.repeatable || Array.isArray(value)) {
    if (value === undefined || value === null) return { mode: 'list', items: [] };
    return { mode: 'list', items: Array.isArray(value) ? value : [value] };
  }
  if (value === undefined || value === null || value === '') return { mode: 'empty' };
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return { mode: 'literal', text: String(value) };
  }
  if (field.kind === 'node' && isPlainObject(value)) {
    const type = value['@type'];
    const name = value['name'];
    if (typeof type === 'string' && (name === undefined || typeof name === 'string')) {
      return { mode: 'node', type, name: name ?? '', node: value as JsonLdObject };
    }
  }
  return { mode: 'complex', summary: summarize(value) };
}

/** The text a field's input shows: a literal's text or a node's name; empty for empty and complex values. */
export function fieldText(value: FieldValue): string {
  return value.mode === 'literal' ? value.text : value.mode === 'node' ? value.name : '';
}

const INPUT_TYPES: Partial<Record<FieldKind, string>> = {
  url: 'url',
  date: 'date',
  number: 'number',
  time: 'time',
};

/** The `<input type>` for a field kind: url, date, number and time have their own, every other kind is a text input. */
export function inputTypeFor(kind: FieldKind): string {
  return INPUT_TYPES[kind] ?? 'text';
}

/** Returns a new node with the field set (or removed when the input is empty). */
export function writeField(node: JsonLdObject, field: FormField, input: FieldInput): JsonLdObject {
  const next: JsonLdObject = { ...node };
  if (input.mode === 'list') {
    if (input.items.length === 0) delete next[field.name];
    else next[field.name] = [...input.items];
    return next;
  }
  if (input.mode === 'object') {
    if (Object.keys(input.node).every((key) => key === '@type')) delete next[field.name];
    else next[field.name] = input.node;
    return next;
  }
  if (input.mode === 'node') {
    const current = node[field.name];
    // Keep the nested fields already entered; only the type and name come from this input.
    const base = isPlainObject(current) ? (current as JsonLdObject) : {};
    const nested: JsonLdObject = {
      ...base,
      '@type': input.type || field.nodeTypes[0] || 'Thing',
      name: input.name,
    };
    if (!input.name.trim()) delete nested['name'];
    if (Object.keys(nested).every((key) => key === '@type')) delete next[field.name];
    else next[field.name] = nested;
    return next;
  }
  const text = input.text;
  if (text.trim() === '') {
    delete next[field.name];
    return next;
  }
  if (field.kind === 'number' && text.trim() !== '' && !Number.isNaN(Number(text)))
    next[field.name] = Number(text);
  else if (field.kind === 'boolean') next[field.name] = text === 'true';
  else if (field.kind === 'node')
    next[field.name] = { '@type': field.nodeTypes[0] ?? 'Thing', name: text };
  else next[field.name] = text;
  return next;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function summarize(value: unknown): string {
  if (Array.isArray(value)) return `${value.length} values`;
  if (isPlainObject(value)) {
    const type = value['@type'];
    return `${typeof type === 'string' ? type : 'Object'} with ${Object.keys(value).length} fields`;
  }
  return String(value);
}
