import { Readability } from '@mozilla/readability';
import { decode, encode } from 'gpt-tokenizer';
import { parseHTML } from 'linkedom';
import { cpuTask } from '../../ports/cpu-work.js';
import { PageUnreadableError, type MicrodataItem, type PageSnapshot } from '../../ports/page-reader.js';
import { nestsDeeperThan } from '../../engine/shared/nesting-depth.js';
import { embeddedItems, type ItemElement } from './embedded-items-parser.js';
import { isLogoHeading, mainHeadingOf, shownText } from './page-regions.js';
import { readPageStatements, spacedText } from './page-statements-parser.js';
import { currencyOf } from '../../domain/page-understanding/read-values.js';
import { westernDigits } from '../../domain/shared/western-digits.js';

const MAX_ITEMS = 50;
const MAX_FIELD = 500;
// Tokens average 4+ characters; cutting the text to 6 per token first keeps the tokenizer's work bounded.
const CHARS_PER_TOKEN_CEILING = 6;
const PRICE_PATTERN = /(?:([$€£¥])\s?(\d{1,7}(?:[.,]\d{3})*(?:[.,]\d{2})?))|(?:(\d{1,7}(?:[.,]\d{2})?)\s?(EUR|USD|GBP|€))/g;
const MAX_LINKS = 500;
/** How many elements' attribute names are written in lower case, at most (see withLowercaseAttributes). */
const MAX_RENAMED = 20_000;
// A block hidden both from sight and from screen readers (Ecwid's stale static snapshot of the store, `style="display:none"
// aria-hidden="true"`) is shown to nobody; one hidden from sight only may be an accordion's panel a click opens. Cafe24
// hides its grid cards' field labels ("商品名 :", "售价") with a class of its own, `displaynone`, on every shop.
const INVISIBLE =
  'script, style, noscript, template, [hidden], [aria-hidden="true"][style*="display:none" i], [aria-hidden="true"][style*="display: none" i], .displaynone';

// The slice of the DOM this file reads (the backend compiles without the DOM library's types).
interface El {
  readonly tagName: string;
  readonly textContent: string | null;
  readonly parentElement: El | null;
  readonly nextElementSibling: El | null;
  getAttribute(name: string): string | null;
  querySelector(selector: string): El | null;
  querySelectorAll(selector: string): Iterable<El>;
  closest(selector: string): El | null;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  remove(): void;
}
interface Doc {
  readonly documentElement: El | null;
  readonly body: El | null;
  querySelector(selector: string): El | null;
  querySelectorAll(selector: string): Iterable<El>;
}

const clean = (text: string | null | undefined, max = MAX_FIELD): string => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, max);
const orNull = (text: string | null | undefined): string | null => clean(text) || null;

function absolute(href: string | null | undefined, base: string): string | null {
  if (!href) return null;
  try {
    return new URL(href, base).toString();
  } catch {
    return null;
  }
}

/**
 * linkedom does not build `<html>` and `<body>` around a fragment as browsers do: its root is then the fragment's
 * first element (a lone `<script>`, which removing scripts takes away, and Readability and `body` throw). Such a page
 * is read again inside a document of its own.
 */
function htmlDocument(html: string): Doc {
  const parsed = (parseHTML(html) as unknown as { document: Doc }).document;
  if (parsed.documentElement?.tagName === 'HTML') return withLowercaseAttributes(parsed, html);
  const wrapped = (parseHTML(`<!doctype html><html><head></head><body>${html}</body></html>`) as unknown as { document: Doc }).document;
  if (!wrapped.documentElement) throw new PageUnreadableError('The page has no HTML document to read.');
  return withLowercaseAttributes(wrapped, html);
}

/** An attribute name written with a capital inside a tag (`<time dateTime=…>`, as React's server output writes it). */
const MIXED_CASE_ATTRIBUTE = /<[a-zA-Z][^<>]{0,500}?\s[a-z-]*[A-Z][\w-]*\s*=/;

/**
 * HTML attribute names are case-insensitive (`dateTime` is `datetime`), but linkedom keeps them as written, so a
 * `time[datetime]` query would miss a Next.js page's dates: such names are written in lower case, as browsers read them.
 * Bounded by MAX_RENAMED, and done only for pages that write one.
 */
function withLowercaseAttributes(document: Doc, html: string): Doc {
  if (!MIXED_CASE_ATTRIBUTE.test(html)) return document;
  let seen = 0;
  for (const el of document.querySelectorAll('*') as Iterable<El & { attributes: Iterable<{ name: string; value: string }> }>) {
    if (++seen > MAX_RENAMED) break;
    for (const { name, value } of [...el.attributes]) {
      const lower = name.toLowerCase();
      if (lower === name || el.hasAttribute(lower)) continue;
      el.setAttribute(lower, value);
      el.removeAttribute(name);
    }
  }
  return document;
}

/**
 * Reads an HTML page into a PageSnapshot with linkedom (no scripts run, nothing is fetched). Metadata is read
 * first because Readability rewrites the DOM when it extracts the main content.
 */
export function parseHtmlSnapshot(html: string, url: string, options: { tokenBudget: number; truncated: boolean }): PageSnapshot {
  // Numbers in Eastern Arabic digits are read as the same numbers in Western digits (a Salla price "٣٤٥ ر.س").
  const document = htmlDocument(westernDigits(html));
  const meta = (selector: string) => orNull(document.querySelector(selector)?.getAttribute('content'));
  const prefixed = (attribute: string, prefix: string) => {
    const found: Record<string, string> = {};
    for (const element of document.querySelectorAll(`meta[${attribute}^="${prefix}:"]`)) {
      const key = element.getAttribute(attribute)!.slice(prefix.length + 1);
      if (key && !(key in found)) found[key] = clean(element.getAttribute('content'));
    }
    return found;
  };
  const { blocks, invalid } = jsonLdBlocks(document);
  const openGraph = prefixed('property', 'og');
  // A page without an h1 of its own is headed by the h2 its title block holds (see mainHeadingOf).
  const mainHeading = mainHeadingOf(document as unknown as Parameters<typeof mainHeadingOf>[0]);
  const titleHeading = mainHeading?.tagName === 'H2' ? mainHeading : null;
  const snapshot: Omit<PageSnapshot, 'mainText' | 'mainTextTokens' | 'truncated' | 'statements'> = {
    url,
    lang: orNull(document.documentElement?.getAttribute('lang')),
    title: orNull(document.querySelector('title')?.textContent),
    metaDescription: meta('meta[name="description" i]'),
    canonical: absolute(document.querySelector('link[rel="canonical" i]')?.getAttribute('href'), url),
    openGraph: {
      ...openGraph,
      ...prefixed('property', 'product'),
      ...prefixed('property', 'article'),
      ...Object.fromEntries(Object.entries(prefixed('property', 'business')).map(([key, value]) => [`business:${key}`, value])),
    },
    author: meta('meta[name="author" i]'),
    twitter: prefixed('name', 'twitter'),
    jsonLd: blocks,
    invalidJsonLdBlocks: invalid,
    servedByService: document.querySelector('script[type="application/ld+json" i][data-sdn], meta[name="sdn-edge"][data-sdn]') !== null,
    microdata: microdataItems(document),
    embeddedItems: embeddedItems(document as unknown as { querySelectorAll(selector: string): Iterable<ItemElement> }, url),
    visibleText: '',
    links: links(document, url),
    // A logo written as an h1 in the site header is the site's name, not one of the page's headings.
    headings: [...document.querySelectorAll('h1, h2, h3')]
      .filter((h) => h.tagName !== 'H1' || !isLogoHeading(h as unknown as Parameters<typeof isLogoHeading>[0]))
      .slice(0, MAX_ITEMS)
      // A page without an h1 of its own titles itself in the h2 its title block holds: that is its main heading.
      .map((h) => ({ level: (h as unknown) === titleHeading ? 1 : Number(h.tagName[1]), text: clean(shownText(h), 200) }))
      .filter((h) => h.text),
    breadcrumbs: breadcrumbs(document, url),
    prices: [],
    images: [...document.querySelectorAll('img[src]')].slice(0, MAX_ITEMS).flatMap((img) => {
      const src = absolute(img.getAttribute('src'), url);
      return src ? [{ src, alt: clean(img.getAttribute('alt'), 200) }] : [];
    }),
    faqs: faqBlocks(document),
  };
  // What a visitor reads: script contents (JSON-LD included) are no part of it. Readability drops them anyway.
  for (const element of [...document.querySelectorAll(INVISIBLE)]) element.remove();
  const bodyText = clean(document.body?.textContent, 200_000);
  snapshot.visibleText = bodyText;
  snapshot.prices = prices(document, openGraph, bodyText, snapshot.lang);
  const statements = readPageStatements(document as unknown as Parameters<typeof readPageStatements>[0], url, bodyText);
  const article = mainArticle(document);
  const text = clean(article?.textContent || bodyText, options.tokenBudget * CHARS_PER_TOKEN_CEILING);
  const tokens = encode(text);
  const cut = tokens.length > options.tokenBudget;
  return {
    ...snapshot,
    statements,
    mainText: cut ? decode(tokens.slice(0, options.tokenBudget)) : text,
    mainTextTokens: Math.min(tokens.length, options.tokenBudget),
    truncated: options.truncated || cut,
  };
}

/**
 * The main content as Readability extracts it; null where it cannot. Readability throws on some malformed trees
 * linkedom builds (`<html><html><div>…` nests a second root it does not expect): the page is then read by its body
 * text, as a page without a clear main content is.
 */
function mainArticle(document: Doc): { textContent?: string | null } | null {
  try {
    return new Readability(document as unknown as ConstructorParameters<typeof Readability>[0], { charThreshold: 100 }).parse();
  } catch {
    return null;
  }
}

function jsonLdBlocks(document: Doc): { blocks: unknown[]; invalid: number } {
  const blocks: unknown[] = [];
  let invalid = 0;
  // Tags marked `data-sdn` are this service's delivery (edge or middleware), not the page's own statements.
  for (const script of document.querySelectorAll('script[type="application/ld+json" i]:not([data-sdn])')) {
    try {
      const block: unknown = JSON.parse(script.textContent ?? '');
      // Nested past any real markup (60,000 levels fit in a page): unusable, and it would overflow the stack of
      // every recursive reader after this one, the copy back to the request thread included.
      if (nestsDeeperThan(block)) invalid += 1;
      else blocks.push(block);
    } catch {
      invalid += 1;
    }
  }
  return { blocks: blocks.slice(0, MAX_ITEMS), invalid };
}

function microdataItems(document: Doc): MicrodataItem[] {
  return [...document.querySelectorAll('[itemscope][itemtype]')].slice(0, MAX_ITEMS).map((scope) => {
    const properties: Record<string, string[]> = {};
    for (const element of scope.querySelectorAll('[itemprop]')) {
      // Properties of nested items belong to those items.
      if (element.parentElement?.closest('[itemscope]') !== scope && element.closest('[itemscope]') !== element) continue;
      const name = element.getAttribute('itemprop')!;
      const value = element.getAttribute('content') ?? element.getAttribute('href') ?? element.getAttribute('src') ?? element.textContent;
      (properties[name] ??= []).push(clean(value));
    }
    return { type: (scope.getAttribute('itemtype') ?? '').split(/[/#]/).pop() ?? '', properties };
  });
}

function links(document: Doc, base: string): string[] {
  const found = new Set<string>();
  for (const anchor of document.querySelectorAll('a[href]')) {
    const target = absolute(anchor.getAttribute('href'), base);
    if (!target || !/^https?:/i.test(target)) continue;
    found.add(target.replace(/#.*$/, ''));
    if (found.size >= MAX_LINKS) break;
  }
  return [...found];
}

function breadcrumbs(document: Doc, base: string): PageSnapshot['breadcrumbs'] {
  const trail = document.querySelector('nav[aria-label*="breadcrumb" i], .breadcrumb, .breadcrumbs, [itemtype$="BreadcrumbList"]');
  if (!trail) return [];
  const links = [...trail.querySelectorAll('a, [aria-current]')];
  return links
    .slice(0, 20)
    .map((a) => ({ name: clean(a.textContent, 120), url: absolute(a.getAttribute('href'), base) }))
    .filter((c) => c.name);
}

function prices(document: Doc, openGraph: Record<string, string>, bodyText: string, lang: string | null): PageSnapshot['prices'] {
  const found: PageSnapshot['prices'] = [];
  const ogAmount = openGraph['price:amount'] ?? document.querySelector('meta[property="product:price:amount"]')?.getAttribute('content');
  if (ogAmount) {
    found.push({
      amount: ogAmount,
      currency:
        openGraph['price:currency'] ?? document.querySelector('meta[property="product:price:currency"]')?.getAttribute('content') ?? null,
    });
  }
  for (const element of document.querySelectorAll('[itemprop="price"]')) {
    const amount = clean(element.getAttribute('content') ?? element.textContent, 40);
    const currency = element.parentElement?.querySelector('[itemprop="priceCurrency"]')?.getAttribute('content') ?? null;
    if (amount) found.push({ amount, currency });
  }
  // Prices in the running text only when the page marks none up: the pattern is a guess.
  for (const match of found.length > 0 ? [] : bodyText.matchAll(PRICE_PATTERN)) {
    if (found.length >= 10) break;
    const amount = (match[2] ?? match[3])!;
    // "$" by the page's language (an en-AU page's dollars are AUD), as every reading of a price does.
    const currency = match[1] ? currencyOf(match[1], lang)! : match[4] === '€' ? 'EUR' : match[4]!;
    found.push({ amount, currency });
  }
  return found.slice(0, 10);
}

/** Question-and-answer blocks: <details>/<summary>, definition lists, and headings that ask a question. */
/** One question: it ends with a question mark and asks only one ("Accounts How do I…? Is there…?" is several glued). */
// A toggle's title may ask twice ("Is hard water damaging my pipes? Do I need a water softener?"): one short title is one
// question; a long block with several is a section.
const isOneQuestion = (text: string) =>
  text.endsWith('?') && (text.indexOf('?') === text.length - 1 || (text.length <= 120 && text.split('?').length <= 3));

/** An element's words without what it hides from screen readers (an accordion's "+" icon). */
function shownWords(el: El): string {
  const hidden = [...el.querySelectorAll('[aria-hidden="true"]')].slice(0, 8);
  let text = el.textContent ?? '';
  for (const icon of hidden) text = text.replace(icon.textContent ?? '', ' ');
  return text;
}

const MENU = 'header, nav, footer, [role="navigation"], [class*="menu" i], [class*="drawer" i]';

/** "Any other questions?", "Hai altre domande?", "Nog een vraag?": a call to get in touch under an FAQ, never one of its questions. */
const MORE_QUESTIONS =
  /\b(?:other|more|further|any) questions\b|still (?:have|got) (?:a |any )?questions?|\b(?:another|one more) question\b|weitere fragen|noch fragen|noch eine frage|autres questions|une autre question|otras preguntas|más preguntas|otra pregunta|altre domande|un'altra domanda|andere vragen|nog vragen|nog een vraag|outras perguntas|outra pergunta|flere spørsmål|andra frågor|flere spørgsmål|inne pytania|další otázky|muita kysyttävää|інше питання|інші питання|ще питання|другие вопросы|другой вопрос|остались вопросы|başka sorunuz|başka bir sorunuz|hâlâ sorunuz|hala sorunuz|sorunuz mu var|עדיין יש (?:לכם |לך )?שאל|שאלות נוספות|יש לכם שאלה|その他のご質問|他にご質問|ご不明な点|더 궁금한|추가 문의|궁금한 점이 있으신가요|還有問題|其他問題|还有问题|其他问题|masih ada pertanyaan|punya pertanyaan lain|vẫn còn thắc mắc|còn câu hỏi|ยังมีคำถาม|hâlâ sorularınız|still unsure|still need help|ainda tem dúvidas|ainda tem perguntas|¿?aún tienes (?:dudas|preguntas)|¿?todavía tienes (?:dudas|preguntas)|¿?(?:seguís|sigues|segue|continua) co[nm] (?:dudas|dúvidas|preguntas|perguntas)|vous avez encore des questions|hai ancora domande|haben sie noch fragen|masz jeszcze pytania|har du fortfarande frågor|άλλη ερώτηση|άλλες ερωτήσεις|alte întrebări|altă întrebare|további kérdés|andre spørgsmål/i;

/** "Was this article helpful?" over Yes and No buttons: a help centre's feedback widget asks the reader, no FAQ question. */
const FEEDBACK =
  /^(?:was this (?:article|page|answer|information) (?:helpful|useful)|did (?:this|we) answer your question|war dieser artikel hilfreich|war diese (?:seite|antwort) hilfreich|cet article (?:vous )?a-t-il été utile|cette réponse vous a-t-elle aidé|¿(?:te|le) (?:ha )?(?:resultado|sido) útil|questo articolo (?:ti )?è stato utile|was dit artikel nuttig|czy ten artykuł był pomocny|var (?:den här )?artikeln (?:till )?hjälp)/i;

/** The most text a toggle may hold beside its heading and still be one question: an icon ("+", "▾"), no more. */
const ICON_TEXT = 3;

function faqBlocks(document: Doc): PageSnapshot['faqs'] {
  // Each with the element it was read at: the readers below go pattern by pattern, the page goes in its own order.
  const found: (PageSnapshot['faqs'][number] & { at: El })[] = [];
  const add = (faq: PageSnapshot['faqs'][number], at: El) => found.push({ ...faq, at });
  for (const details of document.querySelectorAll('details')) {
    // Themes build menus from <details> too (Shopify Dawn's header and drawer): a menu item is no question.
    if (details.closest(MENU)) continue;
    const summary = details.querySelector('summary');
    const question = summary ? clean(shownWords(summary), 300) : '';
    // Spaced: an answer of two paragraphs reads "…40 €. Para a Europa…", not "…40 €.Para a Europa…".
    const answer = clean(clean(spacedText(details as unknown as Parameters<typeof spacedText>[0])).replace(question, ''), 1000);
    if (question && answer) add({ question, answer }, details);
  }
  for (const term of document.querySelectorAll('dl > dt')) {
    const answer = term.nextElementSibling?.tagName === 'DD' ? clean(term.nextElementSibling.textContent, 1000) : '';
    const question = clean(term.textContent, 300);
    if (question.endsWith('?') && answer) add({ question, answer }, term);
  }
  // Accordions that say which panel each trigger opens (`aria-controls`): the trigger is the question and the panel it
  // names is ITS answer, however the panels are laid out or hidden. Read first: the pairing is stated, not guessed.
  for (const trigger of document.querySelectorAll('[aria-controls]')) {
    const question = clean(shownWords(trigger), 300);
    const id = trigger.getAttribute('aria-controls')?.trim() ?? '';
    const panel = /^[\w:.-]{1,100}$/.test(id) ? document.querySelector(`[id="${id}"]`) : null;
    const answer = panel ? clean(spacedText(panel as unknown as Parameters<typeof spacedText>[0]), 1000) : '';
    if (isOneQuestion(question) && answer) add({ question, answer }, trigger);
  }
  // Accordions: a toggle (aria-expanded, or a question-like class, or an accordion's or toggle's title as UIkit and Divi
  // write it: `uk-accordion-title`, `et_pb_toggle_title`, or its heading as Ghost's toggle card does: `kg-toggle-heading`) whose
  // next sibling holds the answer. A block of links to
  // anchors in the page ("Top questions this week") is a table of contents, never a question. A toggle may hold its
  // question as a heading of its own (Webflow's dropdown: `<div class="faq-question w-dropdown-toggle"><h3>…?</h3>`),
  // whose words are the question, beside an icon at most (Kajabi's `button.accordion__title > h4` and a "+"); a toggle
  // holding a heading and more, or several headings, is a section, not one question.
  for (const toggle of document.querySelectorAll(
    '[aria-expanded], [class*="question" i], [class*="accordion" i][class*="title" i], [class*="toggle" i][class*="title" i], [class*="toggle" i][class*="heading" i], [class*="accordion" i][class*="heading" i]',
  )) {
    const headings = [...toggle.querySelectorAll('h2, h3, h4, h5, h6')];
    if (toggle.querySelector('a[href^="#"], ul, ol') || headings.length > 1) continue;
    const question = clean(shownWords(headings[0] ?? toggle), 300);
    if (headings.length === 1 && clean(toggle.textContent, 400).replace(question, '').trim().length > ICON_TEXT) continue;
    const answer = toggle.nextElementSibling;
    if (isOneQuestion(question) && answer) add({ question, answer: clean(answer.textContent, 1000) }, toggle);
  }
  for (const heading of document.querySelectorAll('h2, h3, h4')) {
    // A heading that links to another page, or sits in a link to one (a card wrapped in its link), is that page's title
    // (a blog teaser "Is solar worth it in Pune?"), no question.
    const link = (heading.querySelector('a[href]') ?? heading.closest('a[href]'))?.getAttribute('href') ?? '#';
    if (!link.startsWith('#')) continue;
    const question = clean(heading.textContent, 300);
    // A form's own heading ("Still got questions?" over a newsletter sign-up) asks the reader to fill it in.
    if (MORE_QUESTIONS.test(question) || heading.closest('form')) continue;
    const next = heading.nextElementSibling;
    if (question.endsWith('?') && next && /^(P|DIV)$/.test(next.tagName)) add({ question, answer: clean(next.textContent, 1000) }, heading);
  }
  // A <summary> with a question class is one question, found twice.
  // The first reading of a question wins (a stated pairing before a guessed one), then the page's order (by a walk of
  // the page: linkedom's compareDocumentPosition compares depths, not places).
  const kept = found.filter(
    (f, i) => f.answer && !FEEDBACK.test(f.question) && found.findIndex((other) => other.question === f.question) === i,
  );
  const order = new Map<El, number>();
  if (kept.length > 1) for (const el of document.querySelectorAll('*')) order.set(el, order.size);
  return kept
    .sort((a, b) => order.get(a.at)! - order.get(b.at)!)
    .slice(0, 20)
    .map(({ question, answer }) => ({ question, answer }));
}

/** The parse as a worker-pool task: linkedom and Readability are CPU-bound and never yield, so they run off the request thread. */
export function parsePageSnapshot(input: { html: string; url: string; tokenBudget: number }): PageSnapshot {
  return parseHtmlSnapshot(input.html, input.url, { tokenBudget: input.tokenBudget, truncated: false });
}

export const parsePageSnapshotTask = cpuTask<typeof parsePageSnapshot>(import.meta.url, 'parsePageSnapshot');
