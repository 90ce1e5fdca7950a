import { expect } from 'chai';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page, jsonLd } from '../support/cms-page.js';

type Node = Record<string, unknown>;

describe('Page understanding: round 47, content pages', () => {
  it('reads Ghost’s toggle cards as an FAQ, over the Article markup Ghost writes for every page', () => {
    const toggle = (question: string, answer: string) =>
      `<div class="kg-card kg-toggle-card"><div class="kg-toggle-heading"><h4 class="kg-toggle-heading-text"><span>${question}</span></h4>
        <button class="kg-toggle-card-icon" aria-label="Espandi"><svg viewBox="0 0 14 14"></svg></button></div>
        <div class="kg-toggle-content"><p>${answer}</p></div></div>`;
    const faq = understandPage(
      page(
        'https://www.stanzaverde.example/domande-frequenti/',
        `<article class="gh-article"><h1 class="gh-article-title">Domande frequenti</h1>
          ${toggle('Quanto costa l’abbonamento?', 'Costa 5 € al mese oppure 48 € all’anno.')}
          ${toggle('Come disdico l’abbonamento?', 'Dal tuo account, con un clic.')}
          ${toggle('Ricevo anche la rivista cartacea?', 'Solo con il piano Sostenitore.')}
          ${toggle('Posso regalare un abbonamento?', 'Certo, dalla pagina Regala.')}</article>`,
        {
          lang: 'it',
          head: `<meta property="article:published_time" content="2025-03-02T09:00:00.000Z">${jsonLd({ '@type': 'Article', headline: 'Domande frequenti' })}`,
        },
      ),
    );
    expect(faq.kind).to.equal('faq');
    const questions = (faq.proposal?.['mainEntity'] as Node[]).map((question) => question['name']);
    expect(questions).to.deep.equal([
      'Quanto costa l’abbonamento?',
      'Come disdico l’abbonamento?',
      'Ricevo anche la rivista cartacea?',
      'Posso regalare un abbonamento?',
    ]);
  });

  it('takes a concert’s venue address for the venue, not for the ensemble whose business markup the site prints', () => {
    const concert = understandPage(
      page(
        'https://www.quatuor.example/concerts/schubert-lyon',
        `<article class="eventitem"><h1 class="eventitem-title">Schubert &amp; Ravel — Lyon</h1>
          <ul class="eventitem-meta"><li class="eventitem-meta-item eventitem-meta-date"><time class="event-date" datetime="2027-02-11">jeudi 11 février 2027</time></li>
          <li class="eventitem-meta-item eventitem-meta-time"><time class="event-time-24hr-start" datetime="2027-02-11">20:00</time> – <time class="event-time-24hr-end" datetime="2027-02-11">22:00</time></li></ul>
          <ul class="eventitem-meta"><li class="eventitem-meta-item eventitem-meta-address">
            <span class="eventitem-meta-address-line eventitem-meta-address-line--title">Salle Molière</span>
            <span class="eventitem-meta-address-line">18 Quai de Bondy</span><span class="eventitem-meta-address-line">69005 Lyon</span>
            <span class="eventitem-meta-address-line">France</span></li></ul>
          <h3>Tarifs &amp; billetterie</h3><p>Plein tarif : 24 € · Tarif réduit : 15 €</p></article>`,
        {
          lang: 'fr',
          head: jsonLd({ '@type': 'LocalBusiness', name: 'Quatuor Lumen', address: '12 rue Francis de Pressensé, 69100 Villeurbanne' }),
        },
      ),
    );
    expect(concert.kind).to.equal('event');
    expect((concert.proposal?.['location'] as Node)['name']).to.equal('Salle Molière');
    expect(concert.proposal?.['offers']).to.include({ price: '24', priceCurrency: 'EUR' });
  });

  it('names a venue without the room written after it, and reads its Czech house number', () => {
    const conference = understandPage(
      page(
        'https://www.obce.example/akce/konference-2027',
        `<h1>Konference Chytrá obec 2027</h1>
          <div class="field"><div class="field__label">Termín</div><div class="field__item"><time datetime="2027-04-20T07:00:00Z">út 20. 4. 2027, 9:00</time></div></div>
          <div class="field"><div class="field__label">Místo konání</div><div class="field__item"><div class="venue">
            <p class="venue__name"><strong>Národní technická knihovna</strong> (velký sál, 1. podzemní podlaží)</p>
            <p class="address"><span class="address-line1">Technická 2710/6</span><br><span class="postal-code">160 80</span> <span class="locality">Praha 6 – Dejvice</span><br><span class="country">Česká republika</span></p>
          </div></div></div>`,
        { lang: 'cs', head: jsonLd({ '@type': 'Event', name: 'Konference Chytrá obec 2027', startDate: '2027-04-20T09:00:00+02:00' }) },
      ),
    );
    const location = conference.proposal?.['location'] as Node;
    expect(location['name']).to.equal('Národní technická knihovna');
    expect(location['address']).to.include({ streetAddress: 'Technická 2710/6', postalCode: '160 80', addressLocality: 'Praha 6' });
  });

  it('names the employer of a careers site without the site’s own word, and completes the markup’s town with the office', () => {
    const job = understandPage(
      page(
        'https://jobs.pagaluz.example/backend-go',
        `<article><h1>Ingeniero/a Backend Senior (Go)</h1><p>Tiempo completo · Madrid</p><p>Buscamos una persona para el equipo de pagos.</p></article>
          <aside class="job-aside"><div class="office-card"><h4>Dónde trabajarás</h4>
            <p><strong>Oficina de Madrid</strong><br>Paseo de la Castellana 77, planta 9<br>28046 Madrid</p></div></aside>`,
        {
          lang: 'es',
          head: `<meta property="og:site_name" content="Pagaluz – Careers">${jsonLd({
            '@type': 'JobPosting',
            title: 'Ingeniero/a Backend Senior (Go)',
            datePosted: '2026-11-02',
            jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Madrid', addressCountry: 'ES' } },
          })}`,
        },
      ),
    );
    expect(job.proposal?.['jobLocation']).to.deep.equal({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Madrid',
        addressCountry: 'ES',
        streetAddress: 'Paseo de la Castellana 77',
        postalCode: '28046',
      },
    });
    expect(
      understandPage(
        page(
          'https://jobs.nordvik.example/lagerchef',
          '<h1>Lagerchef</h1><ul><li>Anställningsform: Heltid</li><li>Ort: Jönköping</li><li>Sista ansökningsdag: 15 december 2026</li></ul><p>Vi söker en lagerchef.</p><a href="/apply">Ansök nu</a>',
          {
            lang: 'sv',
            head: '<meta property="og:site_name" content="Nordvik Logistik AB – Karriär">',
            title: 'Lagerchef – Nordvik Logistik AB',
          },
        ),
      ).proposal?.['hiringOrganization'],
    ).to.include({ name: 'Nordvik Logistik AB' });
  });

  it('dates a rescheduled workshop by the day marked beside its heading and its "Date and time" line, not by when sales end', () => {
    const workshop = understandPage(
      page(
        'https://www.ticketloop.example/e/intro-to-letterpress-804417263391',
        `<div class="event-main"><h1>Intro to Letterpress: Weekend Taster Workshop</h1>
          <p class="start-date-summary"><time datetime="2027-01-23">Saturday 23 January</time></p></div>
          <section class="event-section date-and-time"><h2>Date and time</h2><p>Saturday, January 23 · 10am - 4pm GMT</p></section>
          <section class="event-section location"><h2>Location</h2><p>Hatch Print Studio<br>Unit 4, 21 Vyner Street<br>London E2 9DG</p></section>
          <div class="ticket-card"><div class="ticket-tier"><p>Taster workshop</p><p class="tier-status">3 remaining · Sales end on 22 Jan 2027</p></div></div>`,
        {
          head: jsonLd({
            '@type': 'EducationEvent',
            name: 'Intro to Letterpress: Weekend Taster Workshop',
            startDate: '2026-12-12T10:00:00+00:00',
            endDate: '2026-12-12T16:00:00+00:00',
          }),
        },
      ),
    );
    expect(workshop.proposal).to.include({ startDate: '2027-01-23T10:00', endDate: '2027-01-23T16:00' });
  });
});
