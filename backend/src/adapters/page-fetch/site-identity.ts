import type { El, Regions } from './page-regions.js';
import { webAddress } from './web-address.js';

/** The slice of the document read here. */
interface LinkDocument {
  querySelectorAll(selector: string): Iterable<El>;
}

// Bounds: a few dozen header links, a few hundred links for profiles, ten profiles kept.
const MAX_HOME_LINKS = 40;
const MAX_LINKS = 400;
const MAX_PROFILES = 10;

/**
 * Where a site's logo and name sit: a banner landmark's or a navigation bar's home link (Framer's logo sits in its
 * `<nav>`), or a "brand" or logo link (Webflow's `w-nav-brand`).
 */
const HEADER_LINKS =
  'header a[href], [class*="header" i] a[href], [role="banner"] a[href], nav a[href], [class*="logo" i] a[href], a[href][class*="logo" i], a[href][class*="brand" i], a[rel~="home"]';
/** A home link's words in the languages read ("Domů" is Czech, "Strona główna" Polish): never the site's name. */
const HOME_WORDS =
  /^(home|start|startseite|accueil|inicio|home page|homepage|domů|úvod|úvodní stránka|strona główna|startpagina|pagina iniziale|página inicial|início|hjem|forside|hem|startsida|etusivu|kezdőlap|αρχική)$/i;
/** A language's code as a switcher writes it ("RO", "EN", "de"); never a brand's initials ("BMW"). */
const LANGUAGE_CODE =
  /^(?:en|de|fr|es|it|pt|nl|ro|pl|cs|sk|hu|sv|da|no|nb|nn|fi|el|tr|ru|uk|ja|zh|ko|ar|he|bg|hr|sl|sr|lt|lv|et|is|ga|ca|eu|gl)$/i;
/** Hosts of the profiles an organisation links to as its own (`sameAs`). */
const PROFILE_HOSTS =
  /^(?:www\.|[a-z]{2}\.)?(?:facebook\.com|instagram\.com|linkedin\.com|x\.com|twitter\.com|youtube\.com|tiktok\.com|pinterest\.[a-z.]{2,6}|threads\.net|bsky\.app|xing\.com|vimeo\.com|github\.com)$/i;
/** A share button or an embed, not a profile: "sharer.php", "intent/tweet", "pin/create", "/share". */
const NOT_A_PROFILE = /share|sharer|intent|\/pin\/create|\/dialog\/|\/plugins\/|\/embed|\/watch|\/status\/|\/p\/|\/posts?\//i;

const clean = (text: string | null | undefined, max: number) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, max);

/** The links of the site's header that lead to its root, in page order. */
function* homeLinks(document: LinkDocument, url: string | undefined): Iterable<El> {
  let looked = 0;
  for (const link of document.querySelectorAll(HEADER_LINKS)) {
    if (++looked > MAX_HOME_LINKS) return;
    if (link.matches?.('a[rel~="home"]') || isHomeLink(link.getAttribute('href') ?? '', url)) yield link;
  }
}

/** A logo's alt text says what the image is ("Glansrijk Schoonmaak logo", "Logo Bäckerei Horn"): the name is the rest. */
const withoutLogoWord = (alt: string) =>
  alt.replace(/^(?:logo(?:tipo|typ|type)?)(?:\s+(?:of|de|di|von|van|du|da|do))?[\s:–-]+(?=\S)|[\s–-]+logo(?:tipo|typ|type)?$/iu, '').trim();

/** The site's name as its header's home link says it (text, else the logo's alt text). */
export function siteName(document: LinkDocument, url: string | undefined): string | null {
  for (const link of homeLinks(document, url)) {
    const name = clean(link.textContent, 80) || withoutLogoWord(clean(link.querySelector('img[alt]')?.getAttribute('alt'), 80));
    // A language switcher's "RO" or "EN" links home too, in that language.
    if (name && !HOME_WORDS.test(name) && !LANGUAGE_CODE.test(name)) return name;
  }
  return null;
}

/** The site's logo: the image of its header's home link, as an absolute http(s) address. */
export function siteLogo(document: LinkDocument, url: string | undefined): string | null {
  for (const link of homeLinks(document, url)) {
    const src = link.querySelector('img[src]')?.getAttribute('src');
    const address = src ? webAddress(src, url) : null;
    if (address) return address;
  }
  return null;
}

/**
 * The site's own profiles, as its header or footer links to them (Instagram, LinkedIn, YouTube…): a profile's address,
 * never a share button, a single post or a video. A profile linked from the page's content is someone else's.
 */
export function profileLinks(document: LinkDocument, regions: Regions, url: string | undefined): string[] {
  const found: string[] = [];
  let looked = 0;
  for (const link of document.querySelectorAll('a[href^="http" i]')) {
    if (++looked > MAX_LINKS || found.length >= MAX_PROFILES) break;
    const address = webAddress(link.getAttribute('href') ?? '', url);
    if (!address || regions.of(link) !== 'chrome') continue;
    const target = new URL(address);
    const profile = `${target.origin}${target.pathname.replace(/\/$/, '')}`;
    if (!PROFILE_HOSTS.test(target.hostname) || target.pathname.length <= 1 || NOT_A_PROFILE.test(address)) continue;
    if (!found.includes(profile)) found.push(profile);
  }
  return found;
}

/**
 * A link to the site's root: "/", or the root written out in full as WordPress writes it ("https://www.shop.example/"),
 * or the main site's root from a page on its subdomain (a HubSpot landing page on go.brand.example links its logo to
 * www.brand.example).
 */
function isHomeLink(href: string, url: string | undefined): boolean {
  if (href === '/') return true;
  if (!url) return false;
  try {
    // Absolute, or a path relative to the page ("./" as Framer writes it): a relative "#" or "?lang=en" resolved
    // against the home page itself would read as its root.
    const target = /^\.{1,2}\//.test(href) ? new URL(href, url) : new URL(href);
    return sameSite(target.host, new URL(url).host) && target.pathname === '/' && !target.search;
  } catch {
    return false;
  }
}

/** The same host, or the page's host is a subdomain of the linked one ("www." aside). */
function sameSite(linked: string, page: string): boolean {
  const root = linked.replace(/^www\./, '');
  return linked === page || page.endsWith(`.${root}`) || page === root;
}
