import { expect } from 'chai';
import { javascriptOnlyFinding, javascriptOnlySchemas } from '../../src/domain/audit/served-markup.js';
import { parseHtmlSnapshot } from '../../src/adapters/page-fetch/html-snapshot-parser.js';

const product = { '@context': 'https://schema.org', '@type': 'Product', name: 'Lamp', offers: { '@type': 'Offer', price: '9.00' } };
const article = { '@context': 'https://schema.org', '@type': 'Article', headline: 'Hello' };
const read = (head: string) =>
  parseHtmlSnapshot(`<html><head>${head}</head><body><h1>Lamp</h1></body></html>`, 'https://shop.example/lamp', {
    tokenBudget: 100,
    truncated: false,
  });

describe('Markup only the browser SDK adds (audit)', () => {
  it('counts a published schema as served when the HTML carries it, whatever the key order, or the edge marked the page', () => {
    const reordered = { offers: { price: '9.00', '@type': 'Offer' }, name: 'Lamp', '@type': 'Product', '@context': 'https://schema.org' };
    expect(javascriptOnlySchemas([reordered], [product, article], false)).to.deep.equal([article]);
    expect(javascriptOnlySchemas([], [product], true)).to.deep.equal([]);
    expect(javascriptOnlySchemas([article], [], false)).to.deep.equal([]);
  });

  it('advises the edge or embed path, as a warning for product markup and a note otherwise', () => {
    const productFinding = javascriptOnlyFinding([product]);
    expect(productFinding).to.include({ type: 'javascript-only', severity: 'warning', schemaType: 'Product', source: 'delivered' });
    expect(productFinding.fix).to.match(/Cloudflare Worker or the Node middleware .* \/api\/embed/);
    expect(javascriptOnlyFinding([article])).to.include({ severity: 'info', schemaType: 'Article' });
  });

  it('the page reader keeps tags the edge marked apart from what the page states itself', () => {
    const edge = read(
      `<script type="application/ld+json" data-sdn="c1">${JSON.stringify(product)}</script><meta name="sdn-edge" data-sdn="c1" content="https://shop.example/lamp">` +
        `<script type="application/ld+json">${JSON.stringify(article)}</script>`,
    );
    expect(edge.servedByService).to.equal(true);
    expect(edge.jsonLd).to.deep.equal([article]);
    const plain = read(`<script type="application/ld+json">${JSON.stringify(product)}</script>`);
    expect(plain.servedByService).to.equal(false);
    expect(plain.jsonLd).to.deep.equal([product]);
  });
});
