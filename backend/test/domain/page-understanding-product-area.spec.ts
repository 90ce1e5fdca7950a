import { expect } from 'chai';
import { parsePageSnapshot } from '../../src/adapters/page-fetch/html-snapshot-parser.js';
import { dateIn, dateRangeIn, datesIn } from '../../src/domain/page-understanding/written-dates.js';
import { employmentTypeOf, postalAddress, salaryOf } from '../../src/domain/page-understanding/read-values.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';

/** A page as a theme writes it: a bar above the header, the header, `<main>`, a footer. */
function page(url: string, main: string, options: { lang?: string; head?: string; bar?: string; footer?: string; header?: string } = {}) {
  const html = `<!doctype html><html lang="${options.lang ?? 'en'}"><head><title>Page</title>${options.head ?? ''}</head><body>
    <div class="usp-bar"><ul>${options.bar ?? ''}</ul></div>
    <header class="page-header">${options.header ?? '<a href="/" class="logo">Site</a>'}<nav><a href="/">Home</a></nav></header>
    <main>${main}</main>
    <footer class="site-footer">${options.footer ?? '<p>© 2026</p>'}</footer></body></html>`;
  return parsePageSnapshot({ html, url, tokenBudget: 2000 });
}

const split = (whole: string, cents: string) => `<span class="currency">€</span><span>${whole}</span><sup>,${cents}</sup>`;

describe('Page understanding: the product area', () => {
  it('reads a price split across elements as one amount, the sale price over the struck one, never a header line', () => {
    const understood = understandPage(
      page(
        'https://shop.example/vazen/duin',
        `<div class="product-info-main"><h1>Vaas Duin</h1>
          <div class="price-box"><span class="old-price"><s>${split('64', '90')}</s></span>
            <span class="special-price">${split('49', '90')}</span><span class="discount-label">Bespaar € 15</span></div>
          <p>Of betaal in 3 termijnen van € 16,63 met Klarna.</p>
          <form class="product-addtocart" action="/checkout/cart/add">
            <label><input type="checkbox"> Cadeauverpakking + ${split('3', '50')}</label>
            <input type="number" name="qty" value="1"><button type="submit">In winkelwagen</button></form></div>
         <section class="block related"><ol><li class="product-item"><a href="/x">X</a><span class="price">${split('24', '95')}</span></li></ol></section>`,
        {
          lang: 'nl',
          bar: '<li>Gratis verzending vanaf <span class="currency">€</span><span>60</span></li><li>Cadeaubonnen vanaf € 15</li>',
        },
      ),
    );
    expect(understood.kind).to.equal('product');
    expect(understood.proposal!['offers']).to.deep.include({ '@type': 'Offer', price: '49.90', priceCurrency: 'EUR' });
    const json = JSON.stringify(understood.proposal);
    for (const wrong of ['"15"', '"60"', '64.90', '3.50', '16.63', '24.95', 'AggregateOffer']) expect(json).not.to.include(wrong);
  });

  it('never takes a "from" line outside <main> or a price in prose as the product price', () => {
    const understood = understandPage(
      page(
        'https://shop.example/products/candle',
        `<section class="product"><div class="info"><h1>Candle</h1>
          <details><summary>Shipping</summary><p>Orders ship within 2 business days. Flat-rate shipping is $6.95, free on orders $60 or more.</p></details>
          <button type="submit" name="add">Add to cart</button></div></section>`,
        { bar: '<li>Holiday gift cards from $25</li>', head: '<meta property="og:type" content="product">' },
      ),
    );
    expect(understood.kind).to.equal('product');
    expect(understood.proposal!['offers']).to.equal(undefined);
    expect(understood.notes.join(' ')).to.match(/No price is shown in the product area/);
  });

  it('states the meta price as the lowest of an AggregateOffer where the product area writes it as a "from" price', () => {
    const understood = understandPage(
      page(
        'https://shop.example/products/candle',
        `<div class="product__info"><p class="product__text">Lowtide Candle Co.</p><h1>Cedar Candle</h1>
          <div class="price"><span class="price-item">From $29.00</span></div>
          <fieldset><input type="radio" id="a"><label for="a">8 oz · $29.00</label><input type="radio" id="b"><label for="b">12 oz · $38.00</label></fieldset>
          <label><input type="checkbox"> Add a wick trimmer <span>+$14.00</span></label>
          <button type="submit" name="add">Add</button></div>`,
        {
          head: '<meta property="og:type" content="product"><meta property="og:site_name" content="Lowtide Candle Co."><meta property="og:price:amount" content="29.00"><meta property="og:price:currency" content="USD">',
        },
      ),
    );
    expect(understood.proposal!['offers']).to.deep.equal({ '@type': 'AggregateOffer', lowPrice: '29.00', priceCurrency: 'USD' });
    expect(understood.proposal!['brand']).to.deep.equal({ '@type': 'Brand', name: 'Lowtide Candle Co.' });
  });

  it('names no brand from an eyebrow line that is neither a "by" line nor the shop', () => {
    const understood = understandPage(
      page(
        'https://shop.example/products/candle',
        `<div class="product__info"><p class="eyebrow">Bestseller</p><h1>Cedar Candle</h1><p class="price">$29.00</p><button type="submit" name="add">Add</button></div>`,
        { head: '<meta property="og:site_name" content="Lowtide Candle Co.">' },
      ),
    );
    expect(understood.proposal!['brand']).to.equal(undefined);
    expect(understood.proposal!['offers']).to.deep.include({ price: '29.00' });
  });

  it('reads a rating whose value, scale and count sit in separate elements', () => {
    const understood = understandPage(
      page(
        'https://shop.example/p/vaas',
        `<div class="product-info-main"><h1>Vaas</h1>
          <div class="product-reviews-summary"><span class="rating-value">4,7</span>/5 <a href="#reviews">(86 reviews)</a></div>
          <p class="price">€ 49,90</p><form action="/cart/add"><button type="submit">Koop</button></form></div>`,
      ),
    );
    expect(understood.proposal!['aggregateRating']).to.deep.include({ ratingValue: '4.7', reviewCount: '86' });
  });
});

describe('Page understanding: phones and addresses of a local business', () => {
  it('chooses the landline beside the address over a WhatsApp number, and reads a tel: link whose words hold no number', () => {
    const understood = understandPage(
      page(
        'https://clinica.example/',
        `<section class="hero"><h1>Clínica Dentária Sorriso</h1><p><a href="tel:+351218555104">Ligue-nos</a></p></section>
         <section><h2>Onde estamos</h2><div class="contactos__grid">
           <div><h3>Morada</h3><p>Av. da Igreja, 32 A<br>1700-239 Lisboa</p></div>
           <div><h3>Contactos</h3><p>WhatsApp: <a href="tel:+351912555307">912 555 307</a> (apenas mensagens)</p>
             <p>Telefone: <a href="tel:+351218555104">218 555 104</a></p></div>
           <div><h3>Horário</h3><p>Segunda a sexta: 9h00 – 20h00</p></div></div></section>`,
        { lang: 'pt' },
      ),
    );
    expect(understood.kind).to.equal('local-business');
    expect(understood.proposal).to.include({ telephone: '218 555 104' });
    expect(understood.proposal!['address']).to.deep.include({
      streetAddress: 'Av. da Igreja, 32 A',
      postalCode: '1700-239',
      addressLocality: 'Lisboa',
    });
  });

  it('reads postal lines with a province, Polish and Swedish postcodes and abbreviated street types', () => {
    expect(postalAddress(['Via del Pratello, 41', '40122 Bologna (BO)'], null)).to.deep.equal({
      streetAddress: 'Via del Pratello, 41',
      postalCode: '40122',
      addressLocality: 'Bologna',
      addressRegion: 'BO',
    });
    expect(postalAddress(['ul. Prosta 51', '00-838 Warszawa'], null)).to.deep.include({
      streetAddress: 'ul. Prosta 51',
      postalCode: '00-838',
    });
    expect(postalAddress(['R. Augusta 120', '1100-053 Lisboa'], null)).to.deep.include({ streetAddress: 'R. Augusta 120' });
    expect(postalAddress(['Drottninggatan 5', '111 51 Stockholm'], null)).to.deep.include({
      postalCode: '111 51',
      addressLocality: 'Stockholm',
    });
    // A postcode line is never the street: with no street word, the line before it is.
    expect(postalAddress(['Am Sandtorkai 12', '20457 Hamburg'], null)).to.deep.equal({
      streetAddress: 'Am Sandtorkai 12',
      postalCode: '20457',
      addressLocality: 'Hamburg',
    });
  });

  it('takes the site header phone only where the site is the business its page names', () => {
    const header = (name: string) => `<a href="/">${name}</a><a href="tel:01422555192">Call 01422 555 192</a>`;
    const main = `<h1>Calder Plumbing</h1><h2>Opening hours</h2><p>Mon–Fri 9am–5pm</p>`;
    const own = understandPage(page('https://calder.example/', main, { header: header('Calder Plumbing') }));
    expect(own.proposal).to.include({ telephone: '01422 555 192' });
    const other = understandPage(page('https://calder.example/', main, { header: header('Yorkshire Trades Directory') }));
    expect(other.proposal?.['telephone']).to.equal(undefined);
  });
});

describe('Page understanding: events written as ranges', () => {
  for (const [text, start, end] of [
    ['16.–17. März 2027', '2027-03-16', '2027-03-17'],
    ['16–17 March 2027', '2027-03-16', '2027-03-17'],
    ['du 16 au 17 mars 2027', '2027-03-16', '2027-03-17'],
    ['March 16–17, 2027', '2027-03-16', '2027-03-17'],
    ['16.–17.03.2027', '2027-03-16', '2027-03-17'],
  ] as const) {
    it(`reads "${text}" as ${start} to ${end}`, () => {
      expect(dateRangeIn(text)).to.deep.include({ start, end });
      expect(dateIn(text, null)).to.equal(start);
      expect(datesIn(`Am ${text} in Hamburg`, null)).to.include.members([start, end]);
    });
  }

  it('reads two days joined by "and", or a backwards range, as no range', () => {
    expect(dateRangeIn('am 10. und 11. März 2026')).to.equal(null);
    expect(dateRangeIn('17–16 March 2027')).to.equal(null);
  });

  it('proposes an Event with its days, its venue block and the ticket section price, not a workshop or struck price', () => {
    const understood = understandPage(
      page(
        'https://forum.example/2027/',
        `<section class="hero"><h1>DataOps Forum 2027</h1><p><span>16.–17. März 2027</span> · <span>Hamburg</span></p></section>
         <section><h2>Workshops</h2><p class="price">180 €</p></section>
         <section id="tickets"><h2>Tickets</h2><div class="ticket-grid">
           <div class="ticket ticket--old"><h3>Early Bird</h3><p class="price"><s>290 €</s></p></div>
           <div class="ticket"><h3>Konferenzticket</h3><p class="price">390 €</p></div></div></section>
         <section><h2>Location</h2><div><h3>Kehrwieder Kongresshalle</h3><p>Am Sandtorkai 12<br>20457 Hamburg</p></div></section>`,
        { lang: 'de' },
      ),
    );
    expect(understood.kind).to.equal('event');
    expect(understood.proposal).to.include({ startDate: '2027-03-16', endDate: '2027-03-17' });
    expect(understood.proposal!['location']).to.deep.equal({
      '@type': 'Place',
      name: 'Kehrwieder Kongresshalle',
      address: { '@type': 'PostalAddress', streetAddress: 'Am Sandtorkai 12', postalCode: '20457', addressLocality: 'Hamburg' },
    });
    expect(understood.proposal!['offers']).to.deep.include({ price: '390', priceCurrency: 'EUR' });
  });
});

describe('Page understanding: job ads by structure', () => {
  it('reads a Polish job ad with badges under its title and an upload form as a JobPosting', () => {
    const understood = understandPage(
      page(
        'https://kariera.example/oferty/specjalista',
        `<div class="offer__head"><p>Magazyny Wisła Sp. z o.o.</p><h1>Specjalista ds. logistyki</h1>
          <ul><li>Łódź, ul. Kolejowa 18</li><li><strong>7 500 – 9 200 zł</strong> brutto / mies.</li><li>Umowa o pracę · pełny etat</li></ul>
          <p>Data publikacji: 18.11.2026 · Ważna do: 18.12.2026</p></div>
         <section><h2>Aplikuj</h2><form action="/aplikuj"><input type="file" name="cv"><button type="submit">Wyślij</button></form></section>`,
        { lang: 'pl' },
      ),
    );
    expect(understood.kind).to.equal('job');
    expect(understood.proposal).to.include({ datePosted: '2026-11-18', validThrough: '2026-12-18', employmentType: 'FULL_TIME' });
    expect(understood.proposal!['hiringOrganization']).to.deep.include({ name: 'Magazyny Wisła Sp. z o.o.' });
    expect(understood.proposal!['jobLocation']).to.deep.include({ address: { '@type': 'PostalAddress', addressLocality: 'Łódź' } });
    expect(understood.proposal!['baseSalary']).to.deep.equal({
      '@type': 'MonetaryAmount',
      currency: 'PLN',
      value: { '@type': 'QuantitativeValue', minValue: '7500', maxValue: '9200', unitText: 'MONTH' },
    });
  });

  it('maps employment words of more languages, and never reads "niepełny etat" as full time', () => {
    expect(employmentTypeOf('pełny etat')).to.equal('FULL_TIME');
    expect(employmentTypeOf('niepełny etat')).to.equal('PART_TIME');
    expect(employmentTypeOf('Heltid, tillsvidare')).to.equal('FULL_TIME');
    expect(employmentTypeOf('Tempo inteiro')).to.equal('FULL_TIME');
    expect(salaryOf('32 000 SEK i månaden', null)).to.deep.equal({ currency: 'SEK', minValue: '32000', unitText: 'MONTH' });
  });
});

describe('Page understanding: recipe bylines and times', () => {
  it('reads "Par …" as the author and each labelled line of a <br> block as a time', () => {
    const understood = understandPage(
      page(
        'https://cuisine.example/gratin/',
        `<article><header><h1>Gratin dauphinois</h1><div class="entry-meta"><span class="posted-by">Par <a href="/a/">Camille Renaud</a></span></div></header>
          <p>Préparation : 20 min<br>Cuisson : 1 h 10 min<br>Temps total : 1 h 30 min</p>
          <h3>Ingrédients</h3><ul><li>1 kg de pommes de terre</li><li>50 cl de lait</li><li>2 gousses d'ail</li></ul>
          <h3>Préparation</h3><ol><li>Épluchez.</li><li>Enfournez.</li></ol></article>`,
        { lang: 'fr' },
      ),
    );
    expect(understood.kind).to.equal('recipe');
    expect(understood.proposal).to.include({ prepTime: 'PT20M', cookTime: 'PT1H10M', totalTime: 'PT1H30M' });
    expect(understood.proposal!['author']).to.deep.equal({ '@type': 'Person', name: 'Camille Renaud' });
  });
});
