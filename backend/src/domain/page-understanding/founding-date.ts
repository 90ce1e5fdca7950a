import type { PageUnderstandingInput } from './page-statements.js';
import { mainHeading, sentencesOf, siteNames } from './proposal-context.js';
import type { Sourced } from './traced-node.js';
import { dateIn } from './written-dates.js';
import { westernDigits } from '../shared/western-digits.js';

/**
 * A verb of founding, in the languages read ("founded", "gegründet", "fondée", "fondano", "opgericht", "założona",
 * "grundades", "perustettu"): a sentence that says one year beside it says when the business began.
 */
const FOUNDED =
  /(?:founded|established|est\.|gegründet|gründete[nt]?|fondée?s?|créée?s?|fondat[aoie]|fond[aò]|fondano|fondarono|fundad[ao]s?|fundó|fundou|fundaram|opgericht|richtte(?:n)? .{0,40}op|założon[aey]|założył[aiy]?|grundad(?:es|e)?|grundat|grundlagt|grunnlagt|etablert|etableret|perust(?:ettiin|ettu|i|ivat|aa)|založen[aáéý]?|založil[aiy]?|تأسست|تأسس|أسست|أسس|alakult|alapított|alapítva|alapították|alapította)(?![\p{L}])/giu;

/**
 * Founding as Chinese and Japanese write it, with the year and its "年": "創立於 2014 年", "1987年創業", "自 2014 年起"
 * (since 2014), "2014年から".
 */
const CJK_FOUNDED =
  /(?:創立|创立|成立|創辦|创办|設立|设立|創業|创业)(?:於|于)?\s*((?:19|20)\d\d)\s*年|((?:19|20)\d\d)\s*年\s*(?:に)?(?:創立|创立|成立|創辦|创办|設立|设立|創業|创业)|(?:自|從|从)\s*((?:19|20)\d\d)\s*年\s*(?:起|開始|开始|以來|以来)|((?:19|20)\d\d)\s*年\s*(?:から|以來|以来)/u;

/**
 * Whether a sentence holds a founding verb as a word of its own. The page's text glues a heading to the block after it
 * ("À proposCréée le 14 mai 1998"): a verb written with a capital starts a block of its own even without a space before.
 */
const founding = (sentence: string) =>
  [...sentence.matchAll(FOUNDED)].find(
    (match) => match.index === 0 || !/\p{L}/u.test(sentence[match.index - 1]!) || /\p{Lu}/u.test(match[0][0]!),
  );
/** A year a few words after the founding verb ("Fondé en 1987", "founded in 1987 by"). */
const AFTER_VERB = /^\D{0,20}?((?:1[89]|20)\d\d)(?!\d)/;
/** A verb of birth ("nació en 2011", "was born in 2011"): a founding only where the business is its subject. */
const BORN =
  /(?<![\p{L}])(?:nació|nacimos|nasceu|nascemos|è nat[ao]|est née?|was born|came to life|vznikl[aoy]?|powstał[aoy]?|ontstond|entstand)(?![\p{L}])/iu;
/** "Since 1962" as a business writes it under its name or in its title ("dal 1962", "seit 1962", "sinds 1994"). */
const SINCE =
  /(?<![\p{L}])(?:since|seit|dal|depuis|desde|des de|sinds|siden|sedan|od(?: roku)?|vuodesta|est\.)\s+((?:1[89]|20)\d\d)(?!\d)/iu;
/** Words a business calls itself by in a sentence about how long it has been at work ("Rodzinna firma … od 2009 roku"). */
const FIRM =
  /(?<![\p{L}])(?:firm|company|business|practice|family[- ]run|firma|kancelář|kancelaria|unternehmen|familienbetrieb|betrieb|entreprise|maison|empresa|negocio|azienda|ditta|bedrijf|familiebedrijf|företag|familjeföretag|yritys|perheyritys|podnik|cég)(?![\p{L}])/iu;
/** How many words before "since" say what has been at work since then. */
const CLAUSE_WORDS = 10;
const YEAR = /(?<!\d)(?:1[89]|20)\d\d(?!\d)/g;

/**
 * When the business was founded, as the page says it: a sentence of its text with a founding verb and one
 * year ("Créée le 14 mai 1998" gives the day, "1962 — … fondano il pastificio" the year), else a short sentence that
 * has the business at work since a year, else "since 1962" in its title, main heading or description. A year later than this one, or several years in one sentence, say nothing sure.
 */
export function foundingDate(page: PageUnderstandingInput, now = new Date()): Sourced<string> {
  const founded = foundingSentence(page, now);
  if (founded[0]) return founded;
  const plausible = (year: string) => Number(year) <= now.getUTCFullYear();
  const owners = siteNames(page).filter((name) => name.length > 3);
  // "Advokátní kancelář pro firmy a podnikatele od roku 2006.": the business at work since a year it names.
  // The page's text runs its blocks together, so the clause is the few words before "since" and the rest of the sentence.
  const sentences = sentencesOf(page);
  for (const [i, sentence] of sentences.entries()) {
    const since = SINCE.exec(sentence);
    if (!since || !plausible(since[1]!)) continue;
    // "La Savonnerie des Baronnies, c'est une petite savonnerie… à Nyons. Depuis 2011, nous fabriquons…": a sentence that
    // opens on "since" has its subject in the sentence before.
    const before = since.index === 0 ? (sentences[i - 1] ?? '') : sentence.slice(0, since.index);
    const clause = `${before
      .split(/\s+/)
      .slice(since.index === 0 ? -2 * CLAUSE_WORDS : -CLAUSE_WORDS)
      .join(' ')} ${sentence.slice(since.index)}`;
    // The firm named as a firm, or by the name the site goes by ("Siden 2011 har Steinovn Bakeri bakt…").
    const named = owners.some((name) => clause.toLowerCase().includes(name.toLowerCase()));
    if ((FIRM.test(clause) || named) && new Set(clause.match(YEAR) ?? []).size === 1)
      return [since[1]!, `the words "${clause.trim().slice(0, 120)}"`];
  }
  // "Miel del Sur Austral nació en 2011, cuando…": the business, by the name the site goes by, born in a year.
  for (const sentence of sentences) {
    const born = BORN.exec(sentence);
    const year = born ? AFTER_VERB.exec(sentence.slice(born.index + born[0].length))?.[1] : undefined;
    const before = born ? sentence.slice(Math.max(0, born.index - 60), born.index).toLowerCase() : '';
    if (year && plausible(year) && owners.some((name) => before.includes(name.toLowerCase())))
      return [year, `the sentence "${sentence.trim().slice(0, 120)}"`];
  }
  for (const [text, from] of [
    [mainHeading(page), 'h1'],
    ...(page.statements.headingLines ?? []).map((line) => [line.text, 'line beside the main heading'] as const),
    [page.title, 'title'],
    [page.metaDescription, 'meta description'],
  ] as const) {
    const since = text ? SINCE.exec(text) : null;
    if (since && plausible(since[1]!)) return [since[1]!, `the words "${since[0]}" in the ${from}`];
  }
  return [null, null];
}

/** The date a sentence of the page's text founds the business on ("Mylly perustettiin vuonna 1921"), or nothing. */
export function foundingSentence(page: PageUnderstandingInput, now = new Date()): Sourced<string> {
  // The page's text first, then the description it gives of itself ("…fundado em 2015 pela Inês Carvalho").
  for (const written of [...sentencesOf(page), ...(page.metaDescription?.split(/(?<=[.!?])\s+/) ?? [])]) {
    const sentence = westernDigits(written);
    const cjk = CJK_FOUNDED.exec(sentence);
    const cjkYear = cjk?.slice(1).find(Boolean);
    if (cjkYear && Number(cjkYear) <= now.getUTCFullYear()) return [cjkYear, `the words "${cjk![0]}"`];
    const verb = founding(sentence);
    if (!verb) continue;
    // One year in the sentence, or the one right after the verb ("Fondé en 1987 par …, repris … en 2015").
    const years = [...new Set(sentence.match(YEAR) ?? [])];
    const year = years.length === 1 ? years[0]! : AFTER_VERB.exec(sentence.slice(verb.index + verb[0].length))?.[1];
    if (!year || Number(year) > now.getUTCFullYear()) continue;
    const date = dateIn(sentence, page.lang);
    const day = date && date.slice(0, 4) === year ? date.slice(0, 10) : null;
    return [day ?? year, `the sentence "${sentence.trim().slice(0, 120)}"`];
  }
  return [null, null];
}
