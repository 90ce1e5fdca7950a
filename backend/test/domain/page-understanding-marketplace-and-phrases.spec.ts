import { expect } from 'chai';
import { cmsPage as page } from '../support/cms-page.js';
import { currencyOf, firstPriceIn, ratingOf, yieldOf } from '../../src/domain/page-understanding/read-values.js';
import { StatedValues } from '../../src/domain/page-understanding/stated-values.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';

type Node = Record<string, unknown>;
const proposalOf = (snapshot: ReturnType<typeof page>) => understandPage(snapshot).proposal as Node | null;

describe('Page understanding: currencies written after the amount, and "kr" by the page language', () => {
  it('reads złoty, koruna, forint, yen and krona amounts with their currency', () => {
    expect(firstPriceIn('Cena: 499,00 zł brutto', 'pl')).to.deep.equal({ price: '499.00', currency: 'PLN' });
    expect(firstPriceIn('1 290 Kč s DPH', 'cs')).to.deep.equal({ price: '1290', currency: 'CZK' });
    expect(firstPriceIn('4 990 Ft', 'hu')).to.deep.equal({ price: '4990', currency: 'HUF' });
    expect(firstPriceIn('税込 12,800円', 'ja')).to.deep.equal({ price: '12800', currency: 'JPY' });
    expect(firstPriceIn('Pris 349 kr', 'nb-NO')).to.deep.equal({ price: '349', currency: 'NOK' });
    expect(firstPriceIn('kr 1 299', 'sv')).to.deep.equal({ price: '1299', currency: 'SEK' });
  });

  it('lets a model answer keep the currency of the page own prices, and no other', () => {
    const stated = new StatedValues(page('https://butikk.example/vare/1', '<h1>Ullgenser</h1><p class="price">899 kr</p>', { lang: 'nb' }));
    expect(stated.states('priceCurrency', 'NOK')).to.equal(true);
    expect(stated.states('priceCurrency', 'SEK')).to.equal(false);
  });

  it('leaves "kr" without a currency where the language does not say which krone, and never reads a word as one', () => {
    expect(currencyOf('kr', 'da')).to.equal('DKK');
    expect(currencyOf('kr', 'en')).to.equal(null);
    expect(firstPriceIn('Open 12 kreative workshops', 'da')).to.equal(null);
  });
});

describe('Page understanding: a marketplace listing with several sellers', () => {
  const listing = (head = '') =>
    page(
      'https://market.example/produkt/czajnik-p1',
      `<section class="pdp-top"><div class="summary">
        <h1>Czajnik elektryczny Brava 1,7 l stalowy</h1>
        <div class="rating"><b>4,4</b>/5 · <a href="#opinie">87 opinii</a></div>
        <ul><li>Marka: Brava</li><li>Kod producenta: BRV-17S</li></ul>
        <p class="offers-head"><strong>3 oferty</strong> od <span class="price">129,00 zł</span> do 159,99 zł</p>
        <p class="installments">lub 10 rat × 12,90 zł</p>
        <a class="btn" href="#oferty">Porównaj oferty</a>
      </div></section>
      <section id="oferty"><h2>Oferty sprzedawców</h2><table>
        <tr><td>Sklep A</td><td class="price">129,00 zł</td></tr>
        <tr><td>Sklep B</td><td class="price">144,50 zł</td></tr>
        <tr><td>Sklep C</td><td class="price">159,99 zł</td></tr>
      </table></section>`,
      { lang: 'pl', head },
    );

  it('states the range and the count the summary line writes as one AggregateOffer, never an instalment', () => {
    const product = proposalOf(listing());
    expect(product?.['@type']).to.equal('Product');
    expect(product?.['offers']).to.deep.equal({
      '@type': 'AggregateOffer',
      lowPrice: '129.00',
      highPrice: '159.99',
      priceCurrency: 'PLN',
      offerCount: '3',
    });
    expect(product?.['mpn']).to.equal('BRV-17S');
    expect(product?.['aggregateRating']).to.include({ ratingValue: '4.4', reviewCount: '87' });
  });

  it('names the product by its heading when og:title is its first part with a tagline', () => {
    const product = proposalOf(listing('<meta property="og:title" content="Czajnik elektryczny Brava 1,7 l – szybkie gotowanie">'));
    expect(product?.['name']).to.equal('Czajnik elektryczny Brava 1,7 l stalowy');
  });
});

describe('Page understanding: a price box with a former price, format swatches and a member price', () => {
  it('states the price the box shows now, not the RRP, another format or the club price', () => {
    const product = proposalOf(
      page(
        'https://books.example/tides-of-the-dee',
        `<div class="product-info-main"><h1>Tides of the Dee</h1>
          <div class="product-reviews-summary"><span class="rating-result">4.0 out of 5</span> <a href="#reviews">9 reviews</a></div>
          <div class="format-switcher"><a class="swatch selected" href="#">Hardback<br>£18.00</a>
            <a class="swatch" href="/tides-paperback">Paperback<br>£9.99</a></div>
          <div class="price-box"><span class="old-price">RRP <span class="price">£22.00</span></span>
            <span class="special-price"><span class="price">£18.00</span></span></div>
          <p class="member-price">Loyalty card members pay <b>£16.20</b></p>
          <div class="stock available"><span>In stock</span></div>
          <button class="tocart">Add to Basket</button></div>`,
        { lang: 'en-GB', head: '<meta property="og:type" content="product">' },
      ),
    );
    expect(product?.['offers']).to.include({ price: '18.00', priceCurrency: 'GBP' });
    expect(product?.['aggregateRating']).to.include({ ratingValue: '4.0', reviewCount: '9' });
  });

  it('reads a rating whose value and count sit in separate elements of one short block', () => {
    expect(ratingOf('4.0 out of 5 9 reviews')).to.deep.equal({ ratingValue: '4.0', bestRating: '5', reviewCount: '9' });
  });
});

describe('Page understanding: a recipe published as a post, with its yield in a phrase', () => {
  it('reads "Makes", "Serves" and "for N people" phrases, and nothing from other numbers', () => {
    expect(yieldOf('Makes 1 drink · Glass: chilled coupe')).to.equal('1 drink');
    expect(yieldOf('Serves 4 as a main')).to.equal('4');
    expect(yieldOf('Zutaten für 6 Personen')).to.equal('6 Personen');
    expect(yieldOf('Bake for 25 minutes')).to.equal(null);
  });

  it('proposes a Recipe, not an Article, for a dated, bylined post whose content is an ingredient list and a method', () => {
    const recipe = proposalOf(
      page(
        'https://drinks.example/blackcurrant-sour/',
        `<article class="post"><header><h1>Blackcurrant Sour</h1>
          <p class="byline">By <a href="/author/ines">Ines Walter</a> · <time datetime="2026-10-02">2 Oct 2026</time></p></header>
          <section class="content"><p><strong>Makes 2 drinks</strong> · Glass: rocks</p>
          <h2>Ingredients</h2><ul><li>100 ml bourbon</li><li>40 ml lemon juice</li><li>30 ml blackcurrant cordial</li></ul>
          <h2>Method</h2><ol><li>Shake everything with ice.</li><li>Strain over fresh ice.</li></ol></section></article>`,
        { head: '<meta property="og:type" content="article"><meta property="article:published_time" content="2026-10-02T08:00:00Z">' },
      ),
    );
    expect(recipe?.['@type']).to.equal('Recipe');
    expect(recipe?.['recipeYield']).to.equal('2 drinks');
    expect(recipe?.['recipeIngredient']).to.deep.equal(['100 ml bourbon', '40 ml lemon juice', '30 ml blackcurrant cordial']);
  });
});

describe('Page understanding: a news article dated by its meta line alone', () => {
  const news = (meta: string, byline = '<span class="author">Von <a href="/autoren/tom">Tom Berger</a></span>') =>
    proposalOf(
      page(
        'https://zeitung.example/lokales/bruecke-art-1',
        `<article><header><h1>Neue Brücke über die Fils freigegeben</h1>
          <div class="meta">
            ${byline}
            ${meta}
          </div></header>
          <p>Nach zwei Jahren Bauzeit ist die Brücke seit heute befahrbar. Der Verkehr rollt wieder durch die Innenstadt.</p></article>`,
        { lang: 'de', head: '<meta property="og:type" content="article">' },
      ),
    );

  it('takes the one bare date beside the heading as the publication date, not the update', () => {
    const article = news(
      '<span class="date">24.11.2026, 06:15 Uhr</span>\n<span class="updated">Aktualisiert: 24.11.2026, 09:30 Uhr</span>',
    );
    expect(article?.['datePublished']).to.equal('2026-11-24T06:15');
    expect(article?.['dateModified']).to.equal('2026-11-24T09:30');
  });

  it('states no publication date when two bare dates stand beside the heading', () => {
    const article = news('<span class="date">24.11.2026, 06:15 Uhr</span>\n<span class="date2">25.11.2026, 07:00 Uhr</span>', '');
    expect(article?.['datePublished']).to.equal(undefined);
  });
});

describe('Page understanding: a page whose own wrapper is named like comments or a sidebar', () => {
  it('reads the article inside a "discussion" or "has-sidebar" layout as the page, and its comments still as comments', () => {
    const understood = understandPage(
      page(
        'https://forum.example/news/new-bridge',
        `<div class="discussion-thread has-sidebar"><article><h1>The new bridge opens on Monday</h1>
          <p class="byline">By Anna Reid · <time datetime="2026-11-20">20 Nov 2026</time></p>
          <p>After two years of works the bridge opens to traffic on Monday morning, the council said.</p></article>
          <div class="comments"><p class="comment">Tom · <time datetime="2026-11-21">21 Nov 2026</time> Finally!</p></div></div>`,
        { head: '<meta property="og:type" content="article">' },
      ),
    );
    const article = understood.proposal as Node | null;
    expect(article?.['datePublished']).to.equal('2026-11-20');
    expect(article?.['author']).to.deep.include({ name: 'Anna Reid' });
  });
});
