import { expect } from 'chai';
import { postalAddress } from '../../src/domain/page-understanding/read-values.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page, jsonLd } from '../support/cms-page.js';

describe('Page understanding: round 41, an OpenCart coffee machine in Colombian pesos', () => {
  it('prices "$" in the peso of the shop’s .com.co domain and leaves out the price struck by an inline style', () => {
    const machine = understandPage(
      page(
        'https://www.elmolino.example.com.co/cafeteras/cafetera-espresso-brava',
        `<div id="product-product"><h1>Cafetera Espresso Brava 20 Bar</h1>
          <ul class="list-unstyled"><li>Marca: <a href="/cafemaq">Cafemaq</a></li><li>Disponibilidad: En stock</li></ul>
          <ul class="list-unstyled"><li><span style="text-decoration: line-through;">$1.549.900</span></li>
            <li><h2>$1.299.900</h2></li></ul>
          <button id="button-cart">Agregar al carrito</button></div>`,
        { lang: 'es' },
      ),
    );
    expect(machine.proposal?.['offers']).to.include({ price: '1299900', priceCurrency: 'COP' });
  });
});

describe('Page understanding: round 41, a Romanian pottery’s home page after it moved', () => {
  it('follows the footer’s new address and the number under its heading over the markup’s old ones', () => {
    const home = understandPage(
      page(
        'https://www.lutulviu.example/',
        `<h1>Ceramică de Horezu, lucrată de mână</h1><p><strong>Ne-am mutat!</strong> Ne găsiți acum în Str. Tudor Vladimirescu nr. 92, Horezu.</p>`,
        {
          lang: 'ro',
          title: 'Lutul Viu – Ceramică tradițională de Horezu',
          header: '<a href="/" class="logo"><img src="/logo.png" alt="Lutul Viu"></a><a href="/">RO</a> | <a href="/en/">EN</a>',
          head: `<meta property="og:site_name" content="Lutul Viu">${jsonLd({
            '@type': 'Organization',
            name: 'Lutul Viu',
            url: 'https://www.lutulviu.example/',
            telephone: '+40 250 860 112',
            address: { '@type': 'PostalAddress', streetAddress: 'Str. Olarilor nr. 14', addressLocality: 'Horezu' },
          })}`,
          footer: `<h4>Atelier &amp; showroom Horezu</h4><p>Str. Tudor Vladimirescu nr. 92<br>Horezu 245800, jud. Vâlcea</p>
            <p>Tel./WhatsApp: <a href="tel:+40744512387">0744 512 387</a><br>E-mail: <a href="mailto:comenzi@lutulviu.example">comenzi@lutulviu.example</a></p>
            <p><small>Atenție: numărul fix 0250 860 112 nu mai este în uz.</small></p>
            <h4>Punct de ridicare București</h4><p>Tel. 0721 908 446</p>`,
        },
      ),
    );
    const graph = home.proposal?.['@graph'] as Record<string, unknown>[];
    const organization = graph.find((node) => node['@type'] === 'Organization')!;
    expect(organization['address']).to.include({
      streetAddress: 'Str. Tudor Vladimirescu nr. 92',
      postalCode: '245800',
      addressLocality: 'Horezu',
      addressRegion: 'Vâlcea',
    });
    expect(organization['telephone']).to.equal('0744 512 387');
    expect(home.alreadyMarkedUp).to.equal(false);
  });
});

describe('Page understanding: round 41, addresses followed by directions', () => {
  it('reads "20 minutes from Clifden" after the Eircode as directions, not the street', () => {
    expect(
      postalAddress(['Leenane Mill', 'Killary Road', 'Leenane', 'Co. Galway H91 K2T8', '20 minutes from Clifden'], null),
    ).to.deep.equal({
      streetAddress: 'Killary Road',
      addressLocality: 'Leenane',
      postalCode: 'H91 K2T8',
    });
  });

  it('reads a venue written on two lines of one paragraph as its name, then its address', () => {
    const conference = understandPage(
      page(
        'https://www.makersummit.example/2027',
        `<h1>Maker Summit 2027</h1><p><strong>Tuesday 16 March 2027, 9:00 am</strong></p><h2>Venue</h2>
        <p><strong>Mill Yard Hall</strong><br>Canal Wharf, Leeds LS11 5PS<br>10 minutes’ walk from Leeds station.</p>
        <h2>Tickets</h2><p>Standard: £149</p>`,
        { lang: 'en-GB' },
      ),
    );
    expect(conference.proposal?.['location']).to.deep.include({ name: 'Mill Yard Hall' });
    expect((conference.proposal?.['location'] as { address: object }).address).to.include({
      streetAddress: 'Canal Wharf',
      addressLocality: 'Leeds',
      postalCode: 'LS11 5PS',
    });
  });
});

describe('Page understanding: round 41, a Hebrew contact page and an Indonesian hotel', () => {
  it('reads "צור קשר" as a contact page and the number labelled "פקס" as the business’s fax', () => {
    const contact = understandPage(
      page(
        'https://www.galil-wood.example/צור-קשר/',
        `<h1>צור קשר</h1><h2>המפעל בכרמיאל</h2><p>רחוב הנפח 7, כרמיאל 2165107</p>
        <ul><li>טלפון: <a href="tel:+97249981234">04-9981234</a></li><li>פקס: 04-9981235</li></ul>
        <form><input name="name"><textarea name="message"></textarea><button>שליחה</button></form>`,
        { lang: 'he', title: 'צור קשר - נגריית הגליל', head: '<meta property="og:site_name" content="נגריית הגליל">' },
      ),
    );
    expect(contact.kind).to.equal('contact');
    expect(contact.proposal?.['mainEntity']).to.include({ name: 'נגריית הגליל', faxNumber: '04-9981235' });
  });

  it('reads "Jl. … No. 17" as the street and the postcode after the province', () => {
    expect(postalAddress(['Jl. Prawirotaman II No. 17', 'Kota Yogyakarta', 'DI Yogyakarta 55153', 'Indonesia'], null)).to.include({
      streetAddress: 'Jl. Prawirotaman II No. 17',
      postalCode: '55153',
      addressCountry: 'ID',
    });
  });
});
