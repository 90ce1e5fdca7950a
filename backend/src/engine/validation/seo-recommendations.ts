import type { Vocabulary } from '../vocabulary/vocabulary.js';
import { asArray, isNode, label, typesOf, type JsonNode } from './json-ld-node.js';
import { isAbsoluteUrl } from './value-formats.js';
import type { ValidationReport } from './validation-report.js';

const HEADLINE_MAX = 110;
const DESCRIPTION_MIN = 50;
const DESCRIPTION_MAX = 160;

/** Best practices that help search engines and AI answers use the markup; never blocking. */
export function recommendSeo(node: JsonNode, path: string, vocabulary: Vocabulary, report: ValidationReport): void {
  const types = typesOf(node).filter((type) => vocabulary.type(type));
  if (types.length === 0) return;
  const where = label(path, types);
  const is = (ancestor: string) => types.some((type) => vocabulary.isSubtypeOf(type, ancestor));
  const headline = node.headline;
  if (typeof headline === 'string' && headline.length > HEADLINE_MAX) {
    report.seo(`${where}: headline is ${headline.length} characters; keep it under ${HEADLINE_MAX} so it is not truncated in results.`);
  }
  const description = node.description;
  if (typeof description === 'string' && (description.length < DESCRIPTION_MIN || description.length > DESCRIPTION_MAX) && !is('Dataset')) {
    report.seo(`${where}: description is ${description.length} characters; ${DESCRIPTION_MIN}-${DESCRIPTION_MAX} reads best in snippets.`);
  }
  for (const image of asArray(node.image)) {
    const url = isNode(image) ? (image.url ?? image.contentUrl) : image;
    if (typeof url === 'string' && !isAbsoluteUrl(url))
      report.seo(`${where}: image "${url}" is relative; use an absolute https:// URL so crawlers resolve it wherever the markup is read.`);
  }
  if (node['@id'] === undefined)
    report.seo(
      `${where}: add an "@id" (e.g. "https://example.com/page#${types[0].toLowerCase()}") so other nodes and pages can reference this entity.`,
    );
  if (node.url === undefined && !is('ListItem') && !is('BreadcrumbList'))
    report.seo(`${where}: add "url" with the canonical address of this ${types[0]}.`);
  if ((is('Organization') || is('Person')) && node.sameAs === undefined) {
    report.seo(
      `${where}: add "sameAs" links to official profiles (Wikipedia, LinkedIn, social accounts) to confirm the entity's identity.`,
    );
  }
  if (is('Organization') && node.logo === undefined)
    report.seo(`${where}: add a "logo" (an absolute image URL) so Google can show it in knowledge panels.`);
  if (is('Article') && node.dateModified === undefined)
    report.seo(`${where}: add "dateModified" so search engines know the content is fresh.`);
  if (is('WebPage') && node.breadcrumb === undefined)
    report.seo(`${where}: add a "breadcrumb" (BreadcrumbList) to show the page's place in the site hierarchy.`);
}
