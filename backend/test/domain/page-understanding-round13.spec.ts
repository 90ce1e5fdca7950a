import { expect } from 'chai';
import { cmsPage as page } from '../support/cms-page.js';
import { parsePageSnapshot } from '../../src/adapters/page-fetch/html-snapshot-parser.js';
import { postalAddress, ratingOf } from '../../src/domain/page-understanding/read-values.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';

describe('Page understanding: round 13, a concert page built by hand (Webflow)', () => {
  const concert = (sidebarClass: string) =>
    understandPage(
      page(
        'https://venue.example/koncerter/saga-holm',
        `<section class="event-hero"><h1 class="event-title">Saga Holm</h1><div class="event-date-large">Fredag d. 16. april 2027</div>
           <a href="https://tickets.example/e/1" class="button-primary">Køb billet</a></section>
         <section class="event-body"><div class="event-main"><p>Efter tre års pause er Saga Holm tilbage.</p></div>
           <aside class="${sidebarClass}"><dl><dt>Dato</dt><dd>Fredag d. 16. april 2027</dd>
             <dt>Sted</dt><dd>Pakhuset Sydhavn, Store Sal<br/>Sydhavnsgade 7, 8000 Aarhus C</dd>
             <dt>Billetpris</dt><dd>285 kr. + gebyr</dd></dl></aside></section>`,
        { lang: 'da' },
      ),
    );

  it('reads a sidebar named after the heading’s subject as the event’s own details: date, venue, ticket price', () => {
    const understood = concert('event-sidebar');
    expect(understood.kind).to.equal('event');
    expect(understood.reasons.join(' ')).to.match(/A ticket price is labelled in the details/);
    expect(understood.proposal).to.deep.include({ name: 'Saga Holm', startDate: '2027-04-16' });
    expect(understood.proposal?.['offers']).to.include({ price: '285', priceCurrency: 'DKK' });
    expect(understood.proposal?.['location']).to.deep.equal({
      '@type': 'Place',
      name: 'Pakhuset Sydhavn',
      address: { '@type': 'PostalAddress', streetAddress: 'Sydhavnsgade 7', postalCode: '8000', addressLocality: 'Aarhus C' },
    });
  });

  it('keeps a site’s widget sidebar as related content', () => {
    const understood = concert('sidebar widget-area');
    expect(understood.proposal?.['offers']).to.equal(undefined);
    expect(understood.proposal?.['location']).to.equal(undefined);
  });
});

describe('Page understanding: round 13, a Japanese recipe on a WordPress theme (GeneratePress)', () => {
  const recipe = understandPage(
    page(
      'https://gohan.example/recipe/buta-shogayaki/',
      `<article class="post"><header class="entry-header"><h1 class="entry-title">豚の生姜焼き</h1>
         <div class="entry-meta"><span class="posted-on"><time class="updated" datetime="2027-02-02T21:14:37+09:00">2027年2月2日</time><time class="entry-date published" datetime="2027-01-18T18:00:00+09:00">2027年1月18日</time></span>
         <span class="byline">by <span class="author vcard"><a class="url fn n" href="/author/minami/" rel="author"><span class="author-name">佐藤みなみ</span></a></span></span></div></header>
       <div class="entry-content"><ul class="summary"><li><span class="label">調理時間</span>15分</li><li><span class="label">分量</span>2人分</li></ul>
         <h2>材料（2人分）</h2>
         <div class="gohan-ingredients"><table><tbody><tr><td>豚ロース薄切り肉</td><td>250g</td></tr><tr><td>玉ねぎ</td><td>1/2個</td></tr>
           <tr><td colspan="2">【A】生姜だれ</td></tr><tr><td>しょうゆ</td><td>大さじ2</td></tr></tbody></table></div>
         <h2>作り方</h2><ol class="gohan-steps"><li><strong>下準備をする</strong><br>玉ねぎはくし切りにする。</li><li><strong>焼く</strong><br>豚肉を焼く。</li></ol></div></article>`,
      { lang: 'ja' },
    ),
  );

  it('reads the ingredient table under the ingredients heading, a row a line, the group row left out', () => {
    expect(recipe.kind).to.equal('recipe');
    expect(recipe.proposal?.['recipeIngredient']).to.deep.equal(['豚ロース薄切り肉 250g', '玉ねぎ 1/2個', 'しょうゆ 大さじ2']);
  });

  it('tells the published from the updated <time> by their class, as WordPress themes write them side by side', () => {
    expect(recipe.proposal).to.include({ datePublished: '2027-01-18T18:00:00+09:00', dateModified: '2027-02-02T21:14:37+09:00' });
  });

  it('reads a byline’s name written without capitals, a marked label with its value as plain text, and a step’s lines apart', () => {
    expect(recipe.proposal?.['author']).to.deep.equal({ '@type': 'Person', name: '佐藤みなみ' });
    expect(recipe.proposal?.['recipeYield']).to.equal('2人分');
    expect((recipe.proposal?.['recipeInstructions'] as { text: string }[])[0]?.text).to.equal('下準備をする 玉ねぎはくし切りにする。');
  });
});

describe('Page understanding: round 13, a job ad built with Elementor', () => {
  const job = understandPage(
    page(
      'https://firma.example/oferty-pracy/magazynier/',
      `<div class="e-con-inner">
         <div class="elementor-element elementor-widget-heading"><div class="elementor-widget-container"><h1 class="elementor-heading-title">Magazynier – operator wózka widłowego</h1></div></div>
         <div class="elementor-element elementor-widget-icon-list"><div class="elementor-widget-container"><ul class="elementor-icon-list-items">
           <li><span class="elementor-icon-list-text">Umowa o pracę, pełny etat</span></li>
           <li><span class="elementor-icon-list-text">5 800 – 6 900 zł brutto / mies.</span></li></ul></div></div></div>
       <div class="elementor-widget-theme-post-content"><p>Szukamy operatora wózka widłowego. Praca od poniedziałku do piątku, 6:00–14:00.</p>
         <h2>Miejsce pracy</h2><p>Centrum Dystrybucyjne Stryków<br>ul. Warszawska 6<br>95-010 Stryków</p></div>
       <form enctype="multipart/form-data"><input type="file" name="cv"><button>Aplikuj</button></form>`,
      { lang: 'pl-PL' },
    ),
  );

  it('reads the badges under a heading a page builder wraps alone in its widget as the heading’s own lines', () => {
    expect(job.kind).to.equal('job');
    expect(job.proposal).to.include({ employmentType: 'FULL_TIME' });
    expect(job.proposal?.['baseSalary']).to.deep.include({ currency: 'PLN' });
  });

  it('takes the place of work from the address block under its heading, and says the country is missing', () => {
    expect(job.proposal?.['jobLocation']).to.deep.equal({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', streetAddress: 'ul. Warszawska 6', postalCode: '95-010', addressLocality: 'Stryków' },
    });
    expect(job.notes.join(' ')).to.match(/does not name the country of its place of work/);
  });
});

describe('Page understanding: round 13, a small company’s home page on Divi', () => {
  const html = `<!doctype html><html lang="en-AU"><head><title>Saltbush Joinery | Custom kitchens in Perth</title></head><body>
    <header id="main-header"><div class="logo_container"><a href="https://www.joinery.example/"><img src="/logo.png" alt="Saltbush Joinery" id="logo"></a></div>
      <nav><a href="https://www.joinery.example/">Home</a><a href="https://www.joinery.example/kitchens/">Kitchens</a></nav></header>
    <div id="main-content"><h1>Custom kitchens, wardrobes &amp; built-ins, made in our Bibra Lake workshop</h1>
      <h2>Visit the workshop</h2><p><strong>Saltbush Joinery</strong><br>Unit 3/14 Cocos Drive<br>Bibra Lake WA 6163</p>
      <p>Phone: <a href="tel:+61895550183">(08) 9555 0183</a></p><p>Workshop &amp; showroom: Mon–Fri 7am–4pm</p></div></body></html>`;
  const understood = understandPage(parsePageSnapshot({ html, url: 'https://www.joinery.example/', tokenBudget: 2000 }));

  it('names the business by its logo’s home link written as a full address, not by a tagline heading', () => {
    expect(understood.proposal?.['name']).to.equal('Saltbush Joinery');
  });

  it('reads an Australian address: town, state and four-digit postcode', () => {
    expect(understood.proposal?.['address']).to.deep.equal({
      '@type': 'PostalAddress',
      streetAddress: 'Unit 3/14 Cocos Drive',
      addressLocality: 'Bibra Lake',
      addressRegion: 'WA',
      postalCode: '6163',
    });
    expect(postalAddress(['14 Cocos Drive', 'Bibra Lake', 'WA 6163'], null)).to.include({
      addressLocality: 'Bibra Lake',
      addressRegion: 'WA',
      postalCode: '6163',
    });
  });
});

describe('Page understanding: round 13, a product whose SEO app’s JSON-LD went stale (BigCommerce)', () => {
  const stale = (widget: string) =>
    understandPage(
      page(
        'https://shop.example/hudson-board/',
        `<div class="productView"><h1 class="productView-title">Hudson Cutting Board</h1>
           <div class="yotpo bottomLine"><div class="yotpo-bottomline pull-left star-clickable"><span class="yotpo-stars" aria-hidden="true"><span class="yotpo-icon-star"></span></span>${widget}</div></div>
           <div class="productView-price"><span class="price price--withoutTax">$129.00</span></div>
           <form action="/cart.php"><button id="form-action-addToCart">Add to Cart</button></form></div>`,
        {
          head: `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Hudson Cutting Board",
            "offers":{"@type":"Offer","price":"119.00","priceCurrency":"USD","priceValidUntil":"2026-12-31"},
            "aggregateRating":{"@type":"AggregateRating","ratingValue":"4.6","reviewCount":"148"}}</script>`,
        },
      ),
    );

  it('follows the rating the review widget shows, with no scale written, over the markup’s', () => {
    const understood = stale(
      '<span class="sr-only">4.7 star rating</span> <a href="#reviews">212 Reviews</a> | <a href="#questions">38 Questions</a>',
    );
    expect(understood.proposal?.['aggregateRating']).to.deep.equal({ '@type': 'AggregateRating', ratingValue: '4.7', reviewCount: '212' });
    expect(understood.notes.join(' ')).to.match(/gives the rating 4.6 from 148, but the page shows 4.7 from 212/);
  });

  it('drops the stale price’s validity date with it, and leaves out a rating the page shows nowhere', () => {
    const understood = stale('<a href="#write">Write a review</a>');
    expect(understood.proposal?.['offers']).to.include({ price: '129.00' }).and.not.to.have.property('priceValidUntil');
    expect(understood.proposal).not.to.have.property('aggregateRating');
  });

  it('does not call markup that disagrees with the page complete: it needs the update', () => {
    const understood = stale('<span class="sr-only">4.7 star rating</span> <a href="#reviews">212 Reviews</a>');
    expect(understood.alreadyMarkedUp).to.equal(false);
    expect(understood.notes[0]).to.match(/disagrees with what the page shows; the proposal corrects it/);
  });

  it('reads a rating with no scale only where the widget starts with it, never a count as a rating', () => {
    expect(ratingOf('4.7 Based on 212 reviews')).to.deep.equal({ ratingValue: '4.7', reviewCount: '212' });
    expect(ratingOf('★★★★☆ 4,5 · 86 Bewertungen')).to.deep.equal({ ratingValue: '4.5', reviewCount: '86' });
    for (const text of ['Based on 212 reviews', '5 reviews', '12 reviews', 'Write a review']) expect(ratingOf(text), text).to.equal(null);
  });
});

describe('Page understanding: round 13, a Drupal (Olivero) news article and a Shopware product', () => {
  it('reads an article inside a "sidebar-grid" layout and a "node--promoted" node as the page, with its labelled author', () => {
    const html = `<!doctype html><html lang="cs"><head><title>Most</title><meta property="og:type" content="article"></head><body>
      <div class="main-content__container"><div class="region region--content-above"><h1 class="page-title">Jihlava uzavře most</h1></div>
      <div class="sidebar-grid grid-full"><main role="main" class="site-main">
        <article class="node node--type-article node--promoted node--view-mode-full"><header><div class="node__meta">
          <span>Autor: <span class="field field--name-uid"><a class="username" href="/redakce/tn">Tereza Nováková</a></span></span>
          <time datetime="2027-03-08T09:40:00+01:00">8. 3. 2027, 9:40</time></div></header>
          <div class="node__content"><p>Most přes Jihlávku se od 22. března zavře pro veškerou dopravu.</p></div></article></main>
        <aside class="region region--sidebar"><p>Autor: Jan Novák</p></aside></div></div></body></html>`;
    const understood = understandPage(parsePageSnapshot({ html, url: 'https://news.example/zpravy/most', tokenBudget: 2000 }));
    expect(understood.kind).to.equal('article');
    expect(understood.proposal?.['author']).to.deep.equal({ '@type': 'Person', name: 'Tereza Nováková' });
    expect(understood.proposal?.['datePublished']).to.equal('2027-03-08T09:40:00+01:00');
  });

  it('reads Shopware’s "Produktnummer" as the SKU', () => {
    const understood = understandPage(
      page(
        'https://shop.example/rucksack/BF-TR38',
        `<div class="product-detail"><h1 class="product-detail-name">Trail 38 Rucksack</h1>
           <p class="product-detail-price">89,95 €*</p><form action="/checkout/line-item/add"><button class="btn-buy">In den Warenkorb</button></form>
           <div class="product-detail-ordernumber-container"><span class="product-detail-ordernumber-label">Produktnummer:</span>
           <span class="product-detail-ordernumber">BF-TR38-MOS</span></div></div>`,
        { lang: 'de-DE' },
      ),
    );
    expect(understood.proposal?.['sku']).to.equal('BF-TR38-MOS');
  });
});

describe('Page understanding: leftovers of earlier rounds', () => {
  it('gives a conference the days it runs from a date line broken from its venue by <br>, beside a <time> of its start', () => {
    const understood = understandPage(
      page(
        'https://summit.example/',
        `<section class="hero"><h1>Northern Retail Data Summit 2027</h1>
           <p class="hero__meta"><strong>Tuesday 16 – Wednesday 17 March 2027</strong><br>Mill Yard Hall, Canal Wharf, Leeds LS11 5PS</p>
           <p>Registration opens <time datetime="2027-03-16T08:30">08:30</time>.</p><a href="/tickets">Book tickets</a></section>`,
        { lang: 'en-GB' },
      ),
    );
    expect(understood.proposal).to.include({ startDate: '2027-03-16T08:30', endDate: '2027-03-17' });
  });

  it('reads a maker’s code labelled in Russian as the MPN', () => {
    const understood = understandPage(
      page(
        'https://stanki.example/catalog/bsm-350',
        `<div class="product-item"><h1>Ленточнопильный станок BSM-350</h1><p class="price">Цена по запросу</p>
           <form action="/basket/add"><button name="add">В корзину</button></form>
           <div class="article"><span class="article__title">Код производителя:</span> <span class="article__value">BSM-350/380</span></div></div>`,
        { lang: 'ru', head: '<meta property="og:type" content="product">' },
      ),
    );
    expect(understood.proposal?.['mpn']).to.equal('BSM-350/380');
  });

  it('reads a yield labelled in Greek, Turkish, Finnish or Korean', () => {
    const recipe = (label: string, value: string) =>
      understandPage(
        page(
          'https://food.example/pita',
          `<article><h1>Σπανακόπιτα</h1><p>${label}: ${value}</p><h2>Υλικά</h2><ul class="ingredients"><li>500 γρ. σπανάκι</li><li>200 γρ. φέτα</li><li>1 κρεμμύδι</li></ul>
             <h2>Εκτέλεση</h2><ol class="instructions"><li>Πλένουμε το σπανάκι.</li><li>Ψήνουμε για μία ώρα.</li></ol></article>`,
          { lang: 'el' },
        ),
      ).proposal?.['recipeYield'];
    expect(recipe('Βγαίνουν', '8 κομμάτια')).to.equal('8 κομμάτια');
    expect(recipe('Porsiyon', '4')).to.equal('4');
  });
});
