import { foundingDate } from './founding-date.js';
import type { PageUnderstandingInput } from './page-statements.js';
import { labelledFrom, ownContent } from './proposal-context.js';
import { first, type Sourced, type TracedNode } from './traced-node.js';

/**
 * Australia's business number as its businesses write it, usually in the footer or the about page ("ABN 41 117 562
 * 983"), Brazil's CNPJ, Taiwan's unified business number, Argentina's CUIT or Hungary's adószám: the business's
 * `taxID`, as written. VAT numbers are read by their labels only (`vatID`): a company number beside one looks alike.
 */
const ABN = /(?<![\p{L}])ABN:?\s*(\d{2}\s?\d{3}\s?\d{3}\s?\d{3})(?!\d)/u;

/** Brazil's company number as written ("CNPJ: 11.482.930/0001-07"). */
const CNPJ = /(?<![\p{L}])CNPJ:?\s*(\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2})(?!\d)/u;

/** Taiwan's unified business number ("統一編號 53917284", "統編：53917284"). */
const TW_UBN = /(?:統一編號|統編)\s*[:：]?\s*(\d{8})(?!\d)/u;

/** Argentina's CUIT ("CUIT 30-71548392-6") and Hungary's tax number ("Adószám: 18459273-1-06"). */
const CUIT = /(?<![\p{L}])CUIT\s*[:.]?\s*(\d{2}-?\d{8}-?\d)(?!\d)/u;
const HU_TAX = /(?<![\p{L}])Adószám(?:unk)?\s*[:.]?\s*(\d{8}-\d-\d{2})(?!\d)/u;
/**
 * Latin America's tax numbers as their businesses write them: Chile's RUT ("RUT: 76.543.210-K"), Colombia's NIT ("NIT
 * 900.123.456-7"), Peru's RUC ("RUC 20512345678") and Mexico's RFC ("RFC: ABC010203XY1").
 */
const CL_RUT = /(?<![\p{L}])R\.?U\.?T\.?\s*[:.]?\s*(\d{1,2}\.?\d{3}\.?\d{3}-[\dkK])(?!\d)/u;
const CO_NIT = /(?<![\p{L}])NIT\.?\s*[:.]?\s*(\d{3}\.?\d{3}\.?\d{3}-\d)(?!\d)/u;
const PE_RUC = /(?<![\p{L}])RUC\s*[:.]?\s*((?:10|15|17|20)\d{9})(?!\d)/u;
const MX_RFC = /(?<![\p{L}])RFC\s*[:.]?\s*([A-ZÑ&]{3,4}\d{6}[A-Z\d]{3})(?![\p{L}\d])/u;

/**
 * A VAT number under its label, as Europe and South Africa write it ("UID: ATU68412379", "VAT No. 4820277315", "VAT IE
 * 6342871K", "USt-IdNr. DE 123456789"): a country prefix and its code, or the digits alone. A company or register
 * number beside it has a label of its own.
 */
const VAT_NUMBER =
  /(?<![\p{L}])(?:VAT(?:\s+(?:No\.?|Number|Reg(?:istration)?\.?\s*No\.?))?|UID(?:-Nr\.?)?|USt-?Id(?:Nr)?\.?|N°\s?TVA|TVA intracommunautaire|BTW(?:-?nr\.?|-?nummer)?|P\.\s?IVA|Partita IVA)\s*[:.]?\s*([A-Z]{2}\s?[0-9A-Z]{8,12}|\d{9,12})(?![\dA-Za-z])/u;

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

export const taxId = (page: PageUnderstandingInput): Sourced<string> =>
  first(...[ABN, CNPJ, TW_UBN, CUIT, HU_TAX, CL_RUT, CO_NIT, PE_RUC, MX_RFC].map((pattern) => said(pattern, page.visibleText)));

/** Labels of a business's founder ("Fundadora: Carmen Oyarzún Vera", "Founder:", "Gründerin:"). */
const FOUNDER_LABEL =
  /^(?:founders?|co-founders?|founded by|fundador(?:a|es)?|fundad[ao] por|gründer(?:in)?|fondat(?:eur|rice|ore)|fondée? par|oprichter|grundare|założyciel(?:ka)?)$/;

/**
 * The founders the page's own content labels by name ("Fundadora: …", a team card's "Founder" role), as Persons: one,
 * or each of several. A name with digits or an address is none.
 */
function labelledFounder(page: PageUnderstandingInput): Sourced<Record<string, unknown> | Record<string, unknown>[]> {
  const entries = ownContent(page.statements.labelled).filter(
    (statement) => FOUNDER_LABEL.test(statement.label) && /^\p{Lu}[\p{L}.' -]{2,60}$/u.test(statement.value),
  );
  const names = [...new Set(entries.map((entry) => entry.value))];
  const people = names.map((name) => ({ '@type': 'Person', name }));
  return people.length === 0 ? [null, null] : [people.length === 1 ? people[0]! : people, labelledFrom(entries[0]!)];
}

/** What a business's own records say of it, wherever the page writes them: the year it was founded and its tax number. */
export function setCompanyRecords(business: TracedNode, page: PageUnderstandingInput): void {
  business.set('foundingDate', ...foundingDate(page));
  business.set('taxID', ...taxId(page));
  if (!business.node['founder']) business.set('founder', ...labelledFounder(page));
  business.set('vatID', ...first(said(GULF_VAT, page.visibleText), said(VAT_NUMBER, page.visibleText)));
}
