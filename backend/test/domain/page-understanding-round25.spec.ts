import { expect } from 'chai';
import { cmsPage as page } from '../support/cms-page.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';

describe('Page understanding: round 25, an Ecwid category inside a WordPress page', () => {
  const product = (id: string, name: string, price: string) =>
    `<div class="grid-product grid-product--id-${id}"><a href="https://candles.example/shop/${id}" class="grid-product__title">${name}</a>
       <div class="grid-product__price"><div class="grid-product__price-value">${price}</div></div></div>`;
  const category = understandPage(
    page(
      'https://candles.example/shop/Soy-Candles-c84512001',
      `<div id="static-ec-store-container" style="display:none" aria-hidden="true"><h1>Soy Candles</h1>
         <div class="grid">${product('p1', 'Pumpkin Chai Soy Candle', '$26.00')}</div></div>
       <div class="ec-store"><div class="page-title"><h1 class="page-title__name">Soy Candles</h1></div>
         <div class="grid__products grid__products--classic-layout">${product('p2', 'Cedar &amp; Smoke Soy Candle', '$28.00')}
           ${product('p3', 'Fig &amp; Black Tea Soy Candle', '$28.00')}${product('p4', 'Orange Clove Soy Candle', '$19.50')}</div>
         <ul class="ec-footer"><li class="ec-footer__cell"><a href="https://candles.example/shop/Gift-Cards" class="ec-footer__link">Gift Cards from $25</a></li></ul></div>`,
      { head: '<meta property="og:site_name" content="Wick &amp; Ember Candle Co.">' },
    ),
  );

  it('reads the store’s product grid as a collection, a linked "from" price beside the heading being no product’s own', () => {
    expect(category.kind).to.equal('collection');
  });

  it('lists only what visitors see, never the stale snapshot hidden from sight and from screen readers', () => {
    const names = (category.proposal?.['mainEntity'] as { itemListElement: { name: string }[] }).itemListElement.map((item) => item.name);
    expect(names).to.deep.equal(['Cedar & Smoke Soy Candle', 'Fig & Black Tea Soy Candle', 'Orange Clove Soy Candle']);
  });

  it('names the site the collection is part of', () => {
    expect(category.proposal?.['isPartOf']).to.deep.equal({ '@type': 'WebSite', name: 'Wick & Ember Candle Co.' });
  });
});

describe('Page understanding: round 25, markup and buttons on product and category pages', () => {
  it('drops WordPress’s "Archives" with the site name from an SEO plugin’s category name', () => {
    const markup = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: 'Green Tea Archives - Kettle & Leaf',
    });
    const card = (slug: string) =>
      `<li class="product"><a href="/product/${slug}"><h2>${slug}</h2></a><span class="price">£8.50</span></li>`;
    const tea = understandPage(
      page(
        'https://tea.example/product-category/green-tea/',
        `<h1>Green Tea</h1><ul class="products">${card('sencha')}${card('matcha')}${card('gyokuro')}</ul>`,
        {
          lang: 'en-GB',
          head: `<script type="application/ld+json">${markup}</script>`,
        },
      ),
    );
    expect(tea.proposal).to.include({ name: 'Green Tea' });
  });

  it('reads an enabled "Pre-order" buy button as a pre-order, over markup that says in stock', () => {
    const markup = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Enameled Dutch Oven',
      image: 'https://pots.example/oven.jpg',
      offers: { '@type': 'Offer', price: '189.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    const oven = understandPage(
      page(
        'https://pots.example/products/dutch-oven',
        `<div class="product__info-wrapper"><h1>Enameled Dutch Oven</h1><div class="price"><span class="price-item">$189.00</span></div>
           <form action="/cart/add"><button type="submit" name="add" class="product-form__submit">Pre-order</button></form></div>`,
        { head: `<script type="application/ld+json">${markup}</script>` },
      ),
    );
    expect(oven.proposal?.['offers']).to.include({ availability: 'https://schema.org/PreOrder' });
  });
});
