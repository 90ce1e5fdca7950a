import { foundingDate } from './founding-date.js';
import type { PageUnderstandingInput } from './page-statements.js';
import type { Sourced, TracedNode } from './traced-node.js';

/**
 * Australia's business number as its businesses write it, usually in the footer or the about page ("ABN 41 117 562
 * 983"), or Brazil's CNPJ: the business's `taxID`, as written. VAT numbers are not read here.
 */
const ABN = /(?<![\p{L}])ABN:?\s*(\d{2}\s?\d{3}\s?\d{3}\s?\d{3})(?!\d)/u;

/** Brazil's company number as written ("CNPJ: 11.482.930/0001-07"). */
const CNPJ = /(?<![\p{L}])CNPJ:?\s*(\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2})(?!\d)/u;

export function taxId(page: PageUnderstandingInput): Sourced<string> {
  const said = ABN.exec(page.visibleText) ?? CNPJ.exec(page.visibleText);
  return said ? [said[1]!, `"${said[0]}" in the page's text`] : [null, null];
}

/** What a business's own records say of it, wherever the page writes them: the year it was founded and its tax number. */
export function setCompanyRecords(business: TracedNode, page: PageUnderstandingInput): void {
  business.set('foundingDate', ...foundingDate(page));
  business.set('taxID', ...taxId(page));
}
