import { expect } from 'chai';
import { parsePageSnapshot } from '../../src/adapters/page-fetch/html-snapshot-parser.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';

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
