import { expect } from 'chai';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page, jsonLd } from '../support/cms-page.js';

describe('Page understanding: round 28, prices beside the price', () => {
  it('takes no unit price ("Τιμή ανά λίτρο: 17,20 €") for the product’s, and follows the sale price over stale markup', () => {
    const oil = understandPage(
      page(
        'https://www.ladopetra.example/product/koroneiki-750ml/',
        `<div class="product-info"><h1 class="product-title">Ελαιόλαδο Κορωνέικη 750ml</h1>
         <p class="price"><del>15,50 €</del> <ins>12,90 €</ins></p>
         <p class="unit-price-info"><small>Τιμή ανά λίτρο: 17,20 € · Συμπεριλαμβάνεται ΦΠΑ 13%</small></p>
         <form class="cart" action="/cart"><button name="add-to-cart">Προσθήκη στο καλάθι</button></form></div>`,
        {
          lang: 'el',
          head: jsonLd({
            '@type': 'Product',
            name: 'Ελαιόλαδο Κορωνέικη 750ml',
            offers: { '@type': 'Offer', price: '15.50', priceCurrency: 'EUR' },
          }),
        },
      ),
    );
    expect(oil.proposal?.['offers']).to.include({ price: '12.90', priceCurrency: 'EUR' });
  });

  it('reads "$" as the peso a Mexican shop names ("Precios en pesos mexicanos (MXN)"), past the former, instalment and transfer prices', () => {
    const mug = understandPage(
      page(
        'https://www.laencina.example/productos/taza-talavera/',
        `<div class="product"><h1>Taza de Talavera 350 ml</h1><div class="price-container">
           <h4 class="js-compare-price-display">$459.00</h4><h4 class="js-price-display">$389.00</h4>
           <div class="js-max-installments">Hasta 3 meses sin intereses de <strong>$129.67</strong></div>
           <div><span class="text-accent">$369.55</span> con transferencia o depósito (5% de descuento)</div></div>
           <p>Precios en pesos mexicanos (MXN), IVA incluido.</p>
           <form class="js-product-form" action="/comprar/"><input class="js-addtocart" type="submit" value="Agregar al carrito"></form></div>`,
        { lang: 'es' },
      ),
    );
    expect(mug.proposal?.['offers']).to.include({ price: '389.00', priceCurrency: 'MXN' });
  });

  it('follows the currency an event page prices in over its plugin’s default', () => {
    const concert = understandPage(
      page(
        'https://www.galpon.example/evento/trio/',
        `<h1>Mariela Quiroga Trío</h1><p>Sábado 16 de mayo de 2026, 21:00</p><p class="tribe-venue">Galpón Arévalo, Arévalo 2840, Buenos Aires</p>
         <h2>Entradas</h2><p>Anticipada: ARS 15.000</p>`,
        {
          lang: 'es',
          head: jsonLd({
            '@type': 'Event',
            name: 'Mariela Quiroga Trío',
            startDate: '2026-05-16T21:00:00-03:00',
            location: { '@type': 'Place', name: 'Galpón Arévalo', address: 'Arévalo 2840, Buenos Aires' },
            offers: { '@type': 'Offer', price: '15000', priceCurrency: 'USD' },
          }),
        },
      ),
    );
    expect(concert.proposal?.['offers']).to.include({ priceCurrency: 'ARS' });
    expect(concert.notes.join(' ')).to.match(/currency USD, but the page prices in ARS/);
  });
});

describe('Page understanding: round 28, a Shopify collection with a "you may also like" grid', () => {
  it('lists only the collection’s own products: the grid under "Možda će vam se svidjeti" is other products', () => {
    const card = (slug: string, name: string) =>
      `<li class="grid__item"><div class="card-wrapper product-card-wrapper"><h3 class="card__heading"><a href="/products/${slug}">${name}</a></h3><span class="price">6,50 €</span></div></li>`;
    const soaps = understandPage(
      page(
        'https://www.lavandina.example/collections/sapuni',
        `<div class="collection-hero"><h1>Ručno rađeni sapuni</h1></div>
         <div class="collection"><ul class="grid product-grid">${card('lavanda', 'Sapun od lavande')}${card('ruzmarin', 'Sapun od ružmarina')}${card('smilje', 'Sapun od smilja')}</ul></div>
         <div class="collection featured-collection"><div class="collection__title title-wrapper"><h2>Možda će vam se svidjeti</h2></div>
           <ul class="grid product-grid">${card('ulje', 'Eterično ulje lavande')}${card('balzam', 'Balzam za usne')}${card('vrecica', 'Mirisna vrećica')}</ul></div>`,
        { lang: 'hr' },
      ),
    );
    expect(soaps.proposal?.['mainEntity']).to.include({ numberOfItems: 3 });
    expect(JSON.stringify(soaps.proposal)).to.not.match(/Balzam|Možda/);
  });
});

describe('Page understanding: round 28, a plumber’s home page', () => {
  it('is the plumber’s own page (it calls itself "Hydraulik" and shows how to reach it), named after the heading’s dash', () => {
    const plumber = understandPage(
      page(
        'https://www.hydroserwis.example/',
        `<h1>Hydraulik Kraków – Hydro-Serwis Nowak</h1><h2>Kontakt i godziny pracy</h2>
         <p>Hydro-Serwis Nowak<br>ul. Wielicka 112<br>30-552 Kraków</p><p>Telefon: <a href="tel:+48601482913">601 482 913</a></p>
         <p>poniedziałek – piątek: 7:00 – 19:00<br>sobota: 8:00 – 14:00</p>`,
        {
          lang: 'pl',
          head: `<meta property="og:type" content="website"><meta property="og:site_name" content="Hydro-Serwis Nowak">${jsonLd({ '@type': 'Organization', name: 'Hydro-Serwis Nowak' })}`,
        },
      ),
    );
    expect(plumber.kind).to.equal('local-business');
    expect(plumber.proposal).to.include({ '@type': 'Plumber', name: 'Hydro-Serwis Nowak', telephone: '601 482 913' });
  });

  it('reads an e-mail address written as text only (a Wix text block), on the site’s own domain', () => {
    const tasca = understandPage(
      page(
        'https://www.tascadolargo.example/',
        `<h1>Tasca do Largo</h1><p>Largo de São Domingos 18<br>4050-545 Porto</p><p>Tel. <a href="tel:+351222000111">222 000 111</a></p>
         <p class="font_7">reservas@tascadolargo.example</p><p>Terça a sábado 12h00–15h00</p>`,
        { lang: 'pt' },
      ),
    );
    expect(tasca.proposal).to.include({ '@type': 'Restaurant', email: 'reservas@tascadolargo.example' });
  });
});

describe('Page understanding: round 28, a job ad on Gupy', () => {
  it('follows the ad’s "Regime de contratação" over the platform’s OTHER, and reads "Inscrições abertas até 31/03/2026"', () => {
    const job = understandPage(
      page(
        'https://coopagro.gupy.example/jobs/8812',
        `<h1>Analista de Dados Pleno</h1><p>Publicada em: 02/03/2026</p>
         <p><strong>Regime de contratação:</strong> CLT (efetivo), tempo integral</p>
         <p><strong>Local:</strong> Av. Tiradentes, 6200, Londrina - PR</p><p>Inscrições abertas até 31/03/2026.</p>`,
        {
          lang: 'pt-BR',
          head: jsonLd({
            '@type': 'JobPosting',
            title: 'Analista de Dados Pleno',
            datePosted: '2026-03-02',
            employmentType: 'OTHER',
            hiringOrganization: { '@type': 'Organization', name: 'Coopagro' },
          }),
        },
      ),
    );
    expect(job.proposal).to.include({ employmentType: 'FULL_TIME', validThrough: '2026-03-31' });
  });
});

describe('Page understanding: round 28, a law firm’s contact page with two offices', () => {
  const contact = understandPage(
    page(
      'https://www.horakpartneri.example/kontakt',
      `<h1>Kontakt</h1><div class="office-card"><h2>Praha</h2><p>Horák &amp; Partneři<br>Na Poříčí 1041/12<br>110 00 Praha 1</p>
         <div class="contact-row">Telefon<a href="tel:+420224815330">+420 224 815 330</a></div></div>
       <div class="office-card"><h2>Brno</h2><p>Jakubské náměstí 3<br>602 00 Brno</p>
         <div class="contact-row">Telefon<a href="tel:+420542210876">+420 542 210 876</a></div></div>
       <p>Advokátní kancelář pro firmy a podnikatele od roku 2006.</p><form><textarea></textarea></form>`,
      { lang: 'cs', head: '<meta property="og:site_name" content="Horák &amp; Partneři">' },
    ),
  );

  it('gives the office the content names the firm in, with the number under the same heading', () => {
    expect(contact.proposal?.['mainEntity']).to.include({ telephone: '+420 224 815 330' });
  });

  it('reads how long the firm has been at work ("… od roku 2006") as its founding year', () => {
    expect(contact.proposal?.['mainEntity']).to.include({ foundingDate: '2006' });
  });
});
