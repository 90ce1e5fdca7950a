import { closestName } from '../vocabulary/did-you-mean.js';
import type { PropertyInfo, Vocabulary } from '../vocabulary/vocabulary.js';
import { isAbsoluteUrl, isIsoDate, isIsoDateTime } from './value-formats.js';
import type { ValidationReport } from './validation-report.js';

const TEXTUAL = ['Text', 'URL', 'CssSelectorType', 'XPathType', 'PronounceableText', 'Quantity', 'Duration', 'Distance', 'Energy', 'Mass'];
const NUMERIC = ['Number', 'Integer', 'Float', 'Text', 'Quantity'];
const TEMPORAL = ['Date', 'DateTime', 'Time'];

/** Range checks for a literal (string, number, boolean) value of a property. */
export function checkLiteral(vocabulary: Vocabulary, value: unknown, property: PropertyInfo, path: string, report: ValidationReport): void {
  const range = property.r;
  if (typeof value === 'number') {
    if (!range.some((type) => NUMERIC.includes(type))) report.schemaOrg(`${path}: "${property.name}" expects ${range.join(' or ')}, not a number.`);
    return;
  }
  if (typeof value === 'boolean') {
    if (!range.includes('Boolean') && !range.includes('Text')) report.schemaOrg(`${path}: "${property.name}" expects ${range.join(' or ')}, not true/false.`);
    return;
  }
  if (typeof value !== 'string') return;
  const members = vocabulary.rangeEnumerationMembers(property.name);
  if (members.length) {
    const enumerations = range.filter((type) => vocabulary.isEnumeration(type));
    const member = value.replace(/^(?:schema:|https?:\/\/schema\.org\/)/i, '');
    if (members.includes(member)) return;
    if (!range.some((type) => TEXTUAL.includes(type))) {
      const suggestion = closestName(member, members);
      report.schemaOrg(`${path}: "${value}" is not a member of ${enumerations.join('/')}${suggestion ? `. Did you mean "https://schema.org/${suggestion}"?` : `; use one of ${members.slice(0, 8).join(', ')}.`}`);
      return;
    }
  }
  if (members.length || range.some((type) => TEXTUAL.includes(type))) return;
  if (range.some((type) => TEMPORAL.includes(type))) {
    if (!isIsoDate(value) && !isIsoDateTime(value) && !/^\d{2}:\d{2}(:\d{2})?/.test(value)) {
      report.schemaOrg(`${path}: "${value}" is not an ISO 8601 ${range.filter((type) => TEMPORAL.includes(type)).join('/')} (e.g. 2024-05-01 or 2024-05-01T09:00:00+00:00).`);
    }
    return;
  }
  if (range.some((type) => ['Number', 'Integer', 'Float'].includes(type))) {
    if (Number.isNaN(Number(value))) report.schemaOrg(`${path}: "${property.name}" expects a number, got "${value}".`);
    return;
  }
  if (range.includes('Boolean')) return;
  const expected = range.filter((type) => !vocabulary.isDataType(type));
  // An absolute URL where a node is expected is an IRI reference to that node, which JSON-LD allows.
  if (expected.length && !isAbsoluteUrl(value)) {
    report.schemaOrg(`${path}: "${property.name}" expects ${expected.join(' or ')} but got text; use an object, e.g. { "@type": "${expected[0]}", "name": "${value.slice(0, 40)}" }.`);
  }
}
