import { asArray, childPath, isNode, typesOf } from '../validation/json-ld-node.js';
import { hasTimeZone, isIsoDateTime, isNumeric } from '../validation/value-formats.js';
import type { CustomCheck } from './rule-set.js';

/** ratingValue must lie within worstRating..bestRating (Google's defaults: 1..5). */
export const ratingWithinBounds: CustomCheck = (node, path, { report }, rule) => {
  const value = node.ratingValue;
  if (!isNumeric(value)) return;
  const best = isNumeric(node.bestRating) ? Number(node.bestRating) : 5;
  const worst = isNumeric(node.worstRating) ? Number(node.worstRating) : 1;
  const where = childPath(path, 'ratingValue', null);
  if (worst >= best) {
    report.blocking(`${childPath(path, 'bestRating', null)}: bestRating (${best}) must be greater than worstRating (${worst}) for the ${rule.feature} rich result.`);
  } else if (Number(value) < worst || Number(value) > best) {
    const hint = isNumeric(node.bestRating) ? '' : '; if your scale is not 1-5, set "bestRating" and "worstRating"';
    report.blocking(`${where}: rating ${value} is outside ${worst}-${best} for the ${rule.feature} rich result${hint}.`);
  }
};

/** Date-times Google reads as event or broadcast times should carry a UTC offset, or they are read as local. */
export function timeZoneRecommended(...properties: string[]): CustomCheck {
  return (node, path, { report }, rule) => {
    for (const property of properties) {
      for (const value of asArray(node[property])) {
        if (typeof value === 'string' && isIsoDateTime(value) && !hasTimeZone(value)) {
          report.richResult(`${childPath(path, property, null)}: "${value}" has no time zone; add a UTC offset (e.g. ${value}+01:00) so the ${rule.feature} time is unambiguous.`);
        }
      }
    }
  };
}

/**
 * ListItem positions: integers, unique, starting at 1 and consecutive (Google orders breadcrumbs and carousels by them).
 */
export const listPositions: CustomCheck = (node, path, context, rule) => {
  const elements = node.itemListElement;
  const items = asArray(elements).map((item) => context.resolve(item));
  const positions = items.map((item) => (isNode(item) ? Number(item.position) : NaN));
  if (positions.some((position) => !Number.isInteger(position))) return;
  const sorted = [...positions].sort((a, b) => a - b);
  const consecutive = sorted.every((position, i) => position === i + 1);
  if (!consecutive) {
    context.report.blocking(`${childPath(path, 'itemListElement', null)}: positions ${positions.join(', ')} must be unique whole numbers starting at 1 with no gaps (${rule.feature}).`);
  }
};

/** Every breadcrumb except the last must link to its page through `item` (a URL or an object with @id/url). */
export const breadcrumbItemLinks: CustomCheck = (node, path, context, rule) => {
  const elements = node.itemListElement;
  const items = asArray(elements).map((item) => context.resolve(item));
  const byPosition = items.map((item, i) => ({ item, i })).filter(({ item }) => isNode(item));
  const last = Math.max(...byPosition.map(({ item }) => Number((item as Record<string, unknown>).position) || 0));
  for (const { item, i } of byPosition) {
    const entry = item as Record<string, unknown>;
    const at = childPath(path, 'itemListElement', Array.isArray(elements) ? i : null);
    const target = context.resolve(entry.item);
    const hasName = typeof entry.name === 'string' || (isNode(target) && typeof target.name === 'string');
    if (!hasName) context.report.blocking(`${at}.name: missing required property "name" for the ${rule.feature} rich result. Add the breadcrumb's title as "name".`);
    if (Number(entry.position) !== last && (entry.item === undefined || entry.item === '')) {
      context.report.blocking(`${at}.item: missing required property "item" for the ${rule.feature} rich result. Add the URL of the page this breadcrumb links to (only the last breadcrumb may omit it).`);
    }
  }
};

/** A text limit Google documents (e.g. Dataset description 50-5000 characters). */
export function textLength(property: string, min: number, max: number, blocking: boolean): CustomCheck {
  return (node, path, { report }, rule) => {
    const value = node[property];
    if (typeof value !== 'string' || (value.length >= min && value.length <= max)) return;
    const message = `${childPath(path, property, null)}: ${value.length} characters; the ${rule.feature} rich result needs ${min}-${max}.`;
    if (blocking) report.blocking(message);
    else report.richResult(message);
  };
}

export function hasAnyType(...types: string[]) {
  return (node: Record<string, unknown>) => typesOf(node).some((type) => types.includes(type));
}

