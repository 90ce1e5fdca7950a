import type { PageSnapshot } from '../../ports/page-reader.js';
import type { Extraction, SchemaExtractor } from '../../ports/schema-extractor.js';

type Node = Record<string, unknown>;
const CONTEXT = 'https://schema.org';

const ARTICLE_TYPES = new Set(['Article', 'NewsArticle', 'BlogPosting']);

/**
 * Builds JSON-LD from what the page already declares (Open Graph, meta tags, microdata, existing JSON-LD,
 * breadcrumbs, question blocks), with no model: the offline answer when no OpenAI key is configured.
 * Deterministic: the same page always gives the same markup.
 */
export class PageMetadataSchemaExtractor implements SchemaExtractor {
  readonly source = 'page-metadata' as const;

  async extract(page: PageSnapshot, options: { type: string | null }): Promise<Extraction> {
    const notes = ["Built from the page's own metadata (no AI model is configured)."];
    const type = options.type ?? this.bestType(page, notes);
    const jsonLd = this.build(type, page);
    return { jsonLd, notes, usage: null };
  }

  private bestType(page: PageSnapshot, notes: string[]): string {
    const declared = existingTypes(page);
    const ogType = page.openGraph.type?.toLowerCase();
    if (ogType === 'product' || declared.includes('Product') || page.prices.length > 0) return 'Product';
    if (ogType === 'article' || page.openGraph['published_time'] || declared.some((t) => ARTICLE_TYPES.has(t))) return 'Article';
    if (page.faqs.length >= 2) return 'FAQPage';
    if (page.breadcrumbs.length >= 2) return 'BreadcrumbList';
    notes.push('The page declares no specific kind of content; it was described as a WebPage.');
    return 'WebPage';
  }

  private build(type: string, page: PageSnapshot): Node {
    const name = page.openGraph.title ?? page.headings.find((h) => h.level === 1)?.text ?? page.title ?? undefined;
    const description = page.metaDescription ?? page.openGraph.description ?? undefined;
    const image = page.openGraph.image ?? page.twitter.image ?? page.images[0]?.src;
    const url = page.canonical ?? page.url;
    const authorName = page.author ?? microdataValue(page, 'author');
    if (ARTICLE_TYPES.has(type)) {
      return compact({
        '@context': CONTEXT,
        '@type': type,
        headline: name?.slice(0, 110),
        description,
        image: image ? [image] : undefined,
        datePublished: page.openGraph['published_time'],
        url,
        author: authorName ? { '@type': 'Person', name: authorName } : undefined,
      });
    }
    if (type === 'Product') {
      const price = page.prices[0];
      return compact({
        '@context': CONTEXT,
        '@type': 'Product',
        name,
        description,
        image: image ? [image] : undefined,
        url,
        offers: price
          ? compact({ '@type': 'Offer', price: price.amount.replace(',', '.'), priceCurrency: price.currency ?? undefined, url })
          : undefined,
      });
    }
    if (type === 'FAQPage') {
      return {
        '@context': CONTEXT,
        '@type': 'FAQPage',
        mainEntity: page.faqs.map((f) => ({
          '@type': 'Question',
          name: f.question,
          acceptedAnswer: { '@type': 'Answer', text: f.answer },
        })),
      };
    }
    if (type === 'BreadcrumbList') {
      return {
        '@context': CONTEXT,
        '@type': 'BreadcrumbList',
        itemListElement: page.breadcrumbs.map((c, i) =>
          compact({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url ?? undefined }),
        ),
      };
    }
    return compact({ '@context': CONTEXT, '@type': type, name, description, image, url });
  }
}

function existingTypes(page: PageSnapshot): string[] {
  const types = page.microdata.map((item) => item.type);
  for (const block of page.jsonLd) {
    const nodes = Array.isArray(block) ? block : [block];
    for (const node of nodes) {
      const value = (node as Node | null)?.['@type'];
      if (typeof value === 'string') types.push(value);
    }
  }
  return types;
}

function microdataValue(page: PageSnapshot, property: string): string | undefined {
  return page.microdata.flatMap((item) => item.properties[property] ?? [])[0];
}

function compact(node: Record<string, unknown>): Node {
  return Object.fromEntries(Object.entries(node).filter(([, value]) => value !== undefined && value !== ''));
}
