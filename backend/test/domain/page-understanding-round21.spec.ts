import { expect } from 'chai';
import { cmsPage as page } from '../support/cms-page.js';
import { openingHoursOf } from '../../src/domain/page-understanding/opening-hours.js';
import { postalAddress } from '../../src/domain/page-understanding/read-values.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';

type Node = Record<string, unknown>;

describe('Page understanding: round 21, a Duda trattoria whose platform markup is the template’s placeholder', () => {
  const widget = (inner: string) => `<div class="flex-element widget-wrapper"><div class="dmNewParagraph">${inner}</div></div>`;
  const placeholder = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: 'Trattoria Da Nerina',
    address: { '@type': 'PostalAddress', streetAddress: 'Via Roma 12', postalCode: '20121', addressLocality: 'Milano' },
    telephone: '+39 02 1234 5678',
    email: 'info@ristorante.example',
    geo: { '@type': 'GeoCoordinates', latitude: 45.4642, longitude: 9.19 },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:00',
      },
    ],
  });
  const trattoria = understandPage(
    page(
      'https://www.danerina.example/',
      `<div class="flex-element section"><div class="flex-element grid"><div class="flex-element inner-grid">
         ${widget('<h1>Trattoria Da Nerina</h1>')}${widget('<h2>Orari</h2>')}
         ${widget('<p><strong>Pranzo</strong>: dal martedì alla domenica, 12:30 – 14:30</p><p><strong>Cena</strong>: dal martedì al sabato, 19:30 – 22:30</p>')}
         ${widget('<h2>Dove siamo</h2>')}
         ${widget('<p>Via del Pratello 41/B</p><p>40122 Bologna (BO)</p><p>Tel. <a href="tel:+390515552290">051 555 2290</a></p>')}
       </div></div></div>`,
      { lang: 'it', head: `<script type="application/ld+json">${placeholder}</script>` },
    ),
  );

  it('reads a page builder’s widget wrappers as its layout, not a listing, and follows the address and phone the page shows', () => {
    expect(trattoria.proposal?.['address']).to.include({ streetAddress: 'Via del Pratello 41/B', addressLocality: 'Bologna' });
    expect(trattoria.proposal).to.include({ telephone: '051 555 2290' });
  });

  it('leaves out the e-mail and coordinates the page does not show, and follows the hours it does', () => {
    expect(trattoria.proposal).not.to.have.property('email');
    expect(trattoria.proposal).not.to.have.property('geo');
    const hours = trattoria.proposal?.['openingHoursSpecification'] as Node[];
    expect(hours[0]).to.include({ opens: '12:30', closes: '14:30' });
  });

  it('reads "dal martedì alla domenica" as every day from Tuesday to Sunday', () => {
    expect(openingHoursOf('dal martedì alla domenica, 12:30 – 14:30', 'it')[0]?.dayOfWeek).to.have.length(6);
  });
});

describe('Page understanding: round 21, a Brazilian recipe on Avada without a recipe plugin', () => {
  const cake = understandPage(
    page(
      'https://cozinha.example/bolo-de-fuba/',
      `<div class="fusion-text"><h1>Bolo de fubá com erva-doce</h1><p class="ju-byline">Por Juliana Moraes · 20 de novembro de 2026</p>
         <ul class="ficha"><li><strong>Rendimento</strong>12 fatias</li><li><strong>Tempo de preparo</strong>15 minutos</li><li><strong>Tempo de forno</strong>40 minutos</li></ul>
         <h2>Ingredientes</h2><ul><li>3 ovos</li><li>1 xícara de leite</li><li>2 xícaras de fubá</li></ul>
         <h2>Modo de preparo</h2><ol><li>Bata tudo no liquidificador.</li><li>Asse por 40 minutos.</li></ol></div>
       <span class="vcard rich-snippet-hidden"><span class="fn"><a href="/author/admin/" rel="author">admin</a></span></span>`,
      { lang: 'pt-BR' },
    ),
  );

  it('reads a list row that starts with its bold label without a colon, and the method under "Modo de preparo"', () => {
    expect(cake.kind).to.equal('recipe');
    expect(cake.proposal).to.include({ prepTime: 'PT15M', cookTime: 'PT40M', recipeYield: '12 fatias' });
    expect(cake.proposal?.['recipeInstructions']).to.have.length(2);
  });
});

describe('Page understanding: round 21, a plumber on GoDaddy’s website builder', () => {
  const section = (title: string, body: string) =>
    `<section data-aid="${title.toUpperCase()}_SECTION"><div><h2>${title}</h2>${body}</div></section>`;
  const plumber = understandPage(
    page(
      'https://plumbing.example/',
      `<section data-aid="HEADER_SECTION"><div class="widget widget-header"><div role="main" data-aid="HEADER_WIDGET">
         <h1>Fast, honest plumbing in Centurion</h1><a href="tel:0125550186">Call 012 555 0186</a></div></div></section>
       ${section('About', '<p>Mokoena Plumbing is a family plumber. Our office is open Monday to Friday from 07:30 to 17:00.</p>')}
       ${section('Contact Us', '<p>Unit 7, Rooihuiskraal Business Park, 14 Kwikkie Street, Rooihuiskraal, Centurion, Gauteng 0157, South Africa</p>')}`,
      { lang: 'en-ZA', head: '<meta property="og:site_name" content="Mokoena Plumbing &amp; Drains">' },
    ),
  );

  it('reads a hero marked role="main" deep in the first section as the hero only: the sections after it are the page’s', () => {
    expect(plumber.kind).to.equal('local-business');
    expect(plumber.proposal?.['openingHoursSpecification']).to.have.length(1);
  });

  it('reads a South African address: the province and its postcode close it, the town before them', () => {
    expect(plumber.proposal?.['address']).to.include({
      streetAddress: '14 Kwikkie Street',
      addressLocality: 'Centurion',
      postalCode: '0157',
    });
    expect(postalAddress(['12 Long Street', 'Cape Town', 'Western Cape 8001'], null)).to.include({
      addressRegion: 'Western Cape',
      postalCode: '8001',
    });
  });
});

describe('Page understanding: round 21, a city road race’s home page on Webflow', () => {
  const race = understandPage(
    page(
      'https://www.loop.example/',
      `<section class="section_hero"><div class="hero_content"><div>38e editie</div><h1>Grachtenloop Alkmaar 2027</h1>
         <div class="hero_meta"><div class="hero_meta-item"><div>Zondag 14 maart 2027</div></div>
           <div class="hero_meta-item"><div>Start &amp; finish: Canadaplein, Alkmaar</div></div></div></div></section>
       <section class="section_praktisch"><h2>Praktisch</h2><div class="praktisch_map"><div>Start en finish: Canadaplein (bij Theater De Vest), 1811 KX Alkmaar</div></div></section>`,
      {
        lang: 'nl',
        after:
          '<footer><p>De Grachtenloop wordt georganiseerd door Stichting Grachtenloop Alkmaar in samenwerking met AV Hera.</p></footer>',
      },
    ),
  );

  it('is an event: a day and a place ("Start & finish") beside the heading, the place with its postcode, the organiser in so many words', () => {
    expect(race.kind).to.equal('event');
    expect(race.proposal).to.include({ startDate: '2027-03-14' });
    expect((race.proposal?.['location'] as Node)['address']).to.include({ postalCode: '1811 KX', addressLocality: 'Alkmaar' });
    expect(race.proposal?.['organizer']).to.deep.equal({ '@type': 'Organization', name: 'Stichting Grachtenloop Alkmaar' });
  });
});

describe('Page understanding: round 21, a vet’s consultation hours and a Czech contact page', () => {
  it('reads a table under "Sprechzeiten" as opening hours, split days and all', () => {
    const vet = understandPage(
      page(
        'https://tierarzt.example/',
        `<h1>Willkommen in der Tierarztpraxis Dr. Albers</h1><p>Am Sande 12<br>21335 Lüneburg</p><p>Telefon: 04131 / 73 84 20</p>
         <h2>Sprechzeiten</h2><table><tbody><tr><td><strong>Montag</strong></td><td>8:00 – 12:00 Uhr</td><td>15:00 – 18:30 Uhr</td></tr>
           <tr><td><strong>Mittwoch</strong></td><td>8:00 – 12:00 Uhr</td><td>OP-Tag</td></tr></tbody></table>`,
        { lang: 'de' },
      ),
    );
    expect(vet.proposal?.['openingHoursSpecification']).to.have.length(3);
  });

  it('takes a branch ("Pobočka Zlín") for another place and keeps a company’s "s.r.o." line out of the street', () => {
    const contact = understandPage(
      page(
        'https://www.lingvo.example/kontakt',
        `<h1>Kontakt</h1><h2>Kancelář Brno</h2><p>Lingvo Morava s.r.o.<br>Údolní 567/33<br>602 00 Brno</p><p>Tel.: +420 541 555 872</p>
         <h3>Otevírací doba</h3><table class="oteviraci-doba"><tr><th scope="row">Po–Čt</th><td>8:00–17:00</td></tr><tr><th scope="row">Pá</th><td>8:00–15:00</td></tr></table>
         <h2>Pobočka Zlín</h2><p>Kontaktní místo ve Zlíně: třída Tomáše Bati 204<br>760 01 Zlín</p><form><textarea></textarea></form>`,
        { lang: 'cs', head: '<meta property="og:site_name" content="Lingvo Morava">' },
      ),
    );
    const business = contact.proposal?.['mainEntity'] as Node;
    expect(business['address']).to.include({ streetAddress: 'Údolní 567/33', addressLocality: 'Brno' });
    expect(business['openingHoursSpecification']).to.have.length(2);
  });
});

describe('Page understanding: round 21, a rating shown only by a reviews widget', () => {
  it('reads the widget’s summary (its value and "based on" count), never a review inside it', () => {
    const wraps = understandPage(
      page(
        'https://shop.example/product/beeswax-wraps/',
        `<div class="product"><h1 class="product_title">Beeswax Wraps – 5 Pack</h1><p class="price">$32.00</p><button name="add-to-cart">Add to cart</button></div>
         <div class="gl-reviews-section"><h2>What customers say</h2><div class="R-ReviewsWidget R-ProductReviews">
           <div class="R-flex-row R-summary"><div class="R-RatingStars"><span class="R-TextHeading">4.8</span></div>
             <div class="R-TextBody">Based on <strong>203</strong> reviews</div></div>
           <div class="R-ReviewsList"><div class="R-ReviewsList__item"><div class="R-RatingStars__stars" aria-label="5 out of 5 stars"></div><p>Love them.</p></div></div></div></div>`,
        { lang: 'en-AU' },
      ),
    );
    expect(wraps.proposal?.['aggregateRating']).to.include({ ratingValue: '4.8', reviewCount: '203' });
  });
});
