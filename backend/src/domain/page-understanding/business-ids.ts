import { foundingDate } from './founding-date.js';
import type { PageUnderstandingInput } from './page-statements.js';
import { labelledFrom, ownContent, sentencesOf, siteNames } from './proposal-context.js';
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

/** A name of two to four capitalised words ("Donal Ó Briain"), with an honorific before it if the page writes one ("Puan Siti Hajar Ismail"). */
const NAME = String.raw`((?:(?:Puan|Encik|Mr\.?|Mrs\.?|Ms\.?|Dr\.?|Madame|Monsieur|Herr|Frau|Sr\.?|Sra\.?)\s)?\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]*){1,3})`;
/** "Our founder, Puan Siti Hajar Ismail, …". */
const OUR_FOUNDER = new RegExp(String.raw`\b(?:[Oo]ur|[Tt]he) (?:co-)?[Ff]ounder,?\s${NAME}`, 'u');
/** "… founded by Ruth Abernathy in 2009", "gegründet von …", "fondée par …": a founding verb and its founder. */
const FOUNDED_BY = new RegExp(
  String.raw`(?<![\p{L}])(?:founded|established|started|gegründet|fondée?|fundad[ao]|fondat[ao]|opgericht)(?: (?:in|en|im|nel) \d{4})? (?:by|von|par|por|da|door)\s${NAME}`,
  'u',
);
/** The words before a founding verb that make the page's business its subject: "The firm was", "wurde 1987". */
const PASSIVE_BEFORE = /\b(?:was|were|is|has been|wurde|a été|fue|foi|è stat[ao]|werd)\s+(?:\S+\s+){0,2}$/u;

/**
 * The founder a sentence of the page (or its description) names, as a Person: "Our founder, …", or a founding verb
 * whose subject is the business (its name before the verb, or "The firm was founded … by"): "a Mallow firm established
 * in 1994 by Áine Walsh" names another firm's founder.
 */
function saidFounder(page: PageUnderstandingInput): Sourced<Record<string, unknown>> {
  const owners = siteNames(page).map((name) => new RegExp(`(?<![\\p{L}])${literal(name)}(?![\\p{L}])`, 'iu'));
  for (const sentence of [...sentencesOf(page), page.metaDescription ?? '']) {
    const ours = OUR_FOUNDER.exec(sentence);
    const verb = ours ? null : FOUNDED_BY.exec(sentence);
    const before = verb ? sentence.slice(0, verb.index) : '';
    const subject = verb && (PASSIVE_BEFORE.test(before) || owners.some((name) => name.test(before)));
    const said = ours ?? (subject ? verb : null);
    if (said) return [{ '@type': 'Person', name: said[1]! }, `the words "${said[0]}"`];
  }
  return [null, null];
}

/** A text as a regular expression that matches it literally. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Words a team card's role line starts with ("Founder", "Fondatrice", "Gründerin", "Owner", "Partner", "Associé"). */
const ROLE_WORD =
  /^(?:co-?)?(?:found|fondat|gründ|fundad|oprich|grundar|założ|zaklad|perust|alapít|owner|inhaber|propriétaire|propietari|titolare|partner|associé|socio|director|directrice|gérant|manager|ceo|head)/i;

/**
 * A team card's first name ("Élodie") as the page writes it in full elsewhere ("dans la cuisine d'Élodie Marchetti"),
 * where it writes one surname after it; else as given.
 */
function fullName(name: string, text: string): string {
  if (/\s/.test(name)) return name;
  // The role a team card writes after the name ("Élodie Fondatrice et gérante") is no surname.
  const surnames = new Set(
    [...text.matchAll(new RegExp(`(?<![\\p{L}])${literal(name)}\\s+(\\p{Lu}[\\p{L}'’-]+)`, 'gu'))]
      .map((m) => m[1]!)
      .filter((word) => !ROLE_WORD.test(word)),
  );
  return surnames.size === 1 ? `${name} ${[...surnames][0]}` : name;
}

/**
 * The founders the page's own content labels by name ("Fundadora: …", a team card's "Founder" role), as Persons: one,
 * or each of several. A name with digits or an address is none.
 */
function labelledFounder(page: PageUnderstandingInput): Sourced<Record<string, unknown> | Record<string, unknown>[]> {
  const entries = ownContent(page.statements.labelled).filter(
    (statement) => FOUNDER_LABEL.test(statement.label) && /^\p{Lu}[\p{L}.' -]{2,60}$/u.test(statement.value),
  );
  const names = [...new Set(entries.map((entry) => fullName(entry.value, page.visibleText)))];
  const people = names.map((name) => ({ '@type': 'Person', name }));
  return people.length === 0 ? [null, null] : [people.length === 1 ? people[0]! : people, labelledFrom(entries[0]!)];
}

/** What a business's own records say of it, wherever the page writes them: the year it was founded and its tax number. */
export function setCompanyRecords(business: TracedNode, page: PageUnderstandingInput): void {
  business.set('foundingDate', ...foundingDate(page));
  business.set('taxID', ...taxId(page));
  if (!business.node['founder']) business.set('founder', ...first(labelledFounder(page), saidFounder(page)));
  business.set('vatID', ...first(said(GULF_VAT, page.visibleText), said(VAT_NUMBER, page.visibleText)));
}
