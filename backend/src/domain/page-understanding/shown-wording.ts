import type { PageUnderstandingInput } from './page-statements.js';
import { isNode, wordsOf, type Node } from './node-values.js';
import { EMPLOYER_LABEL } from './propose-job.js';

/*
 * The page's markup held to the page's own words: a headline, a brand and an FAQ's questions that the markup kept from
 * an earlier edit (or filled with the shop's name) give way to what the page shows. Each correction is said in the notes.
 */

/**
 * A brand that is only the shop's own name (an SEO module fills `brand` with the site's name) where the product area
 * names the maker ("Produttore: Frantoio Di Lauro"): the maker's.
 */
export function withShownBrand(node: Node, built: Node, page: PageUnderstandingInput, notes: string[]): Node {
  const name = (value: unknown) => (isNode(value) ? value['name'] : value);
  const [marked, maker] = [name(node['brand']), name(built['brand'])];
  const site = page.openGraph['site_name'] ?? page.statements.siteName;
  if (
    typeof marked !== 'string' ||
    typeof maker !== 'string' ||
    !site ||
    wordsOf(marked) !== wordsOf(site) ||
    wordsOf(maker) === wordsOf(site)
  )
    return node;
  notes.push(
    `The page's markup gives the shop's own name, ${marked}, as the brand; the product area names ${maker}, and the proposal follows it.`,
  );
  return { ...node, brand: built['brand'] };
}

/**
 * An employer the markup names by a short form ("Wildbohne") where the job's details label a whole name that holds it
 * ("Arbeitgeber: Kaffeerösterei Wildbohne GmbH"): the whole name, as the page states it.
 */
export function withShownEmployer(node: Node, built: Node, page: PageUnderstandingInput, notes: string[]): Node {
  const [marked, shown] = [node['hiringOrganization'], built['hiringOrganization']];
  if (!isNode(marked) || !isNode(shown) || typeof marked['name'] !== 'string' || typeof shown['name'] !== 'string') return node;
  const [short, whole] = [wordsOf(marked['name']), wordsOf(shown['name'])];
  // Only a name the details label as the employer's: a logo's alt text ("Umdoni Fresh Careers") is no fuller name.
  const labelled = page.statements.labelled.some((entry) => EMPLOYER_LABEL.test(entry.label) && wordsOf(entry.value) === whole);
  if (!short || short === whole || !labelled || !` ${whole} `.includes(` ${short} `)) return node;
  notes.push(
    `The page's markup names the employer ${marked['name']}; the job's details name it ${shown['name']}, and the proposal follows them.`,
  );
  return { ...node, hiringOrganization: { ...marked, name: shown['name'] } };
}

/**
 * An FAQ's questions as the page shows them where its markup asks one the page no longer does (a removed "lifetime
 * deal") or leaves out some the page shows (a section added after the markup): the page's questions, in its order,
 * each with its answer.
 */
export function withShownQuestions(node: Node, built: Node, page: PageUnderstandingInput, notes: string[]): Node {
  const marked = node['mainEntity'];
  const shownQuestions = built['mainEntity'];
  if (!Array.isArray(marked) || !Array.isArray(shownQuestions) || shownQuestions.length === 0) return node;
  const text = wordsOf(page.visibleText);
  const gone = marked.filter(
    (question) => isNode(question) && typeof question['name'] === 'string' && !text.includes(wordsOf(question['name'])),
  );
  const left = shownQuestions.length - (marked.length - gone.length);
  if (gone.length === 0 && left <= 0) return node;
  notes.push(
    gone.length > 0
      ? `The page's markup asks ${gone.length} question(s) the page no longer shows; the proposal gives the questions the page shows.`
      : `The page shows ${left} question(s) its markup leaves out; the proposal gives every question the page shows.`,
  );
  return { ...node, mainEntity: shownQuestions };
}

/** An article's headline that its markup kept from an earlier edit, which the page's text no longer shows anywhere. */
export function withShownHeadline(node: Node, built: Node, page: PageUnderstandingInput, notes: string[]): Node {
  const [marked, shownHeadline] = [node['headline'], built['headline']];
  if (typeof marked !== 'string' || typeof shownHeadline !== 'string' || marked === shownHeadline) return node;
  if (wordsOf(page.visibleText).includes(wordsOf(marked))) return node;
  notes.push(`The page's markup gives the headline "${marked}", which the page does not show; the proposal follows its heading.`);
  return { ...node, headline: shownHeadline };
}
