import type { PageUnderstandingInput } from './page-statements.js';
import { mainHeading } from './proposal-context.js';
import type { Sourced } from './traced-node.js';
import { dateIn } from './written-dates.js';

/**
 * A verb of founding, in the languages read ("founded", "gegründet", "fondée", "fondano", "opgericht", "założona",
 * "grundades", "perustettu"): a sentence that says one year beside it says when the business began.
 */
const FOUNDED =
  /(?:founded|established|est\.|gegründet|gründete[nt]?|fondée?s?|créée?s?|fondat[aoie]|fond[aò]|fondano|fondarono|fundad[ao]s?|fundó|fundou|fundaram|opgericht|richtte(?:n)? .{0,40}op|założon[aey]|założył[aiy]?|grundad(?:es|e)?|grundat|grundlagt|grunnlagt|etablert|etableret|perust(?:ettiin|ettu|i|ivat|aa)|založen[aáéý]?|založil[aiy]?)(?![\p{L}])/giu;

/**
 * Whether a sentence holds a founding verb as a word of its own. The page's text glues a heading to the block after it
 * ("À proposCréée le 14 mai 1998"): a verb written with a capital starts a block of its own even without a space before.
 */
const founds = (sentence: string) =>
  [...sentence.matchAll(FOUNDED)].some(
    (match) => match.index === 0 || !/\p{L}/u.test(sentence[match.index - 1]!) || /\p{Lu}/u.test(match[0][0]!),
  );
/** "Since 1962" as a business writes it under its name or in its title ("dal 1962", "seit 1962", "sinds 1994"). */
const SINCE = /(?<![\p{L}])(?:since|seit|dal|depuis|desde|sinds|siden|sedan|od|vuodesta|est\.)\s+((?:1[89]|20)\d\d)(?!\d)/iu;
const YEAR = /(?<!\d)(?:1[89]|20)\d\d(?!\d)/g;

/**
 * When the business was founded, as the page says it: a sentence of its text with a founding verb and one
 * year ("Créée le 14 mai 1998" gives the day, "1962 — … fondano il pastificio" the year), else "since 1962" in its
 * title, main heading or description. A year later than this one, or several years in one sentence, say nothing sure.
 */
export function foundingDate(page: PageUnderstandingInput, now = new Date()): Sourced<string> {
  const founded = foundingSentence(page, now);
  if (founded[0]) return founded;
  const plausible = (year: string) => Number(year) <= now.getUTCFullYear();
  for (const [text, from] of [
    [mainHeading(page), 'h1'],
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
  for (const sentence of page.visibleText.split(/(?<=[.!?])\s+|\n+/).slice(0, 400)) {
    if (!founds(sentence)) continue;
    const years = [...new Set(sentence.match(YEAR) ?? [])];
    if (years.length !== 1 || Number(years[0]) > now.getUTCFullYear()) continue;
    const date = dateIn(sentence, page.lang);
    const day = date && date.slice(0, 4) === years[0] ? date.slice(0, 10) : null;
    return [day ?? years[0]!, `the sentence "${sentence.trim().slice(0, 120)}"`];
  }
  return [null, null];
}
