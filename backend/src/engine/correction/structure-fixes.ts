import { isNode, stripSchemaPrefix, typesOf } from '../validation/json-ld-node.js';
import type { Vocabulary } from '../vocabulary/vocabulary.js';
import { forEachNode, prependContext, renameKey } from './node-visitor.js';

const SCHEMA_CONTEXT = 'https://schema.org';
const KNOWN_CONTEXT = /^(https?:\/\/)?(www\.)?schema\.org\/?(docs\/jsonldcontext\.json(ld)?)?$/i;

/** Adds a missing @context, upgrades http:// to https:// and replaces contexts that are not schema.org. */
export function fixContext(document: unknown): boolean {
  let changed = false;
  const holders = Array.isArray(document) ? document.filter(isNode) : isNode(document) ? [document] : [];
  for (const holder of holders) {
    const context = holder['@context'];
    if (context === SCHEMA_CONTEXT) continue;
    if (typeof context === 'string' && KNOWN_CONTEXT.test(context) && context.toLowerCase().startsWith('https://schema.org')) continue;
    if (Array.isArray(context) || isNode(context)) {
      const text = JSON.stringify(context);
      if (!text.includes('http://schema.org')) continue;
      holder['@context'] = JSON.parse(text.replaceAll('http://schema.org', 'https://schema.org'));
    } else {
      prependContext(holder, SCHEMA_CONTEXT);
    }
    changed = true;
  }
  return changed;
}

/** Unknown types with a close vocabulary name ("Prodcut", "localbusiness") become that name. */
export function fixTypeNames(document: unknown, vocabulary: Vocabulary): boolean {
  let changed = false;
  forEachNode(document, (node) => {
    const declared = node['@type'];
    const fix = (type: unknown) => {
      if (typeof type !== 'string') return type;
      const name = stripSchemaPrefix(type);
      if (name.includes(':') || name.includes('/') || (vocabulary.type(name) && !vocabulary.isDataType(name))) return type;
      const suggestion = vocabulary.suggestType(name);
      if (!suggestion) return type;
      changed = true;
      return suggestion;
    };
    if (Array.isArray(declared)) node['@type'] = declared.map(fix);
    else if (declared !== undefined) node['@type'] = fix(declared);
  });
  return changed;
}

/** Misspelt or wrongly cased properties become the close property the node's types accept. */
export function fixPropertyNames(document: unknown, vocabulary: Vocabulary): boolean {
  let changed = false;
  forEachNode(document, (node) => {
    const types = typesOf(node).filter((type) => vocabulary.type(type));
    if (types.length === 0) return;
    const accepts = (name: string) => types.some((type) => vocabulary.propertiesOf(type).has(name));
    for (const key of Object.keys(node)) {
      const name = stripSchemaPrefix(key);
      if (key.startsWith('@') || name.includes(':') || /-(input|output)$/.test(name) || accepts(name)) continue;
      const suggestion = vocabulary.suggestProperty(name, types);
      if (!suggestion || !accepts(suggestion) || suggestion in node) continue;
      renameKey(node, key, suggestion);
      changed = true;
    }
  });
  return changed;
}
