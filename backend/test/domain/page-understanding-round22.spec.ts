import { expect } from 'chai';
import { cmsPage as page } from '../support/cms-page.js';
import { durationOf, postalAddress } from '../../src/domain/page-understanding/read-values.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';

describe('Page understanding: round 22, a Webflow workshop whose template markup was never filled in', () => {
  const template = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: 'Bikepacker Template',
    address: { '@type': 'PostalAddress', streetAddress: '123 Example Street', addressLocality: 'Portland', postalCode: '97201' },
    telephone: '+1 503 555 0100',
  });
  const workshop = understandPage(
    page(
      'https://www.tidewater.example/',
      `<h1>Tidewater Bike Workshop</h1><section class="visit-section"><h2>Visit the workshop</h2><div class="visit-grid w-layout-grid">
         <div class="visit-card"><div class="visit-block"><div class="visit-label">Address</div><div class="visit-text">22 Halifax Street<br/>Nelson 7010</div></div>
           <div class="visit-block"><div class="visit-label">Phone</div><a class="visit-link" href="tel:+6435487721">03 548 7721</a></div>
           <div class="visit-block"><div class="visit-label">Hours</div><div class="visit-text">Tuesday – Friday: 8:30am – 5:30pm<br/>Saturday: 9:00am – 2:00pm</div></div></div>
         <div class="map-embed w-embed"><iframe src="https://maps.example/embed"></iframe></div></div></section>`,
      { lang: 'en-NZ', head: `<script type="application/ld+json">${template}</script>` },
    ),
  );

  it('reads a lone card beside a map in a layout grid as the page’s own block, and the page’s facts over the template’s', () => {
    expect(workshop.proposal).to.include({ name: 'Tidewater Bike Workshop', telephone: '03 548 7721' });
    expect(workshop.proposal?.['address']).to.deep.include({
      streetAddress: '22 Halifax Street',
      addressLocality: 'Nelson',
      postalCode: '7010',
    });
  });

  it('reads a town with its four-digit postcode after it, never a year', () => {
    expect(postalAddress(['22 Halifax Street', 'Nelson 7010'], null)).to.include({ addressLocality: 'Nelson', postalCode: '7010' });
    expect(postalAddress(['22 Halifax Street', 'Since 2014'], null)).not.to.have.property('postalCode');
  });
});

describe('Page understanding: round 22, small readings on products and recipes', () => {
  it('takes PrestaShop’s regular price above a discount for the former price, and the current one for the offer', () => {
    const secateur = understandPage(
      page(
        'https://jardin.example/outils/42-secateur.html',
        `<div class="product-container"><h1>Sécateur de précision VX</h1><div class="product-prices">
           <div class="product-discount"><span class="regular-price">44,90&nbsp;€</span></div>
           <div class="product-price"><div class="current-price"><span class="current-price-value" content="35.92">35,92&nbsp;€</span></div></div></div>
           <button class="add-to-cart">Ajouter au panier</button></div>`,
        { lang: 'fr' },
      ),
    );
    expect(secateur.proposal?.['offers']).to.include({ price: '35.92', priceCurrency: 'EUR' });
  });

  it('reads a SKU whose value repeats its label after a hidden one ("Art.-Nr.: NF-MT-155-SAL")', () => {
    const bedding = understandPage(
      page(
        'https://bett.example/products/leinen',
        `<div class="product__info-wrapper"><h1>Leinen-Bettwäsche</h1><div class="price"><span class="price-item">139,00 €</span></div>
           <p class="product__sku"><span class="visually-hidden">Artikelnummer:</span>Art.-Nr.: NF-MT-155-SAL</p></div>`,
        { lang: 'de' },
      ),
    );
    expect(bedding.proposal).to.include({ sku: 'NF-MT-155-SAL' });
  });

  it('leaves what brackets add (a soak) out of a recipe’s time', () => {
    expect(durationOf('20 minuti (+ 12 ore di ammollo)')).to.equal('PT20M');
    expect(durationOf('1 ora e 40 minuti')).to.equal('PT1H40M');
  });
});

describe('Page understanding: round 22, a Squarespace 7.1 event item', () => {
  const folk = understandPage(
    page(
      'https://www.folk.example/events/alder-sisters-april-2026',
      `<article class="entry h-entry event-upcoming"><div class="eventitem"><h1 class="eventitem-title">Folk Night: The Alder Sisters</h1>
         <div class="eventitem-column-meta"><ul class="eventitem-meta event-meta-date-time-container"><li class="eventitem-meta-item">
           <time class="event-date" datetime="2026-04-18">Saturday, April 18, 2026</time><span class="event-time-localized">
           <time class="event-time-localized-start" datetime="2026-04-18">7:30 PM</time><time class="event-time-localized-end" datetime="2026-04-18">10:30 PM</time></span></li></ul>
         <ul class="eventitem-meta event-meta-address-container"><li class="eventitem-meta-item eventitem-meta-address">
           <span class="eventitem-meta-address-line eventitem-meta-address-line--title">The Millhouse Hall</span>
           <span class="eventitem-meta-address-line">55 Water Street</span><span class="eventitem-meta-address-line">Guelph, ON, N1H 3T4</span>
           <span class="eventitem-meta-address-line">Canada</span></li></ul></div>
         <div class="eventitem-column-content"><h2>Tickets</h2><p>Advance: $28</p></div></div></article>`,
      { lang: 'en-CA' },
    ),
  );

  it('keeps an article that holds the main heading as the page’s own, whatever its class says ("event-upcoming")', () => {
    expect(folk.kind).to.equal('event');
  });

  it('reads two <time>s side by side apart ("7:30 PM" then "10:30 PM"), the second marked as the end, and the venue named by its title line', () => {
    expect(folk.proposal).to.include({ startDate: '2026-04-18T19:30', endDate: '2026-04-18T22:30' });
    expect(folk.proposal?.['location']).to.deep.include({ name: 'The Millhouse Hall' });
    expect((folk.proposal?.['location'] as Record<string, unknown>)['address']).to.include({
      streetAddress: '55 Water Street',
      addressLocality: 'Guelph',
      addressRegion: 'ON',
      postalCode: 'N1H 3T4',
    });
  });

  it('reads a postcode after the province with the country after it ("Camogli, GE, 16032", "Italia")', () => {
    expect(postalAddress(['Via Garibaldi 14', 'Camogli, GE, 16032', 'Italia'], null)).to.include({
      postalCode: '16032',
      addressLocality: 'Camogli',
    });
  });
});

describe('Page understanding: round 22, a driving school’s office page on Joomla', () => {
  it('weighs the Article node Joomla writes for every content item as a template’s, so the office’s page is a local business', () => {
    const graph = JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'Article', '@id': 'https://osk.example/#/schema/com_content/article/12', headline: 'Biuro Poznań Łazarz' }],
    });
    const office = understandPage(
      page(
        'https://osk.example/biuro-poznan-lazarz',
        `<div class="com-content-article"><h1>Biuro Poznań Łazarz</h1><time datetime="2026-01-10T09:00:00+01:00">10 stycznia 2026</time>
           <h2>Adres i kontakt</h2><table><tr><td>ul. Głogowska 118<br>60-243 Poznań</td></tr><tr><td><a href="tel:+48618421573">61 842 15 73</a></td></tr></table>
           <h2>Godziny otwarcia biura</h2><table class="table"><tr><td>Poniedziałek – piątek</td><td>10:00 – 18:00</td></tr></table></div>`,
        { lang: 'pl', head: `<script type="application/ld+json">${graph}</script>` },
      ),
    );
    expect(office.kind).to.equal('local-business');
  });
});

describe('Page understanding: round 22, what its fixes left', () => {
  it('reads a rating summary that writes its count in brackets after the word, whatever the comments widget’s class', () => {
    const secateur = understandPage(
      page(
        'https://jardin.example/outils/42-secateur.html',
        `<div class="product-container"><h1>Sécateur de précision VX</h1>
           <div class="product-comments-additional-info"><div class="grade-stars small-stars" data-grade="4.6"></div>
             <a class="link-comment" href="#comments">Lire les avis (23)</a><span class="comments-note">Note moyenne : 4,6/5</span></div>
           <div class="product-price"><span class="current-price-value" content="35.92">35,92&nbsp;€</span></div>
           <button class="add-to-cart">Ajouter au panier</button></div>`,
        { lang: 'fr' },
      ),
    );
    expect(secateur.proposal?.['aggregateRating']).to.include({ ratingValue: '4.6', bestRating: '5', reviewCount: '23' });
  });
});
