import { expect } from 'chai';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page, jsonLd } from '../support/cms-page.js';

describe('Page understanding: round 30, a Polish product page on Shoper', () => {
  const backpack = understandPage(
    page(
      'https://www.szlakowy.example/pl/p/plecak-tatra-pro-45/1843',
      `<div class="maininfo"><h1>Plecak trekkingowy Tatra Pro 45 L</h1>
       <div class="row"><span class="first">Producent:</span> <span class="second">Halny Outdoor</span></div>
       <div class="row"><span class="first">Kod produktu:</span> <span class="second">HO-TP45-GR</span></div>
       <div class="row"><span class="first">Dostępność:</span> <span class="second">dostępny – dużo sztuk</span></div>
       <div class="row delivery-cost"><span class="first">Cena przesyłki:</span> <span class="second">od 12,99 zł</span></div>
       <form class="form-basket" action="/basket/add"><div class="stocks">Kolor: grafitowy · czerwony – chwilowo niedostępny</div>
       <div class="price"><em class="main-price">329,00 zł</em> <del>429,00 zł</del>
         <div class="price-lowest">Najniższa cena z 30 dni przed obniżką: <span>389,00 zł</span></div>
         <div class="price-netto">267,48 zł netto</div></div><button class="addtobasket">Do koszyka</button></form></div>`,
      {
        lang: 'pl',
        head: jsonLd({
          '@type': 'Product',
          name: 'Plecak trekkingowy Tatra Pro 45 L',
          brand: 'Halny Outdoor',
          offers: { '@type': 'Offer', price: '429.00', priceCurrency: 'PLN', availability: 'https://schema.org/OutOfStock' },
        }),
      },
    ),
  );

  it('takes the price, not the shipping cost, the lowest price of 30 days or the net price', () => {
    expect(backpack.proposal?.['offers']).to.include({ price: '329.00', priceCurrency: 'PLN' });
  });

  it('reads "dostępny" as in stock, past a colour picker’s line, and the SKU labelled "Kod produktu"', () => {
    expect(backpack.proposal?.['offers']).to.include({ availability: 'https://schema.org/InStock' });
    expect(backpack.proposal).to.include({ sku: 'HO-TP45-GR' });
  });

  it('gives a brand written as text in the markup as a Brand', () => {
    expect(backpack.proposal?.['brand']).to.deep.equal({ '@type': 'Brand', name: 'Halny Outdoor' });
  });
});

describe('Page understanding: round 30, markup that names another variant', () => {
  it('follows the SKU the page shows when the markup’s is only the start of it ("LAG-12" of "LAG-12-CB")', () => {
    const knife = understandPage(
      page(
        'https://www.coutellerie.example/laguiole-12-corne',
        `<div class="product"><h1>Couteau Laguiole 12 cm</h1><p>Référence : LAG-12-CB</p><p class="price">89,00 €</p>
         <form action="/panier"><button class="add-to-cart">Ajouter au panier</button></form></div>`,
        {
          lang: 'fr',
          head: jsonLd({
            '@type': 'Product',
            name: 'Couteau Laguiole 12 cm',
            sku: 'LAG-12',
            offers: { '@type': 'Offer', price: '89.00', priceCurrency: 'EUR' },
          }),
        },
      ),
    );
    expect(knife.proposal).to.include({ sku: 'LAG-12-CB' });
  });

  it('reads a microdata SKU written with its label ("SKU GLM-BEANIE-CHAR") as the code alone', () => {
    const beanie = understandPage(
      page(
        'https://www.glenmore.example/shop/beanie',
        `<div itemscope itemtype="http://schema.org/Product"><h1 itemprop="name">Merino Beanie</h1>
           <div itemprop="sku">SKU GLM-BEANIE-CHAR</div>
           <div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><span itemprop="price" content="49.00">$49.00</span>
             <meta itemprop="priceCurrency" content="AUD"></div></div>`,
        { lang: 'en-AU' },
      ),
    );
    expect(beanie.proposal).to.include({ sku: 'GLM-BEANIE-CHAR' });
  });

  it('gives the one offer the product area shows over an AggregateOffer range it does not show', () => {
    const boots = understandPage(
      page(
        'https://www.montagna.example/scarpa-dolomia.html',
        `<div class="product-info-main"><h1>Scarpa da trekking Dolomia GTX</h1>
         <div class="price-box"><span class="special-price">149,90 €</span> <span class="old-price"><span class="price">189,00 €</span></span></div>
         <form action="/checkout/cart/add"><button class="tocart">Aggiungi al carrello</button></form></div>`,
        {
          lang: 'it',
          head: jsonLd({
            '@type': 'Product',
            name: 'Scarpa da trekking Dolomia GTX',
            offers: { '@type': 'AggregateOffer', lowPrice: '139.9', highPrice: '189', priceCurrency: 'EUR' },
          }),
        },
      ),
    );
    expect(boots.proposal?.['offers']).to.include({ '@type': 'Offer', price: '149.90' });
    expect(JSON.stringify(boots.proposal)).to.not.include('139.9');
  });
});

describe('Page understanding: round 30, a Lightspeed category whose grid marks every card as a Product', () => {
  it('is a collection of its cards, without the pager or the SEO text beside the grid', () => {
    const card = (slug: string, name: string, extra = '') =>
      `<div class="product${extra}" itemscope itemtype="http://schema.org/Product"><a href="/${slug}.html" itemprop="url"><span itemprop="name">${name}</span></a>
         <span itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="price" content="59.95">€ 59,95</span></div>`;
    const bags = understandPage(
      page(
        'https://www.fietsen.example/accessoires/fietstassen/',
        `<h1>Fietstassen</h1><div class="collection-products"><div class="products row">${card('mara', 'Fietstas Mara')}${card('lotte', 'Fietstas Lotte', ' sale')}${card('joep', 'Fietstas Joep')}</div>
           <div class="pager row"><a href="/accessoires/fietstassen/">1</a></div>
           <div class="collection-seo-text"><h2>Enkele of dubbele fietstas?</h2><a href="/blogs/welke-fietstas/">Lees ons blog</a></div></div>`,
        { lang: 'nl', head: jsonLd({ '@type': 'LocalBusiness', name: 'Fietsenmaker De Vries' }) },
      ),
    );
    expect(bags.kind).to.equal('collection');
    expect(bags.reasons).to.include("The page's own markup lists 3 products.");
    expect(bags.proposal?.['mainEntity']).to.include({ numberOfItems: 3 });
  });
});
