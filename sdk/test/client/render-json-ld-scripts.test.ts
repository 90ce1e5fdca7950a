import assert from 'node:assert/strict';
import { test } from 'node:test';
import { escapeJsonForScript, renderJsonLdScripts } from '@sdn/sdk';

test('renders one compact script element per schema, concatenated with no separator', () => {
  const html = renderJsonLdScripts([
    { '@context': 'https://schema.org', '@type': 'Article', headline: 'One' },
    [{ '@type': 'Person', name: 'Ada' }],
  ]);
  assert.equal(
    html,
    '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"One"}</script>' +
      '<script type="application/ld+json">[{"@type":"Person","name":"Ada"}]</script>',
  );
});

test('renders an empty string when no schema matches', () => {
  assert.equal(renderJsonLdScripts([]), '');
});

test('escapes characters that could end the script element or open a comment', () => {
  const schema = { '@type': 'Thing', name: '</script><script>alert(1)</script><!-- a & b \u2028\u2029' };
  const html = renderJsonLdScripts([schema]);
  assert.equal(
    html,
    '<script type="application/ld+json">{"@type":"Thing","name":"\\u003c/script\\u003e\\u003cscript\\u003e' +
      'alert(1)\\u003c/script\\u003e\\u003c!-- a \\u0026 b \\u2028\\u2029"}</script>',
  );
  assert.equal(html.match(/<\/script>/g)?.length, 1);
});

test('escaped JSON parses back to the original document', () => {
  const schema = {
    '@type': 'Thing',
    name: '<b>&amp;</b> \u2028 ✓ "quoted"',
    nested: [{ url: 'https://x.test/?a=1&b=2' }],
  };
  assert.deepEqual(JSON.parse(escapeJsonForScript(schema)), schema);
});
