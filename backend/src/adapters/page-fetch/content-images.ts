import type { ImageStatement } from '../../domain/page-understanding/page-statements.js';
import { classOf, type El, type Regions } from './page-regions.js';
import { webAddress } from './web-address.js';

const MAX_LOOKED = 160;
const MAX_FOUND = 12;
/** Site furniture, not the page's subject: logos, icons, avatars, badges, payment marks, spinners, tracking pixels. */
const FURNITURE =
  /logo|icon|avatar|gravatar|emoji|badge|sprite|spinner|loader|pixel|payment|flag|rating|stars|author|profile|placeholder|blank/i;
/** A byline's or an author box's photo is the writer's, not the page's subject. */
const AROUND_PEOPLE = '[class*="author" i], [class*="byline" i], [class*="avatar" i], [rel~="author"], [class*="bio" i]';
/** The attributes lazy loaders keep the real address in, while `src` holds a placeholder. */
const LAZY = ['data-src', 'data-lazy-src', 'data-original', 'data-srcset', 'data-lazy-srcset', 'srcset'] as const;
/** Drawn at this size or smaller (its width or height attribute), an image is an icon or a thumbnail. */
const SMALL = 80;

/**
 * The images of the page's own content (the product's photo, the recipe's or the article's picture) with the region
 * each sits in, for a proposal's `image` when the page gives no `og:image`: Google requires an image for products and
 * recipes. Never an image of the site's chrome, a listing or related items, nor furniture (logos, icons, avatars), a
 * small image or a vector drawing; a lazy-loaded image by the address its loader keeps. Bounded by MAX_LOOKED.
 */
export function contentImages(images: Iterable<El>, regions: Regions, base: string | undefined): ImageStatement[] {
  const found: ImageStatement[] = [];
  let looked = 0;
  for (const img of images) {
    if (++looked > MAX_LOOKED || found.length >= MAX_FOUND) break;
    const placed = regions.placed(img);
    if (placed.region !== 'primary' && placed.region !== 'content') continue;
    if (img.getAttribute('aria-hidden') === 'true' || small(img)) continue;
    const src = addressOf(img, base);
    const alt = (img.getAttribute('alt') ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);
    if (!src || /\.svg(?:[?#]|$)/i.test(src) || FURNITURE.test(`${classOf(img)} ${src} ${alt}`)) continue;
    if (img.closest(AROUND_PEOPLE) || (img.parentElement && FURNITURE.test(classOf(img.parentElement)))) continue;
    if (!found.some((image) => image.src === src)) found.push({ src, alt, ...placed });
  }
  return found;
}

function small(img: El): boolean {
  const size = (name: string) => Number.parseInt(img.getAttribute(name) ?? '', 10);
  return size('width') <= SMALL || size('height') <= SMALL;
}

/** The image's own address, absolute: `src`, or where a lazy loader keeps it when `src` is a data URI or missing. */
function addressOf(img: El, base: string | undefined): string | null {
  const candidates = [img.getAttribute('src'), ...LAZY.map((name) => img.getAttribute(name)?.trim().split(/\s+/)[0] ?? null)];
  for (const candidate of candidates) {
    const href = candidate ? webAddress(candidate, base) : null;
    if (href) return href;
  }
  return null;
}
