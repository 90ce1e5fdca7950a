import { escapeJsonForScript } from '@sdn/contracts';
import type { ClientSite } from '../../domain/client-site/client-site.js';
import type { Schema } from '../../domain/schema/schema.js';
import { PageUrl } from '../../domain/shared/page-url.js';
import { markdownCode, markdownText } from './markdown-text.js';

export interface PackageFile {
  path: string;
  content: string;
}

/** A file name from free text: lower case letters, digits and dashes. */
export function slug(text: string, fallback: string): string {
  const cleaned = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return cleaned || fallback;
}

function pageSlug(pageUrl: string): string {
  const serialized = PageUrl.serializedOf(pageUrl);
  if (serialized === null) return 'page';
  const url = new URL(serialized);
  return slug(`${url.pathname}${url.search}`, 'home');
}

/**
 * A saved URL as the README shows it: serialized (so `<`, `>`, `"` and spaces of a row saved before the page-URL
 * rule are percent-encoded) inside a code span, never a live link or HTML.
 */
const urlInReadme = (saved: string) => markdownCode(PageUrl.serializedOf(saved) ?? saved);

const unique = (names: Set<string>, wanted: string) => {
  let name = wanted;
  for (let n = 2; names.has(name); n += 1) name = `${wanted}-${n}`;
  names.add(name);
  return name;
};

/**
 * The files of a "Send to Dev" package, white-label: one `.jsonld` per schema, one ready `<script>` snippet per page
 * (every schema of that page), and a README addressed to the client's developer. The client's name is on it; the
 * service's name is nowhere (the SDK alternative is described by its snippet only).
 */
export function developerPackage(site: ClientSite, schemas: Schema[], options: { sdkBaseUrl: string | null }): PackageFile[] {
  const names = new Set<string>();
  const files: PackageFile[] = [];
  const byPage = new Map<string, { file: string; schema: Schema }[]>();
  for (const schema of schemas) {
    const file = `schemas/${unique(names, `${pageSlug(schema.pageUrl)}--${slug(schema.schemaType ?? schema.name, 'schema')}`)}.jsonld`;
    files.push({ path: file, content: `${JSON.stringify(schema.jsonLd, null, 2)}\n` });
    byPage.set(schema.pageUrl, [...(byPage.get(schema.pageUrl) ?? []), { file, schema }]);
  }
  const snippetNames = new Set<string>();
  const pages: string[] = [];
  for (const [pageUrl, entries] of byPage) {
    const file = `snippets/${unique(snippetNames, pageSlug(pageUrl))}.html`;
    const scripts = entries
      .map(({ schema }) => `<script type="application/ld+json">\n${escapeJsonForScript(schema.jsonLd)}\n</script>`)
      .join('\n');
    // No URL in the comment: a URL may hold `--` (and old rows `-->`), which would end the comment and make the rest
    // live markup on the client's page. README.md names the page of each snippet.
    files.push({
      path: file,
      content: `<!-- Structured data for one page (see README.md): paste inside <head> of that page only -->\n${scripts}\n`,
    });
    pages.push(
      `- ${urlInReadme(pageUrl)}\n  - snippet: \`${file}\`\n${entries.map((e) => `  - ${markdownText(e.schema.schemaType ?? 'schema')}: \`${e.file}\``).join('\n')}`,
    );
  }
  files.unshift({ path: 'README.md', content: readme(site, pages, options.sdkBaseUrl) });
  return files;
}

function readme(site: ClientSite, pages: string[], sdkBaseUrl: string | null): string {
  const sdk = sdkBaseUrl
    ? `\`\`\`html\n<script async src="${sdkBaseUrl}/sdk.js" data-client-id="${site.id}"></script>\n\`\`\`\n\nor, for server-side rendering, fetch \`${sdkBaseUrl}/api/embed?clientId=${site.id}&url=<the page URL>\` and print the answer inside \`<head>\`.`
    : `the delivery script snippet (with data-client-id="${site.id}") shown in the site's settings, or the server-side embed endpoint described there.`;
  return `# Structured data for ${markdownText(site.name)}

Website: ${urlInReadme(site.websiteUrl)}

This package holds the structured data (Schema.org JSON-LD) prepared for the pages below.

## Option 1: paste the snippets

For each page, copy the content of its file in \`snippets/\` into the page's \`<head>\` (or just before
\`</body>\`), exactly as it is, on that page only. Each \`.jsonld\` file in \`schemas/\` is the same markup as plain
JSON, for templates or a CMS field that adds the \`<script type="application/ld+json">\` tag itself.

After deploying, check a page with Google's Rich Results Test (https://search.google.com/test/rich-results).

${pages.join('\n')}

## Option 2: deliver it automatically

Instead of pasting, add one script tag to the site template; it inserts the right markup on each page and stays
up to date when the markup changes:

${sdk}

Use one option or the other for a page, not both: the markup would otherwise appear twice.
`;
}
