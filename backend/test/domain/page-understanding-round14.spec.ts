import { expect } from 'chai';
import { cmsPage as page } from '../support/cms-page.js';
import { parsePageSnapshot } from '../../src/adapters/page-fetch/html-snapshot-parser.js';
import { availabilityOf, firstPriceIn } from '../../src/domain/page-understanding/read-values.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';

describe('Page understanding: round 14, prices as each country writes them', () => {
  it('reads an ISO code written before the amount (Swiss shops), the lira sign before it, and Quebec’s dollar after it', () => {
    expect(firstPriceIn('Sonderpreis CHF 89.00', 'de-CH')).to.deep.equal({ price: '89.00', currency: 'CHF' });
    expect(firstPriceIn('₺1.249,00', 'tr')).to.deep.equal({ price: '1249.00', currency: 'TRY' });
    expect(firstPriceIn('Coût : 45 $', 'fr-CA')).to.deep.equal({ price: '45', currency: 'CAD' });
  });

  it('gives a Magento product in Switzerland its price from the special-price box and "An Lager" as in stock', () => {
    const understood = understandPage(
      page(
        'https://shop.example.ch/caquelon.html',
        `<div class="product-info-main"><h1 class="page-title"><span itemprop="name">Fondue-Caquelon 24 cm</span></h1>
           <div class="product-info-price"><div class="price-box"><span class="special-price"><span class="price-label">Sonderpreis</span>
             <span class="price-wrapper"><span class="price">CHF 89.00</span></span></span>
             <span class="old-price"><span class="price-label">Regulärer Preis</span><span class="price">CHF 119.00</span></span></div>
           <div class="product-info-stock-sku"><div class="stock available"><span>An Lager</span></div></div></div>
           <form action="/checkout/cart/add"><button id="product-addtocart-button">In den Warenkorb</button></form></div>`,
        { lang: 'de-CH' },
      ),
    );
    expect(understood.proposal?.['offers']).to.include({
      price: '89.00',
      priceCurrency: 'CHF',
      availability: 'https://schema.org/InStock',
    });
    expect(availabilityOf('Nicht an Lager')).to.equal('https://schema.org/OutOfStock');
  });
});

describe('Page understanding: round 14, an FAQ page with a blog teaser (HubSpot)', () => {
  it('never takes a heading that links to another page as a question', () => {
    const html = `<!doctype html><html lang="en-IN"><head><title>Solar FAQ</title></head><body><main><h1>Frequently asked questions</h1>
      <details><summary><h3>How do I know if my roof is suitable?</h3></summary><div>Most flat RCC roofs work well.</div></details>
      <details><summary><h3>Do I need permission?</h3></summary><div>Yes, from the electricity board.</div></details>
      <div class="sd-blog-teaser"><p>Popular on our blog</p><h3><a href="https://solar.example/blog/is-solar-worth-it">Is solar worth it in Pune’s monsoon?</a></h3>
      <p>Our 2026 data from 212 rooftops shows what happens to generation.</p></div></main></body></html>`;
    const snapshot = parsePageSnapshot({ html, url: 'https://solar.example/faq', tokenBudget: 2000 });
    expect(snapshot.faqs.map((faq) => faq.question)).to.deep.equal(['How do I know if my roof is suitable?', 'Do I need permission?']);
  });
});
