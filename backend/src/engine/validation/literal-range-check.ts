import { structureFromText } from '../correction/structure-from-text.js';
import { closestName } from '../vocabulary/did-you-mean.js';
import type { PropertyInfo, Vocabulary } from '../vocabulary/vocabulary.js';
import { childPath, stripSchemaPrefix } from './json-ld-node.js';
import { isAbsoluteUrl, isIsoDate, isIsoDateTime } from './value-formats.js';
import type { ValidationReport } from './validation-report.js';

const TEXTUAL = ['Text', 'URL', 'CssSelectorType', 'XPathType', 'PronounceableText', 'Quantity', 'Duration', 'Distance', 'Energy', 'Mass'];
const NUMERIC = ['Number', 'Integer', 'Float', 'Text', 'Quantity'];
const TEMPORAL = ['Date', 'DateTime', 'Time'];

/** What a property's range accepts as a literal, worked out once per property (the range never changes). */
interface LiteralRange {
  acceptsNumber: boolean;
  acceptsBoolean: boolean;
  members: readonly string[];
  memberSet: ReadonlySet<string>;
  enumerations: readonly string[];
  textual: boolean;
  temporal: readonly string[];
  numeric: boolean;
  hasBoolean: boolean;
  /** Node types the range expects (data types removed). */
  nodeTypes: readonly string[];
  /** Whether the first expected type is identified by its name (a Person, a Place), so text reads as its name. */
  named: boolean;
}

/** Types a plain name identifies; a rating, an address or an offer is described by other properties instead. */
const NAMED_TYPES = ['Person', 'Organization', 'Place', 'Brand', 'CreativeWork', 'Event', 'Product', 'DefinedTerm', 'Language'];

function literalRangeOf(vocabulary: Vocabulary, property: PropertyInfo): LiteralRange {
  const range = property.r;
  const members = vocabulary.rangeEnumerationMembers(property.name);
  return {
    acceptsNumber: range.some((type) => NUMERIC.includes(type)),
    acceptsBoolean: range.includes('Boolean') || range.includes('Text'),
    members,
    memberSet: new Set(members),
    enumerations: range.filter((type) => vocabulary.isEnumeration(type)),
    textual: range.some((type) => TEXTUAL.includes(type)),
    temporal: range.filter((type) => TEMPORAL.includes(type)),
    numeric: range.some((type) => ['Number', 'Integer', 'Float'].includes(type)),
    hasBoolean: range.includes('Boolean'),
    nodeTypes: vocabulary.nodeRange(property.name),
    named: ((first) => first === 'Thing' || (first !== undefined && vocabulary.isAnySubtypeOf([first], NAMED_TYPES)))(
      vocabulary.nodeRange(property.name)[0],
    ),
  };
}

/** Range checks for a literal (string, number, boolean) value of a property. */
export class LiteralRangeCheck {
  /** Per property name: the range never changes, so what it accepts is worked out once. */
  private readonly ranges = new Map<string, LiteralRange>();

  constructor(private readonly vocabulary: Vocabulary) {}

  /**
   * `parentPath` and `index` place the value (`offers.price`, `image[1]`); the path is spelled out only for a finding,
   * since nearly every literal of a document has none.
   */
  check(value: unknown, property: PropertyInfo, parentPath: string, index: number | null, report: ValidationReport): void {
    let plan = this.ranges.get(property.name);
    if (!plan) this.ranges.set(property.name, (plan = literalRangeOf(this.vocabulary, property)));
    const finding = checkAgainst(plan, value, property);
    if (finding) report.schemaOrg(`${childPath(parentPath, property.name, index)}: ${finding}`);
  }
}

/** What is wrong with a literal value (the message after its path), or undefined when the range accepts it. */
function checkAgainst(plan: LiteralRange, value: unknown, property: PropertyInfo): string | undefined {
  const expects = () => property.r.join(' or ');
  if (typeof value === 'number') return plan.acceptsNumber ? undefined : `"${property.name}" expects ${expects()}, not a number.`;
  if (typeof value === 'boolean') return plan.acceptsBoolean ? undefined : `"${property.name}" expects ${expects()}, not true/false.`;
  if (typeof value !== 'string') return undefined;
  if (plan.members.length) {
    const member = stripSchemaPrefix(value);
    if (plan.memberSet.has(member) || plan.textual) return undefined;
    const suggestion = closestName(member, plan.members);
    return `"${value}" is not a member of ${plan.enumerations.join('/')}${suggestion ? `. Did you mean "https://schema.org/${suggestion}"?` : `; use one of ${plan.members.slice(0, 8).join(', ')}.`}`;
  }
  if (plan.textual) return undefined;
  if (plan.temporal.length) {
    if (isIsoDate(value) || isIsoDateTime(value) || /^\d{2}:\d{2}(:\d{2})?/.test(value)) return undefined;
    return `"${value}" is not an ISO 8601 ${plan.temporal.join('/')} (e.g. 2024-05-01 or 2024-05-01T09:00:00+00:00).`;
  }
  if (plan.numeric) return Number.isNaN(Number(value)) ? `"${property.name}" expects a number, got "${value}".` : undefined;
  if (plan.hasBoolean) return undefined;
  // An absolute URL where a node is expected is an IRI reference to that node, which JSON-LD allows.
  if (!plan.nodeTypes.length || isAbsoluteUrl(value)) return undefined;
  // Propose only what the text says: a rating's number, a person's name; otherwise ask for the object.
  const structured = structureFromText(property.name, [], value);
  const proposal =
    structured !== undefined
      ? `e.g. ${JSON.stringify(structured)}`
      : plan.named
        ? `e.g. { "@type": "${plan.nodeTypes[0]}", "name": ${JSON.stringify(value.slice(0, 40))} }`
        : `an object with "@type": "${plan.nodeTypes[0]}" and its properties`;
  return `"${property.name}" expects ${plan.nodeTypes.join(' or ')} but got text; use ${proposal}.`;
}
