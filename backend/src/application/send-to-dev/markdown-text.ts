/**
 * Tenant text (a site name) as literal Markdown: every character that could start markup, a link, an entity or an
 * HTML tag is backslash-escaped (CommonMark lets any ASCII punctuation be escaped), and line breaks become spaces so
 * the text cannot start a block of its own. A README is opened in viewers that render raw HTML.
 */
export function markdownText(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').replace(/[\\`*_{}[\]()<>#+\-!|~&"']/g, '\\$&');
}

/** Text as an inline code span (shown as is, never a link or HTML), fenced by more backticks than it holds. */
export function markdownCode(text: string): string {
  const flat = text.replace(/[\r\n]+/g, ' ');
  const longestRun = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}
