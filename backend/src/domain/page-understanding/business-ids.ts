import { foundingDate } from './founding-date.js';
import type { PageUnderstandingInput } from './page-statements.js';
import type { Sourced, TracedNode } from './traced-node.js';

/**
 * Australia's business number as its businesses write it, usually in the footer or the about page ("ABN 41 117 562
 * 983"), Brazil's CNPJ or Taiwan's unified business number: the business's `taxID`, as written. Of VAT numbers, only
 * the Gulf states' are read (as `vatID`): Europe's are written beside company numbers too alike to tell apart.
 */
const ABN = /(?<![\p{L}])ABN:?\s*(\d{2}\s?\d{3}\s?\d{3}\s?\d{3})(?!\d)/u;

/** Brazil's company number as written ("CNPJ: 11.482.930/0001-07"). */
const CNPJ = /(?<![\p{L}])CNPJ:?\s*(\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2})(?!\d)/u;

/** Taiwan's unified business number ("統一編號 53917284", "統編：53917284"). */
const TW_UBN = /(?:統一編號|統編)\s*[:：]?\s*(\d{8})(?!\d)/u;

/**
 * A VAT number of the Gulf states, fifteen digits under its Arabic or English label ("الرقم الضريبي: 310245678900003",
 * "TRN 100234567800003"): the business's `vatID`. A commercial registration ("السجل التجاري") is no tax number.
 */
const GULF_VAT =
  /(?:الرقم الضريبي|رقم التسجيل الضريبي|الرقم الضريبي الموحد|\bTRN\b|\bVAT (?:No\.?|Number|Reg(?:istration)? No\.?))\s*[:：]?\s*(\d{15})(?!\d)/u;

const said = (pattern: RegExp, text: string): Sourced<string> => {
  const found = pattern.exec(text);
  return found ? [found[1]!, `"${found[0]}" in the page's text`] : [null, null];
};

export function taxId(page: PageUnderstandingInput): Sourced<string> {
  for (const pattern of [ABN, CNPJ, TW_UBN]) {
    const found = said(pattern, page.visibleText);
    if (found[0]) return found;
  }
  return [null, null];
}

/** What a business's own records say of it, wherever the page writes them: the year it was founded and its tax number. */
export function setCompanyRecords(business: TracedNode, page: PageUnderstandingInput): void {
  business.set('foundingDate', ...foundingDate(page));
  business.set('taxID', ...taxId(page));
  business.set('vatID', ...said(GULF_VAT, page.visibleText));
}
