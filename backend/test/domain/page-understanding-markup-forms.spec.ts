import { expect } from 'chai';
import { cmsPage as page } from '../support/cms-page.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';

/** A café page whose JSON-LD is Squarespace's location block: the address as one text, the hours as text too. */
const cafe = (address: string, shown: string) =>
  understandPage(
    page(
      'https://cafe.example/carta',
      `<h1>Café Almendro</h1><p>Desayunos y café de especialidad.</p>${shown}
       <p>Teléfono: <a href="tel:+34963555047">963 55 50 47</a></p>`,
      {
        lang: 'es-ES',
        head: `<script type="application/ld+json">{"@context":"http://schema.org","@type":"LocalBusiness","name":"Café Almendro",
          "address":${JSON.stringify(address)},"openingHours":"Mo 08:00-16:00, , We 08:00-16:00"}</script>`,
      },
    ),
  );

describe('Page understanding: the page’s markup in forms search engines do not read', () => {
  it('gives the address the page shows as a PostalAddress where the markup writes it as one text', () => {
    const understood = cafe(
      'Carrer de Sueca, 41\nValencia, VC, 46006\nEspaña',
      `<div class="sqs-block"><h2>Dónde estamos</h2><p>Carrer de Sueca, 41<br>46006 València</p>
       <h2>Horario</h2><p>Lunes a viernes: 8:00 – 16:00</p></div>`,
    );
    expect(understood.proposal?.['address']).to.deep.equal({
      '@type': 'PostalAddress',
      streetAddress: 'Carrer de Sueca, 41',
      postalCode: '46006',
      addressLocality: 'València',
    });
    expect(understood.notes.join(' ')).to.match(/writes the address as one text.*gives it as a PostalAddress/);
  });

  it('states the hours once, as the page shows them, not also as the markup’s text', () => {
    const understood = cafe('Carrer de Sueca, 41\n46006 València', `<h2>Horario</h2><p>Lunes a viernes: 8:00 – 16:00</p>`);
    expect(understood.proposal?.['openingHoursSpecification']).to.be.an('array').that.is.not.empty;
    expect(understood.proposal).not.to.have.property('openingHours');
  });

  it('reads the markup’s own lines as the address when the page shows none', () => {
    const understood = cafe('Unit 4, Mytholm Works\nHebden Bridge HX7 6DL', '');
    expect(understood.proposal?.['address']).to.deep.equal({
      '@type': 'PostalAddress',
      streetAddress: 'Unit 4, Mytholm Works',
      postalCode: 'HX7 6DL',
      addressLocality: 'Hebden Bridge',
    });
  });

  it('leaves out a text address that names no street and postcode or town, and says so', () => {
    const understood = cafe('Junto al puente viejo', '');
    expect(understood.proposal).not.to.have.property('address');
    expect(understood.notes.join(' ')).to.match(/"Junto al puente viejo"\), which could not be read as street, postcode and town/);
  });
});

describe('Page understanding: HTML references in the page’s JSON-LD', () => {
  it('reads "&#8211;" and "&amp;" in a plugin’s JSON-LD strings as the characters the page shows, and leaves encoded HTML alone', () => {
    const understood = understandPage(
      page(
        'https://theater.example/agenda/zeeman/',
        `<h1>Het Verhaal van de Zeeman – Toneelgroep Wierde</h1><p>Vrijdag 12 maart 2027, 20:15 uur in Het Park.</p>`,
        {
          lang: 'nl-NL',
          head: `<script type="application/ld+json">{"@context":"http://schema.org","@type":"Event","name":"Het Verhaal van de Zeeman &#8211; Toneelgroep Wierde",
            "description":"&lt;p&gt;Een oude loods vertelt.&lt;/p&gt;","startDate":"2027-03-12T20:15:00+01:00",
            "organizer":{"@type":"Organization","name":"Wierde &amp; Co"}}</script>`,
        },
      ),
    );
    expect(understood.proposal).to.include({ name: 'Het Verhaal van de Zeeman – Toneelgroep Wierde' });
    expect(understood.proposal?.['organizer']).to.deep.include({ name: 'Wierde & Co' });
    expect(understood.proposal?.['description']).to.equal('&lt;p&gt;Een oude loods vertelt.&lt;/p&gt;');
  });
});
