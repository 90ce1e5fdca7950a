import { expect } from 'chai';
import { cmsPage as page } from '../support/cms-page.js';
import { currencyOf, dollarOf, firstPriceIn, salaryOf } from '../../src/domain/page-understanding/read-values.js';
import { keepStatedValues, StatedValues } from '../../src/domain/page-understanding/stated-values.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';

type Node = Record<string, unknown>;
const offerOf = (proposal: Node | null) => (proposal?.['offers'] ?? null) as Node | null;

const buyBox = (tier: string) => `<section class="buy-box">
  <h1>Cordless Drill 18 V</h1>
  <div class="meta"><span>Art.-Nr.: WK-1 </span> <span>Hersteller-Nr.: AS18-K40</span></div>
  <div class="price-box"><span class="price"><span>189</span><span>,90</span> <span>€</span></span>
    <p class="tax">inkl. 19 % MwSt., zzgl. Versandkosten (4,95 €, versandkostenfrei ab 50 €)</p></div>
  <div class="tier"><p>${tier}</p></div>
  <form action="/warenkorb"><button name="add">In den Warenkorb</button></form>
</section>`;

describe('Page understanding: quantity tiers, instalments and labelled item numbers', () => {
  it('never reads a quantity-tier price as the product price, in several languages', () => {
    for (const tier of [
      'Staffelpreis: ab 3 Stück nur <b>179,90 €</b> pro Stück',
      'Mengenrabatt: <b>179,90 €</b> je Stück',
      'Buy 3 or more: <b>179,90 €</b> each',
      '<b>179,90 €</b> per piece when you buy 3',
      'À partir de 3 pièces : <b>179,90 €</b>',
    ]) {
      const understood = understandPage(page('https://shop.example/p/drill', buyBox(tier), { lang: 'de' }));
      expect(offerOf(understood.proposal)?.['price'], tier).to.equal('189.90');
    }
  });

  it('reads the price beside a tax note as the product price: the note is its own sentence, not prose around it', () => {
    const snapshot = page('https://shop.example/p/drill', buyBox(''), { lang: 'de' });
    const price = snapshot.statements.prices.find((p) => p.amount === '189,90');
    expect(price?.prose).to.equal(false);
    // The shipping cost in the tax note is read as prose, or not at all (its sentence names a free-delivery threshold).
    expect(snapshot.statements.prices.some((p) => p.amount === '4,95' && !p.prose)).to.equal(false);
  });

  it('leaves out one instalment of a payment plan, and the price of a variant chosen by a radio', () => {
    const understood = understandPage(
      page(
        'https://shop.example/p/coat',
        `<div class="product"><h1>Car Coat</h1>
          <div role="radiogroup"><a role="radio" href="/p/coat-navy">Navy <span>£99.00</span></a></div>
          <div class="price"><span class="price-item">£119.00</span></div>
          <div class="klarna"><p>Pay in 3 interest-free payments of <strong>£39.67</strong> with Klarna.</p></div>
          <form action="/cart/add"><button name="add">Add to cart</button></form></div>`,
      ),
    );
    expect(offerOf(understood.proposal)).to.include({ price: '119.00', priceCurrency: 'GBP' });
  });

  it('ends a labelled value at the next label, also an abbreviated one, and reads the maker part number as mpn', () => {
    const understood = understandPage(page('https://shop.example/p/drill', buyBox(''), { lang: 'de' }));
    expect(understood.proposal).to.include({ sku: 'WK-1', mpn: 'AS18-K40' });
  });
});

// Comments and sidebars inside <main>, as WordPress themes place them: only their class says what they are.
describe('Page understanding: comments and sidebars are not the post', () => {
  const post = (byline: string, after: string) =>
    page(
      'https://blog.example/sinking-fund/',
      `<article><h1>The Sinking Fund Method</h1>
        <ul class="post-info"><li><span>By Dana Whitfield</span></li><li>${byline}</li></ul>
        <p>We saved for a new roof over eight months, a little each week, and paid for it without a loan.</p>
        <div class="author-box"><p class="post-dates">Originally published March 3, 2026 · Last updated November 19, 2026</p></div>
      </article>${after}`,
    );
  const comments = `<section id="comments" class="comments-area"><ol class="comment-list">
      <li class="comment"><article class="comment-body"><div class="comment-metadata"><time datetime="2026-03-05T13:22:09-05:00">March 5, 2026</time></div>
      <div class="comment-content"><p>Great idea.</p></div></article></li></ol></section>`;

  it('never dates the post with a comment or sidebar time; the byline and author box give both dates', () => {
    for (const after of [comments, `<div class="sidebar"><time datetime="2026-04-01">April 1, 2026</time></div>`]) {
      const understood = understandPage(post('<span>Updated</span> November 19, 2026', after));
      expect(understood.proposal).to.include({ datePublished: '2026-03-03', dateModified: '2026-11-19' });
    }
  });

  it('places a comment list and its times outside the page content', () => {
    const snapshot = post('Updated November 19, 2026', comments);
    expect(snapshot.statements.times.map((time) => time.region)).to.deep.equal(['related']);
  });
});

describe('Page understanding: which dollar "$" means', () => {
  it('reads "$" by an ISO code beside it, a prefixed sign, else the region of the page language', () => {
    expect(dollarOf('en-AU')).to.equal('AUD');
    expect(dollarOf('fr-CA')).to.equal('CAD');
    expect(dollarOf('es-MX')).to.equal('MXN');
    expect(dollarOf('en')).to.equal('USD');
    expect(dollarOf('de-DE')).to.equal('USD');
    expect(currencyOf('NZ$', 'en-US')).to.equal('NZD');
    expect(salaryOf('$145,000 – $165,000 AUD per year', 'en-US')).to.include({ currency: 'AUD', minValue: '145000', maxValue: '165000' });
    expect(salaryOf('$145,000 – $165,000 per year', 'en-AU')?.currency).to.equal('AUD');
    expect(salaryOf('$52,000 per year', 'en-US')?.currency).to.equal('USD');
    expect(firstPriceIn('$25 CAD at the door', null)).to.deep.equal({ price: '25', currency: 'CAD' });
    expect(firstPriceIn('Tickets $25', 'en-NZ')).to.deep.equal({ price: '25', currency: 'NZD' });
  });

  it('reads a shop price in dollars by the page language', () => {
    const snapshot = page(
      'https://shop.example.com.au/p/mug',
      `<div class="product"><h1>Mug</h1><span class="price">$24.00</span><form action="/cart/add"><button name="add">Add</button></form></div>`,
      { lang: 'en-AU' },
    );
    expect(snapshot.statements.prices[0]).to.include({ amount: '24.00', currency: 'AUD' });
  });

  it('does not accept a model answer of USD for an Australian page whose dollars carry no code', () => {
    const snapshot = page('https://jobs.example.com.au/job/1', '<h1>Data Engineer</h1><p>Salary: $150,000 per year</p>', {
      lang: 'en-AU',
    });
    const stated = new StatedValues(snapshot);
    expect(stated.states('currency', 'AUD')).to.equal(true);
    expect(stated.states('currency', 'USD')).to.equal(false);
  });

  it('reads a job deadline labelled "Applications close"', () => {
    const understood = understandPage(
      page(
        'https://jobs.example.com.au/job/1',
        `<article><h1>Senior Data Engineer</h1><dl><dt>Salary</dt><dd>$145,000 – $165,000 AUD per year</dd>
          <dt>Job type</dt><dd>Full-time</dd><dt>Applications close</dt><dd>7 December 2026</dd></dl>
          <p>We are hiring a senior data engineer to own our ingestion pipelines.</p><a href="/apply">Apply now</a></article>`,
        { lang: 'en-AU' },
      ),
    );
    expect(understood.proposal).to.include({ validThrough: '2026-12-07' });
  });
});

describe('Page understanding: the model answer check reads markup values as strings', () => {
  it('finds a description of the page JSON-LD whose quotes JSON escapes', () => {
    const description = 'We say "streaming", not "batches".';
    const snapshot = page('https://jobs.example/job/1', '<h1>Engineer</h1>', {
      head: `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'JobPosting', description })}</script>`,
    });
    const { dropped } = keepStatedValues({ '@type': 'JobPosting', description }, new StatedValues(snapshot));
    expect(dropped).to.deep.equal([]);
  });
});

describe('Page understanding: a place to stay, its phone and its street', () => {
  const bnb = (phoneLine: string) =>
    understandPage(
      page(
        'https://bnb.example/',
        `<h1>Le Due Querce</h1><p>B&amp;B in un casale del Seicento, tra gli ulivi.</p>
        <ul><li><p><b>Check-in:</b> dalle 15:00 alle 20:00</p></li><li><p><b>Check-out:</b> entro le 10:30</p></li></ul>
        <h2>Dove siamo</h2><p>B&amp;B Le Due Querce<br>Strada di Pieve a Bozzone, 18<br>53100 Siena (SI)</p>
        <p>${phoneLine}</p>`,
        { lang: 'it', head: '<meta name="description" content="B&amp;B Le Due Querce a Siena">' },
      ),
    ).proposal;

  it('reads check-in and check-out times of a lodging business, and a street named "Strada"', () => {
    const proposal = bnb('Tel. <a href="tel:+390577555214">0577 555 214</a><br>WhatsApp <a href="tel:+393335550187">+39 333 555 0187</a>');
    expect(proposal).to.include({ checkinTime: '15:00', checkoutTime: '10:30', telephone: '0577 555 214' });
    expect(proposal?.['address']).to.include({ streetAddress: 'Strada di Pieve a Bozzone, 18', postalCode: '53100' });
  });

  it('names a number by the words right before it: a messenger number beside a phone word is a telephone too', () => {
    expect(bnb('Telefono e WhatsApp: <a href="tel:+390577555214">0577 555 214</a>')).to.include({ telephone: '0577 555 214' });
    expect(bnb('Solo WhatsApp: <a href="tel:+393335550187">+39 333 555 0187</a>')).not.to.have.property('telephone');
  });
});

describe('Page understanding: a Dutch recipe card', () => {
  it('reads the author with a name particle, the times, the servings and the calories of a nutrition row', () => {
    const proposal = understandPage(
      page(
        'https://keuken.example/pompoensoep/',
        `<article><h1>Romige pompoensoep</h1><div class="entry-meta"><span class="posted-by"><span>Door</span> <span class="author">Fleur van Dijk</span></span></div>
        <ul class="recipe-meta"><li><strong>Voorbereiding:</strong> 15 minuten</li><li><strong>Kooktijd:</strong> 35 minuten</li>
          <li><strong>Totaal:</strong> 50 minuten</li><li><strong>Porties:</strong> 4 personen</li></ul>
        <h2>Ingrediënten</h2><ul class="ingredients"><li>1 flespompoen</li><li>1 ui</li><li>400 ml kokosmelk</li><li>1 blik kikkererwten</li></ul>
        <h2>Bereiding</h2><ol class="instructions"><li>Snijd de pompoen in blokjes en rooster hem.</li><li>Kook alles gaar en pureer glad.</li></ol>
        <table class="nutrition"><tr><th>Energie</th><td>312 kcal</td></tr><tr><th>Eiwit</th><td>9 g</td></tr></table></article>`,
        { lang: 'nl' },
      ),
    ).proposal;
    expect(proposal).to.include({ prepTime: 'PT15M', cookTime: 'PT35M', totalTime: 'PT50M', recipeYield: '4 personen' });
    expect(proposal?.['author']).to.deep.equal({ '@type': 'Person', name: 'Fleur van Dijk' });
    expect(proposal?.['nutrition']).to.deep.equal({ '@type': 'NutritionInformation', calories: '312 kcal' });
  });
});
