import { expect } from 'chai';
import { cmsPage as page } from '../support/cms-page.js';
import { parsePageSnapshot } from '../../src/adapters/page-fetch/html-snapshot-parser.js';
import { availabilityOf, salaryOf } from '../../src/domain/page-understanding/read-values.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { dateRangeIn } from '../../src/domain/page-understanding/written-dates.js';

type Node = Record<string, unknown>;

describe('Page understanding: round 12, a Shopify Dawn product page', () => {
  const dawn = (priceClass: string) =>
    understandPage(
      page(
        'https://goods.example/products/tote',
        `<section class="product__info-container"><p class="product__text caption-with-letter-spacing">Harbour Goods Co.</p>
          <div class="product__title"><h1>Canvas Tote</h1><a href="/products/tote" class="product__title"><h2 class="h1">Canvas Tote</h2></a></div>
          <div class="${priceClass}"><div class="price__container"><span class="price-item price-item--sale">$49.00 CAD</span></div>
            <span class="badge price__badge-sold-out">Sold out</span></div>
          <form action="/cart/add"><button name="add">Add to cart</button>
            <div class="shopify-payment-button"><button class="shopify-payment-button__button--unbranded">Buy it now</button></div></form></section>`,
        {
          lang: 'en-CA',
          head: '<meta property="og:site_name" content="Harbour Goods Co.">',
          after: '',
        },
      ),
    ).proposal;

  it('names the vendor line above a heading Dawn repeats in a hidden link, never a payment button', () => {
    expect(dawn('price price--on-sale price--show-badge')?.['brand']).to.deep.equal({ '@type': 'Brand', name: 'Harbour Goods Co.' });
  });

  it('reads the "Sold out" badge only where its price block says the product is sold out', () => {
    // Not sold out: the badge is Dawn's hidden one, and the enabled add-to-cart button says the product can be bought.
    expect((dawn('price price--on-sale price--show-badge')?.['offers'] as Node)['availability']).to.equal('https://schema.org/InStock');
    expect((dawn('price price--sold-out price--show-badge')?.['offers'] as Node)['availability']).to.equal('https://schema.org/OutOfStock');
  });

  it('takes the page’s heading, not a logo written as an h1 in the site header', () => {
    const html = `<!doctype html><html lang="en"><head><title>Stoneware Mug – Goods</title></head><body>
      <header><h1 class="header__heading"><a href="/"><img src="/logo.svg" alt="Goods"></a></h1></header>
      <main><section class="product"><h1>Stoneware Mug</h1><p class="price">$24.00</p>
      <form action="/cart/add"><button name="add">Add to cart</button></form></section></main></body></html>`;
    const understood = understandPage(parsePageSnapshot({ html, url: 'https://goods.example/products/mug', tokenBudget: 2000 }));
    expect(understood.proposal?.['name']).to.equal('Stoneware Mug');
    expect(understood.proposal?.['offers']).to.include({ price: '24.00', priceCurrency: 'USD' });
  });
});

describe('Page understanding: round 12, everyday forms', () => {
  it('reads "Nicht vorrätig" as out of stock, though "vorrätig" alone is in stock', () => {
    expect(availabilityOf('Nicht vorrätig')).to.equal('https://schema.org/OutOfStock');
    expect(availabilityOf('Vorrätig')).to.equal('https://schema.org/InStock');
  });

  it('reads a range of days written with their weekday names', () => {
    expect(dateRangeIn('Tuesday 16 – Wednesday 17 March 2027')).to.include({ start: '2027-03-16', end: '2027-03-17' });
  });

  it('reads the rand on a South African page only', () => {
    expect(salaryOf('R28 000 – R34 000 per month', 'en-ZA')).to.deep.equal({
      currency: 'ZAR',
      minValue: '28000',
      maxValue: '34000',
      unitText: 'MONTH',
    });
  });

  it('follows an extended closing date over the one the job’s JSON-LD still gives', () => {
    const job = understandPage(
      page(
        'https://fresh.example/jobs/technician',
        `<h1>Refrigeration Technician</h1><p><strong>Closing date extended:</strong> applications now close on 15 January 2027.</p>
        <p><strong>Employment type:</strong> Full-time</p><p><strong>Location:</strong> Durban</p>`,
        {
          lang: 'en-ZA',
          head: `<script type="application/ld+json">{"@context":"https://schema.org","@type":"JobPosting","title":"Refrigeration Technician","datePosted":"2026-11-10","validThrough":"2026-12-15","hiringOrganization":{"@type":"Organization","name":"Fresh Foods"}}</script>`,
        },
      ),
    ).proposal;
    expect(job?.['validThrough']).to.equal('2027-01-15');
  });

  it('names an FAQ page by its heading, or by its title where the heading is a question', () => {
    const faqs =
      '<details><summary>Do you ship abroad?</summary><p>Not yet.</p></details><details><summary>Can I return it?</summary><p>Within 30 days.</p></details>';
    const named = (h1: string) =>
      understandPage(
        page('https://shop.example/pages/faq', `<h1>${h1}</h1>${faqs}`, { head: '<meta property="og:title" content="FAQ – Shop">' }),
      ).proposal?.['name'];
    expect(named('Frequently asked questions')).to.equal('Frequently asked questions');
    expect(named('Got a question?')).to.equal('FAQ – Shop');
  });
});
