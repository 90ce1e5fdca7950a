import type { LabelledStatement, PageUnderstandingInput } from './page-statements.js';
import { labelledFrom, ownContent } from './proposal-context.js';
import { phoneIn } from './read-values.js';
import type { Sourced } from './traced-node.js';

/** A label that names a fax number ("Fax", "Telefax", "Télécopie", "פקס", "فاكس", "ファックス"). */
const FAX_LABEL = /^(?:fax|telefax|fax\.|téléfax|télécopie|facsimile|פקס|فاكس|ファックス|ファクス|팩스)$/i;

/**
 * The business's fax number, labelled as one: the one number its own content labels so, else (with none there) the
 * one its header and footer do. Several fax numbers (a branch's beside the head office's) say nothing sure.
 */
export function faxNumber(page: PageUnderstandingInput): Sourced<string> {
  const faxes = (entries: LabelledStatement[]) => entries.filter((entry) => FAX_LABEL.test(entry.label.trim()) && phoneIn(entry.value));
  const own = faxes(ownContent(page.statements.labelled));
  const found = own.length > 0 ? own : faxes(page.statements.labelled.filter((entry) => entry.region === 'chrome'));
  const numbers = new Set(found.map((entry) => phoneIn(entry.value)));
  return numbers.size === 1 ? [phoneIn(found[0]!.value), labelledFrom(found[0]!)] : [null, null];
}
