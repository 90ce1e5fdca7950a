import { expect } from 'chai';
import { cmsPage as page } from '../support/cms-page.js';
import { keepStatedValues, StatedValues } from '../../src/domain/page-understanding/stated-values.js';
import { employmentTypeOf, postalAddress, salaryOf } from '../../src/domain/page-understanding/read-values.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { dateIn, datesIn } from '../../src/domain/page-understanding/written-dates.js';

const labelled = (snapshot: ReturnType<typeof page>) => snapshot.statements.labelled.map(({ label, value }) => `${label}=${value}`);

describe('Page understanding: label and value rows', () => {
  it('reads a label element beside its value element, with or without a colon, in tables and boxes', () => {
    const snapshot = page(
      'https://shop.example/p/kettle',
      `<div class="product"><h1>Kettle</h1>
        <table><tr><td><b>Gewicht:</b></td><td>1,2 kg</td></tr></table>
        <div class="attr"><strong class="type">Artikelnummer</strong> <div class="value">KT-77</div></div>
        <p><span>EAN</span> <span>4006381333931</span></p>
        <div class="label">Marke</div><div>Kessel &amp; Co</div>
        <table><thead><tr><th>Size</th><th>Price</th></tr></thead><tbody><tr><td>S</td><td>10</td></tr></tbody></table>
      </div>`,
      { lang: 'de' },
    );
    expect(labelled(snapshot)).to.include.members(['gewicht=1,2 kg', 'artikelnummer=KT-77', 'ean=4006381333931', 'marke=Kessel & Co']);
    // A table's header row is no label and value; nor is a heading over its paragraph.
    expect(labelled(snapshot)).not.to.include('size=Price');
  });

  it('gives a product its item number and GTIN from such rows, in several languages', () => {
    for (const [label, lang] of [
      ['SKU', 'en'],
      ['Réf.', 'fr'],
      ['Referencia', 'es'],
      ['Codice articolo', 'it'],
      ['Artikelnummer', 'nl'],
    ] as const) {
      const understood = understandPage(
        page(
          'https://shop.example/p/lamp',
          `<div class="product-main"><h1>Desk Lamp</h1><p class="price">€ 49,00</p>
            <dl><dt>${label}</dt><dd>DL-204</dd><dt>EAN</dt><dd>4006381333931</dd></dl></div>`,
          { lang, head: '<meta property="og:type" content="product">' },
        ),
      );
      expect(understood.proposal, label).to.include({ '@type': 'Product', sku: 'DL-204', gtin13: '4006381333931' });
    }
  });

  it('reads a plain German job ad as a JobPosting with its employer, place, type, salary and dates', () => {
    const understood = understandPage(
      page(
        'https://tischlerei-brandl.example/stellen/tischler.html',
        `<div id="inhalt"><h1>Tischler/in (m/w/d) für die Werkstatt</h1>
          <table class="eckdaten">
            <tr><td><b>Arbeitgeber:</b></td><td>Tischlerei Brandl KG</td></tr>
            <tr><td><b>Arbeitsort:</b></td><td>Passau und Umgebung</td></tr>
            <tr><td><b>Anstellungsart:</b></td><td>Teilzeit (30 Std./Woche), unbefristet</td></tr>
            <tr><td><b>Gehalt:</b></td><td>2.600 € brutto im Monat</td></tr>
            <tr><td><b>Veröffentlicht:</b></td><td>12.01.2026</td></tr>
            <tr><td><b>Bewerbungsfrist:</b></td><td>28. Februar 2026</td></tr>
          </table>
          <p>Wir freuen uns auf Ihre Bewerbung.</p></div>`,
        { lang: 'de' },
      ),
    );
    expect(understood.kind).to.equal('job');
    expect(understood.proposal).to.deep.include({
      '@type': 'JobPosting',
      title: 'Tischler/in (m/w/d) für die Werkstatt',
      datePosted: '2026-01-12',
      validThrough: '2026-02-28',
      employmentType: 'PART_TIME',
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Passau' } },
      hiringOrganization: { '@type': 'Organization', name: 'Tischlerei Brandl KG' },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', value: '2600', unitText: 'MONTH' },
      },
    });
  });

  it('maps employment words to Google values, and reads salaries only with a currency', () => {
    expect(employmentTypeOf('Vollzeit, unbefristet')).to.equal('FULL_TIME');
    expect(employmentTypeOf('befristet auf 12 Monate')).to.equal('TEMPORARY');
    expect(employmentTypeOf('Full-time or part-time')).to.deep.equal(['FULL_TIME', 'PART_TIME']);
    expect(employmentTypeOf('Nach Absprache')).to.equal(null);
    expect(salaryOf('3.400 – 3.900 € brutto im Monat', null)).to.deep.equal({
      currency: 'EUR',
      minValue: '3400',
      maxValue: '3900',
      unitText: 'MONTH',
    });
    expect(salaryOf('$52,000 - $60,000 per year', null)).to.deep.equal({
      currency: 'USD',
      minValue: '52000',
      maxValue: '60000',
      unitText: 'YEAR',
    });
    expect(salaryOf('TV-L E9, ca. 3.500 €', null)).to.deep.equal({ currency: 'EUR', minValue: '3500' });
    expect(salaryOf('Nach Vereinbarung', null)).to.equal(null);
    expect(salaryOf('Level 4, 30 hours', null)).to.equal(null);
  });
});

describe('Page understanding: dates written in words and digits', () => {
  const cases: [string, string | null, string | null][] = [
    ['samedi 7 mars 2026 à 20h30', 'fr', '2026-03-07T20:30'],
    ['Samstag, 7. März 2026, 19:30 Uhr', 'de', '2026-03-07T19:30'],
    ['um 19 Uhr am 7. März 2026', 'de', '2026-03-07'],
    ['7 de marzo de 2026', 'es', '2026-03-07'],
    ['7 marzo 2026 alle 21:00', 'it', '2026-03-07T21:00'],
    ['March 7, 2026 at 8:30 pm', 'en', '2026-03-07T20:30'],
    ['1er avril 2026', 'fr', '2026-04-01'],
    ['03.02.2026', 'de', '2026-02-03'],
    ['7/3/2026', 'fr', '2026-03-07'],
    ['7/3/2026', 'en-US', '2026-07-03'],
    ['13/3/2026', null, '2026-03-13'],
    // Slashes with no language that fixes the order, and impossible days, are left out.
    ['7/3/2026', 'en', null],
    ['7/3/2026', null, null],
    ['31 février 2026', 'fr', null],
    ['Since 1994', 'en', null],
  ];
  for (const [text, lang, iso] of cases) {
    it(`reads "${text}" (${lang ?? 'no language'}) as ${iso ?? 'nothing'}`, () => {
      expect(dateIn(text, lang)).to.equal(iso);
    });
  }

  it('finds every date a long text writes, each read in its own words', () => {
    const text = `${'Lorem ipsum dolor sit amet. '.repeat(3)}Am 12. März 2025 begann es, am 3. April 2026 um 18 Uhr endet es; seit 1994.`;
    expect(datesIn(text, 'de')).to.deep.equal(['2025-03-12', '2026-04-03T18:00']);
  });

  it('gives an event the start written in words beside its heading, with no time zone', () => {
    const understood = understandPage(
      page(
        'https://chorverein.example/termine/fruehjahrskonzert/',
        `<div class="event"><h1>Frühjahrskonzert</h1><p class="when">Samstag, 14. März 2026, 19:30 Uhr</p>
          <dl><dt>Ort</dt><dd>Stadthalle Weiden, Am Stadtpark 1, 92637 Weiden</dd><dt>Eintritt</dt><dd>12 €</dd></dl></div>`,
        { lang: 'de' },
      ),
    );
    expect(understood.kind).to.equal('event');
    expect(understood.proposal).to.include({ startDate: '2026-03-14T19:30' });
  });

  it('dates an article by a dateline written in words, and does not read the dateline as an event start', () => {
    const understood = understandPage(
      page(
        'https://gartenblog.example/blog/tomaten-pflanzen/',
        `<article><div class="entry-header"><h1>Tomaten richtig pflanzen</h1><p class="meta">Veröffentlicht am 7. März 2026 um 08:15 Uhr</p>
          <p class="byline">Von Jana Vogt</p></div><p>Tomaten brauchen Wärme, Licht und einen lockeren Boden.</p></article>`,
        { lang: 'de', head: '<meta property="og:type" content="article">' },
      ),
    );
    expect(understood.kind).to.equal('article');
    expect(understood.proposal).to.include({ datePublished: '2026-03-07T08:15' });
  });

  it('lets the model check keep a written date and drop one the page does not state', () => {
    const snapshot = page('https://chorverein.example/termine/x/', `<div><h1>Konzert</h1><p>Samstag, 14. März 2026, 19:30 Uhr</p></div>`, {
      lang: 'de',
    });
    const checked = keepStatedValues(
      { '@type': 'Event', name: 'Konzert', startDate: '2026-03-14T19:30:00', endDate: '2026-03-14T22:00', doorTime: '2026-03-15' },
      new StatedValues(snapshot),
    );
    expect(checked.node).to.include({ startDate: '2026-03-14T19:30:00' });
    expect(checked.node).not.to.have.property('endDate');
    expect(checked.node).not.to.have.property('doorTime');
    expect(checked.dropped).to.have.length(2);
  });
});

describe('Page understanding: "from" prices', () => {
  for (const [written, lang, low, currency] of [
    ['From $148.00', 'en', '148.00', 'USD'],
    ['ab 19,90 €', 'de', '19.90', 'EUR'],
    ['à partir de 24,00 €', 'fr', '24.00', 'EUR'],
    ['desde 9,95 €', 'es', '9.95', 'EUR'],
  ] as const) {
    it(`states "${written}" as the lowest price of an AggregateOffer, never as an Offer price`, () => {
      const understood = understandPage(
        page(
          'https://shop.example/products/cover',
          `<div class="product grid"><div class="grid__item"><h1>Cover</h1><div class="price"><span>${written}</span></div></div></div>`,
          { lang, head: '<meta property="og:type" content="product">' },
        ),
      );
      expect(understood.proposal?.['offers']).to.deep.equal({ '@type': 'AggregateOffer', lowPrice: low, priceCurrency: currency });
    });
  }

  it('lets the model check keep a stated lowest price and drop an aggregate offer whose lowest price the page does not show', () => {
    const snapshot = page(
      'https://shop.example/products/cover',
      `<div class="product"><h1>Cover</h1><div class="price"><span>From $148.00</span></div></div><div class="promo-bar">Free shipping over $75</div>`,
    );
    const stated = new StatedValues(snapshot);
    const kept = keepStatedValues(
      { '@type': 'Product', name: 'Cover', offers: { '@type': 'AggregateOffer', lowPrice: '148.00', priceCurrency: 'USD' } },
      stated,
    );
    expect(kept.node['offers']).to.deep.equal({ '@type': 'AggregateOffer', lowPrice: '148.00', priceCurrency: 'USD' });
    const promo = keepStatedValues(
      { '@type': 'Product', name: 'Cover', offers: { '@type': 'AggregateOffer', lowPrice: '75', priceCurrency: 'USD' } },
      stated,
    );
    expect(promo.node).not.to.have.property('offers');
  });
});

describe('Page understanding: a footer address and a screen-reader prefix', () => {
  const footer = '<div><p>Harbour Dental Care</p><p>Unit 2, Quayside Mill</p><p>Whitby YO21 1DH</p><p>Tel 01947 555 010</p></div>';

  it('reads a footer address written a line per element as the address of the business it names', () => {
    const understood = understandPage(
      page(
        'https://harbourdental.example/',
        `<section><h1>Harbour Dental Care</h1><p>Family dentist in Whitby. <a href="tel:01947555010">01947 555 010</a></p></section>`,
        { footer },
      ),
    );
    expect(understood.proposal).to.deep.include({
      '@type': 'Dentist',
      address: { '@type': 'PostalAddress', streetAddress: 'Unit 2, Quayside Mill', addressLocality: 'Whitby', postalCode: 'YO21 1DH' },
    });
    expect(understood.facts.find((fact) => fact.property === 'address.streetAddress')?.from).to.match(
      /footer block that names the business/,
    );
  });

  it('leaves a footer address out where it names another business, and never gives it to a product', () => {
    const branch = understandPage(
      page(
        'https://harbourdental.example/scarborough',
        `<section><h1>Harbour Dental Scarborough</h1><p>Our second practice. <a href="tel:01723555020">01723 555 020</a></p></section>`,
        { footer },
      ),
    );
    expect(branch.proposal).not.to.have.property('address');
    const product = understandPage(
      page(
        'https://harbourdental.example/shop/toothbrush',
        `<div class="product"><h1>Bamboo Toothbrush</h1><p class="price">£4.50</p><p>SKU: TB-1</p></div>`,
        { footer, head: '<meta property="og:type" content="product">' },
      ),
    );
    expect(product.proposal?.['@type']).to.equal('Product');
    expect(JSON.stringify(product.proposal)).not.to.match(/Quayside|YO21/);
  });

  it('reads the line before the postcode line as the street when it names no street word', () => {
    expect(postalAddress(['Unit 4, Mill Yard', 'Hebden Bridge HX7 8AA'], null)).to.deep.equal({
      streetAddress: 'Unit 4, Mill Yard',
      addressLocality: 'Hebden Bridge',
      postalCode: 'HX7 8AA',
    });
    expect(postalAddress(['Mill Yard', 'Hebden Bridge HX7 8AA'], null)).to.equal(null);
  });

  it('keeps a visually hidden prefix out of a heading, and a heading that is all screen-reader text whole', () => {
    const snapshot = page(
      'https://shop.example/collections/bags',
      `<h1><span class="visually-hidden">Collection: </span>Leather bags</h1><h2 class="sr-only">Filters</h2>`,
    );
    expect(snapshot.headings.map((heading) => heading.text)).to.deep.equal(['Leather bags', 'Filters']);
  });
});
