import { asArray, childPath, isNode } from '../validation/json-ld-node.js';
import {
  hasTimeZone,
  isIsoDate,
  isIsoDateTime,
  isNumeric,
  matchesFormat,
  VALUE_FORMATS,
  type ValueFormat,
} from '../validation/value-formats.js';
import type { CustomCheck } from './rule-set.js';

/** ratingValue must lie within worstRating..bestRating (Google's defaults: 1..5). */
export const ratingWithinBounds: CustomCheck = (node, path, { report }, rule) => {
  const value = node.ratingValue;
  if (!isNumeric(value)) return;
  const best = isNumeric(node.bestRating) ? Number(node.bestRating) : 5;
  const worst = isNumeric(node.worstRating) ? Number(node.worstRating) : 1;
  const where = childPath(path, 'ratingValue', null);
  if (worst >= best) {
    report.blocking(
      `${childPath(path, 'bestRating', null)}: bestRating (${best}) must be greater than worstRating (${worst}) for the ${rule.feature} rich result.`,
    );
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
          report.richResult(
            `${childPath(path, property, null)}: "${value}" has no time zone; add a UTC offset (e.g. ${value}+01:00) so the ${rule.feature} time is unambiguous.`,
          );
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
    context.report.blocking(
      `${childPath(path, 'itemListElement', null)}: positions ${positions.join(', ')} must be unique whole numbers starting at 1 with no gaps (${rule.feature}).`,
    );
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
    // An empty name is no name: Google has nothing to show for that breadcrumb.
    const hasName = isText(entry.name) || (isNode(target) && isText(target.name));
    if (!hasName)
      context.report.blocking(
        `${at}.name: missing required property "name" for the ${rule.feature} rich result. Add the breadcrumb's title as "name".`,
      );
    if (Number(entry.position) !== last && (entry.item === undefined || entry.item === '')) {
      context.report.blocking(
        `${at}.item: missing required property "item" for the ${rule.feature} rich result. Add the URL of the page this breadcrumb links to (only the last breadcrumb may omit it).`,
      );
    }
  }
};

function isText(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

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

const SCHEMA_MEMBER_PREFIX = /^(https?:\/\/schema\.org\/|schema:)/;

/** `https://schema.org/InStock`, `http://schema.org/InStock`, `schema:InStock` and `InStock` all name the same member. */
export function enumName(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim().replace(SCHEMA_MEMBER_PREFIX, '');
  if (isNode(value) && typeof value['@id'] === 'string') return enumName(value['@id']);
  if (isNode(value) && typeof value['@type'] === 'string' && Object.keys(value).length === 1) return enumName(value['@type']);
  return undefined;
}

/**
 * Values Google documents as the only ones it reads for a property (an enumeration subset or fixed strings).
 * Any other value is reported as a rich-result warning (`blocking` for the few cases Google calls a requirement).
 */
export function allowedValues(property: string, allowed: readonly string[], what: string, blocking = false): CustomCheck {
  return (node, path, { report }, rule) => {
    const value = node[property];
    if (value === undefined) return;
    const list = asArray(value);
    list.forEach((item, i) => {
      const name = enumName(item);
      if (name !== undefined && allowed.includes(name)) return;
      const at = childPath(path, property, Array.isArray(value) ? i : null);
      const message = `${at}: ${JSON.stringify(item)?.slice(0, 60)} is not a value Google reads for ${what} (${rule.feature}); use ${allowed.map((a) => `"${a}"`).join(' or ')}.`;
      if (blocking) report.blocking(message);
      else report.richResult(message);
    });
  };
}

/** A property Google reads only when its value has a given format; checked only when present (not recommended). */
export function formatWhenPresent(property: string, format: ValueFormat): CustomCheck {
  return (node, path, { report, resolve }, rule) => {
    const value = node[property];
    if (value === undefined) return;
    asArray(value).forEach((item, i) => {
      const resolved = resolve(item);
      if (matchesFormat(resolved, format)) return;
      const at = childPath(path, property, Array.isArray(value) ? i : null);
      report.richResult(
        `${at}: invalid value ${JSON.stringify(resolved)?.slice(0, 60)} for the ${rule.feature} rich result; "${property}" must be ${VALUE_FORMATS[format]}.`,
      );
    });
  };
}

/** A cap Google puts on repeated values (e.g. up to 50 return countries, up to 10 certifications). */
export function maxValues(property: string, max: number): CustomCheck {
  return (node, path, { report }, rule) => {
    const count = asArray(node[property]).length;
    if (count > max)
      report.richResult(`${childPath(path, property, null)}: ${count} values; the ${rule.feature} rich result reads at most ${max}.`);
  };
}

const DAY_MS = 86_400_000;

/**
 * The instant an ISO 8601 date or date-time denotes, for ordering checks. A date alone is its first moment (UTC),
 * or its last with `end-of-day`: a sale "until 2025-11-30" still runs on that day.
 */
export function instant(value: unknown, dateOnly: 'start-of-day' | 'end-of-day' = 'start-of-day'): number | undefined {
  if (typeof value !== 'string') return undefined;
  if (isIsoDate(value)) return Date.parse(`${value}T00:00:00Z`) + (dateOnly === 'end-of-day' ? DAY_MS - 1 : 0);
  if (!isIsoDateTime(value)) return undefined;
  const time = Date.parse(hasTimeZone(value) ? value : `${value}Z`);
  return Number.isNaN(time) ? undefined : time;
}
