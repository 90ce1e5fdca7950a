import { expect } from 'chai';
import { parsePageSnapshot } from '../../src/adapters/page-fetch/html-snapshot-parser.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage } from '../support/cms-page.js';

describe('Page understanding: round 17, a one-page hair salon site on GoDaddy', () => {
  // GoDaddy marks its first widget, the hero with the tagline, as the page's main landmark; the sections follow it.
  const widget = (id: string, body: string) =>
    `<div id="${id}" data-ux="Widget" role="region" class="x-el x-el-div"><section>${body}</section></div>`;
  const salon = understandPage(
    parsePageSnapshot({
      url: 'https://kapsalon.example/',
      tokenBudget: 2000,
      html: `<!doctype html><html lang="nl-NL"><head><title>Kapsalon Lokkig | Kapper in Zwolle</title>
        <meta property="og:type" content="website"><meta property="og:site_name" content="Kapsalon Lokkig"></head><body><div class="layout">
        <div id="header-1" data-ux="Widget" role="main" class="x-el x-el-div"><section><h1>Kapsalon Lokkig</h1><p>Knippen en kleuren in de binnenstad.</p></section></div>
        ${widget('about-2', '<h2>Over ons</h2><p>Sinds 2014 knippen wij in de Diezerstraat.</p>')}
        ${widget(
          'contact-4',
          `<h2>Neem contact met ons op</h2><h4>Kapsalon Lokkig</h4><p>Diezerstraat 48, 8011 RK Zwolle, Nederland</p>
           <p><a href="tel:0384217790">038 421 77 90</a></p><h4>Openingstijden</h4>
           <table><tr><td>Maandag</td><td>Gesloten</td></tr><tr><td>Dinsdag</td><td>09:00 – 17:30</td></tr><tr><td>Zaterdag</td><td>08:30 – 16:00</td></tr></table>`,
        )}
        <div id="footer-6" data-ux="Widget" role="contentinfo"><footer><p>© 2026 Kapsalon Lokkig</p></footer></div></div></body></html>`,
    }),
  );

  it('reads the sections after a hero marked as main as the page’s own content, not the site around it', () => {
    expect(salon.kind).to.equal('local-business');
    expect(salon.proposal).to.include({ '@type': 'HairSalon', telephone: '038 421 77 90' });
  });

  it('reads a Dutch postcode in the middle of a line ("…, 8011 RK Zwolle, Nederland")', () => {
    expect(salon.proposal?.['address']).to.include({ streetAddress: 'Diezerstraat 48', postalCode: '8011 RK', addressLocality: 'Zwolle' });
  });
});

describe('Page understanding: round 17, a plumber with a 24/7 emergency line (Divi)', () => {
  const plumber = understandPage(
    parsePageSnapshot({
      url: 'https://plumber.example/',
      tokenBudget: 2000,
      html: `<!doctype html><html lang="en-US"><head><title>Harlan Creek Plumbing &amp; Drain | Lancaster, PA</title></head><body>
        <div class="et_pb_section"><h1>Harlan Creek Plumbing &amp; Drain</h1><p>Family-owned plumbing in Lancaster County.</p>
        <div class="et_pb_text_inner"><h2>Office Hours</h2><p>Mon–Fri 7:30 AM – 6 PM<br>Sat 8 AM – 2 PM<br>Sun Closed</p>
          <p><strong>Emergencies:</strong> Our 24/7 Emergency Line <a href="tel:+17175550199">(717) 555-0199</a> is answered around the clock.</p>
          <p><strong>Office:</strong> <a href="tel:+17175550148">(717) 555-0148</a><br>2140 Fruitville Pike<br>Lancaster, PA 17601</p></div></div>
        </body></html>`,
    }),
  );

  it('reads the address below the office number, a four-digit house number before a US state and ZIP being no postcode', () => {
    expect(plumber.proposal?.['address']).to.include({
      streetAddress: '2140 Fruitville Pike',
      addressLocality: 'Lancaster',
      addressRegion: 'PA',
      postalCode: '17601',
    });
  });

  it('takes the number written in the address’s own block as the telephone, before an emergency line shown first', () => {
    expect(plumber.proposal?.['telephone']).to.equal('(717) 555-0148');
  });
});

describe('Page understanding: round 17, an Italian concert on Squarespace', () => {
  const concert = understandPage(
    parsePageSnapshot({
      url: 'https://musica.example/concerti/quartetto-12-dicembre',
      tokenBudget: 2000,
      html: `<!doctype html><html lang="it-IT"><head><title>Quartetto Rèmora — Amici della Musica</title></head><body>
        <div class="sqs-announcement-bar-text"><p>Abbonamento: 6 concerti a 90 €</p></div>
        <article class="eventitem"><h1 class="eventitem-title">Quartetto Rèmora: Schubert</h1>
          <ul class="eventitem-meta"><li class="eventitem-meta-date"><time class="event-date" datetime="2026-12-12">sabato 12 dicembre 2026</time></li>
            <li class="eventitem-meta-time"><span class="event-time-24hr"><time class="event-time-24hr-start" datetime="2026-12-12">21:00</time>
              <span class="event-datetime-divider"></span><time class="event-time-24hr-end" datetime="2026-12-12">22:45</time></span></li></ul>
          <ul class="eventitem-meta event-meta-address-container"><li class="eventitem-meta-address">
            <span class="eventitem-meta-address-line eventitem-meta-address-line--title">Auditorium San Rocco</span>
            <span class="eventitem-meta-address-line">Via Garibaldi 14</span>
            <span class="eventitem-meta-address-line">Camogli, GE, 16032</span>
            <span class="eventitem-meta-address-line">Italia</span>
            <a href="https://maps.example/?q=Via+Garibaldi+14" class="eventitem-meta-address-maplink">(mappa)</a></li></ul>
          <div class="sqs-html-content"><h3>Biglietti</h3>
            <p>Intero € 18,00 · Ridotto € 12,00 (under 26, over 65 e soci FAI)<br>Ingresso libero per i bambini fino a 12 anni accompagnati.</p></div>
        </article></body></html>`,
    }),
  );

  it('ends the concert at the <time> its element marks as the end', () => {
    expect(concert.proposal).to.include({ startDate: '2026-12-12T21:00', endDate: '2026-12-12T22:45' });
  });

  it('reads the venue’s "town, province, postcode" line as Squarespace writes it', () => {
    expect((concert.proposal?.['location'] as { address: unknown }).address).to.include({
      streetAddress: 'Via Garibaldi 14',
      addressLocality: 'Camogli',
      addressRegion: 'GE',
      postalCode: '16032',
    });
  });

  it('takes the ticket price from its own line in the ticket section, the block’s other lines aside', () => {
    expect(concert.proposal?.['offers']).to.include({ price: '18.00', priceCurrency: 'EUR' });
  });
});

describe('Page understanding: round 17, a small company’s home page on Webflow', () => {
  const html = (footer: string) => `<!doctype html><html lang="es"><head><title>Tierra Baja Cerámica | Vajilla de gres</title>
    <meta property="og:site_name" content="Tierra Baja Cerámica"></head><body>
    <div role="banner" class="navbar w-nav"><a href="/" class="brand w-nav-brand"><img src="/images/tierra-baja-logo.svg" alt="Tierra Baja Cerámica"></a></div>
    <main><h1>Vajilla de gres hecha a mano</h1><p>Piezas de taller, una a una.</p>
      <a href="https://www.instagram.com/someone-else">Una clienta en Instagram</a>
      <a href="https://www.facebook.com/sharer/sharer.php?u=https://tierrabaja.example/">Compartir</a></main>
    <footer class="footer">${footer}</footer></body></html>`;
  const footer = `<div class="social-links"><a href="https://www.instagram.com/tierrabajaceramica/">Instagram</a>
      <a href="https://www.pinterest.es/tierrabajaceramica">Pinterest</a></div>
    <div class="footer-column"><div class="footer-heading">Taller y tienda</div><p>Carrer de Sueca 37<br>46006 València</p></div>
    <div class="footer-column"><a href="mailto:hola@tierrabaja.example">hola@tierrabaja.example</a>
      <a href="mailto:pedidos@correo-gratis.example">pedidos@correo-gratis.example</a><a href="tel:+34963214587">+34 963 21 45 87</a></div>`;
  const read = (footerHtml: string) =>
    understandPage(parsePageSnapshot({ url: 'https://www.tierrabaja.example/', tokenBudget: 2000, html: html(footerHtml) }));
  const organization = () => (read(footer).proposal?.['@graph'] as Record<string, unknown>[])[0]!;

  it('gives the organisation the header’s logo and the profiles the footer links to, never a share button or a post in the content', () => {
    expect(organization()).to.deep.include({
      logo: 'https://www.tierrabaja.example/images/tierra-baja-logo.svg',
      sameAs: ['https://www.instagram.com/tierrabajaceramica', 'https://www.pinterest.es/tierrabajaceramica'],
    });
  });

  it('gives it the footer’s only address, its only number and the e-mail address on the site’s own domain', () => {
    expect(organization()).to.deep.include({ telephone: '+34 963 21 45 87', email: 'hola@tierrabaja.example' });
    expect(organization()['address']).to.include({ streetAddress: 'Carrer de Sueca 37', postalCode: '46006' });
  });

  it('gives no address or number where the footer lists several places with their numbers', () => {
    const branches = `<p>Carrer de Sueca 37<br>46006 València</p><p><a href="tel:+34963214587">963 21 45 87</a></p>
      <p>Calle de Ponzano 41<br>28003 Madrid</p><p><a href="tel:+34910555318">910 555 318</a></p>`;
    const org = (read(branches).proposal?.['@graph'] as Record<string, unknown>[])[0]!;
    expect(org).not.to.have.any.keys('address', 'telephone');
  });
});

describe('Page understanding: round 17, a French Tasty Recipes card', () => {
  const detail = (kind: string, label: string, value: string) =>
    `<li class="${kind}"><span class="tasty-recipes-label">${label} :</span> <span class="tasty-recipes-${kind}">${value}</span></li>`;
  const recipe = understandPage(
    cmsPage(
      'https://cuisine.example/clafoutis-aux-cerises/',
      `<article><h1>Clafoutis aux cerises</h1><div class="tasty-recipes">
         <div class="tasty-recipes-rating"><p><span class="tasty-recipes-ratings-buttons">
           <span class="tasty-recipes-rating"><i><span class="screen-reader-text">5 Étoiles</span></i></span>
           <span class="tasty-recipes-rating"><i><span class="screen-reader-text">4 Étoiles</span></i></span></span></p>
           <p><span class="rating-label"><span class="average">4.7</span> de <span class="count">31</span> avis</span></p></div>
         <div class="tasty-recipes-details"><ul>${detail('yield', 'Quantité', '<span data-amount="6">6</span> parts')}
           ${detail('category', 'Catégorie', 'Dessert')}${detail('cuisine', 'Cuisine', 'Française')}</ul></div>
         <div class="tasty-recipes-ingredients"><h3>Ingrédients</h3><ul><li>500 g de cerises</li><li>3 œufs</li><li>80 g de sucre</li></ul></div>
         <div class="tasty-recipes-instructions"><h3>Préparation</h3><ol><li>Beurrer le plat.</li><li>Enfourner 45 minutes.</li></ol></div>
       </div></article>`,
      { lang: 'fr-FR' },
    ),
  );

  it('reads the card’s labelled yield, course and cuisine', () => {
    expect(recipe.proposal).to.include({ recipeYield: '6 parts', recipeCategory: 'Dessert', recipeCuisine: 'Française' });
  });

  it('rates it with the average written right before its count, not the first star button’s label', () => {
    expect(recipe.proposal?.['aggregateRating']).to.deep.equal({ '@type': 'AggregateRating', ratingValue: '4.7', reviewCount: '31' });
  });
});

describe('Page understanding: round 17, small readings', () => {
  it('reads a Danish byline ("Af Mette Bruun Kjær") as the author’s name', () => {
    const article = understandPage(
      cmsPage(
        'https://avis.example/nyheder/cykelsti',
        `<article><h1>Ny cykelsti til Asnæs</h1><p class="byline">Af Mette Bruun Kjær</p>
           <time datetime="2026-10-27T14:05:00+01:00">27. oktober 2026 kl. 14.05</time><p>Kommunen har vedtaget en ny sti.</p></article>`,
        { lang: 'da', head: '<meta property="og:type" content="article">' },
      ),
    );
    expect(article.proposal?.['author']).to.deep.include({ name: 'Mette Bruun Kjær' });
  });

  it('takes a job’s place of work from the labelled value that writes the whole address, of two', () => {
    const job = understandPage(
      cmsPage(
        'https://jobs.example/job/123',
        `<h1>Servicetechniker (m/w/d)</h1><ul class="job-header-attributes"><li>Arbeitsort: Ulm</li><li>Anstellungsart: Vollzeit</li></ul>
         <dl class="job-facts"><dt>Arbeitsort</dt><dd>Daimlerstraße 21, 89079 Ulm</dd></dl>`,
        { lang: 'de' },
      ),
    );
    expect((job.proposal?.['jobLocation'] as { address: unknown }).address).to.include({
      streetAddress: 'Daimlerstraße 21',
      postalCode: '89079',
      addressLocality: 'Ulm',
    });
  });

  it('gives a local business the e-mail address it links to on its own domain only', () => {
    const salon = understandPage(
      cmsPage(
        'https://www.salon.example/',
        `<h1>Kapsalon Lokkig</h1><p>Diezerstraat 48<br>8011 RK Zwolle</p><p><a href="tel:0384217790">038 421 77 90</a></p>
         <p>Dinsdag 09:00 – 17:30</p><p><a href="mailto:boekingen@webmail.example">boekingen@webmail.example</a>
         <a href="mailto:hallo@salon.example?subject=Afspraak">hallo@salon.example</a></p>`,
        { lang: 'nl' },
      ),
    );
    expect(salon.proposal).to.include({ email: 'hallo@salon.example' });
  });
});
