import { expect } from 'chai';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page, jsonLd } from '../support/cms-page.js';

describe('Page understanding: round 40, a bakery’s Webflow about page headed by a slogan', () => {
  const footer = `<div class="footer_column"><div class="footer_heading">Pekárna a prodejna Údolní</div>
      <p>Údolní 41<br>602 00 Brno</p><p>Po–Pá 7:00–18:00</p><p>+420 543 210 778</p></div>
    <div class="footer_column"><div class="footer_heading">Prodejna Královo Pole</div>
      <p>Palackého třída 120<br>612 00 Brno</p><p>Po–Pá 7:00–17:00</p><p>+420 543 210 779</p></div>`;
  const about = () =>
    understandPage(
      page(
        'https://www.pekarnakvasek.example/o-nas',
        `<h1>Pečeme pomalu. Už dvanáct let.</h1><h2>Náš příběh</h2>
        <p>V roce 2016 jsme otevřeli první prodejnu. V září 2021 jsme se přestěhovali na <strong>Údolní 41</strong>, kde dnes pečeme i prodáváme.</p>
        <p>V roce 2024 přibyla druhá prodejna v Králově Poli.</p>`,
        {
          lang: 'cs',
          title: 'O nás | Pekárna Kvásek Brno',
          header: '<a href="/" aria-label="home"><img src="/logo.svg" alt="Pekárna Kvásek"></a><nav><a href="/">Domů</a></nav>',
          footer,
        },
      ),
    );

  it('is an about page by its title and its story’s heading, though its main heading is a slogan', () => {
    const understood = about();
    expect(understood.kind).to.equal('about');
    expect(understood.proposal?.['@type']).to.equal('AboutPage');
  });

  it('gives the owner the footer’s place the story names, with the number written under it on its own line', () => {
    const owner = about().proposal?.['mainEntity'] as Record<string, unknown>;
    expect(owner).to.include({ name: 'Pekárna Kvásek', telephone: '+420 543 210 778' });
    expect(owner['address']).to.include({ streetAddress: 'Údolní 41', postalCode: '602 00', addressLocality: 'Brno' });
  });
});

describe('Page understanding: round 40, FAQ pages', () => {
  const question = (q: string, a: string) => `<h3>${q}</h3><p>${a}</p>`;

  it('reads "Perguntas Frequentes" as an FAQ page over the site-wide café markup Wix writes on every page', () => {
    const faq = understandPage(
      page(
        'https://www.cafebotanico.example/perguntas-frequentes',
        `<h1>Perguntas Frequentes</h1>
        ${question('Em quanto tempo meu café chega?', 'Torramos às segundas e quintas-feiras e despachamos em até 1 dia útil.')}
        ${question('Vocês entregam em todo o Brasil?', 'Sim! Enviamos para todos os estados.')}
        ${question('Qual moagem devo escolher?', 'Para coado, moagem média; para espresso, fina.')}
        ${question('Como funciona a assinatura?', 'Você recebe um café novo todo mês.')}`,
        {
          lang: 'pt-BR',
          title: 'Perguntas Frequentes | Café Botânico Torrefação',
          head: jsonLd({
            '@type': 'LocalBusiness',
            name: 'Café Botânico Torrefação',
            url: 'https://www.cafebotanico.example',
            telephone: '+55 31 3292-4418',
            address: { '@type': 'PostalAddress', streetAddress: 'Rua Pouso Alegre, 1720', addressLocality: 'Belo Horizonte' },
            openingHoursSpecification: [
              { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Tuesday', 'Wednesday'], opens: '08:00', closes: '18:00' },
              { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '09:00', closes: '14:00' },
            ],
          }),
          footer: `<p><strong>Cafeteria Savassi</strong><br>Rua Antônio de Albuquerque, 412<br>Belo Horizonte – MG, 30112-010<br>Seg a sáb, 8h às 19h</p>
            <p><strong>Torrefação</strong><br>Rua Pouso Alegre, 1720<br>Belo Horizonte – MG, 31110-010<br>(31) 3292-4418</p>`,
        },
      ),
    );
    expect(faq.kind).to.equal('faq');
    expect(faq.reasons).to.include('The main heading reads "Perguntas Frequentes".');
    expect((faq.proposal?.['mainEntity'] as { name: string }[]).map((q) => q.name)).to.deep.equal([
      'Em quanto tempo meu café chega?',
      'Vocês entregam em todo o Brasil?',
      'Qual moagem devo escolher?',
      'Como funciona a assinatura?',
    ]);
  });

  it('gives every question the page shows, in its order, where the RDFa markup covers only the first ones', () => {
    const marked = (n: number, q: string, a: string) =>
      `<div property="mainEntity" typeof="Question"><button aria-expanded="false" aria-controls="faq-${n}"><span property="name">${q}</span></button>
        <div id="faq-${n}" property="acceptedAnswer" typeof="Answer"><div property="text"><p>${a}</p></div></div></div>`;
    const faq = understandPage(
      page(
        'https://www.mediatheques.example/pratique/questions-frequentes',
        `<div vocab="https://schema.org/" typeof="FAQPage"><h1 property="name">Questions fréquentes</h1>
          ${marked(1, 'Comment s’inscrire à la médiathèque ?', 'Présentez-vous à l’accueil avec une pièce d’identité.')}
          ${marked(2, 'Combien coûte l’abonnement ?', 'L’abonnement est gratuit pour les moins de 18 ans.')}
          <h2>Numérique</h2>
          <details><summary>Comment accéder aux ressources numériques ?</summary><p>Connectez-vous avec votre numéro de carte.</p></details></div>`,
        { lang: 'fr' },
      ),
    );
    expect((faq.proposal?.['mainEntity'] as { name: string }[]).map((q) => q.name)).to.deep.equal([
      'Comment s’inscrire à la médiathèque ?',
      'Combien coûte l’abonnement ?',
      'Comment accéder aux ressources numériques ?',
    ]);
    expect(faq.notes.join(' ')).to.include('its markup leaves out');
  });
});

describe('Page understanding: round 40, an events plugin’s markup with a price range and a placeholder performer', () => {
  it('gives the range as the lowest and highest price and leaves out a performer that is only a type’s name', () => {
    const concert = understandPage(
      page(
        'https://www.lanternhall.example/event/midsummer-concert/',
        `<h1>Midsummer Concert</h1><p>Saturday 20 June 2026, 7:30 pm, Lantern Hall</p>
        <h3>Tickets</h3><ul><li>Standard: £18</li><li>Concessions: £14</li><li>Under-16s: £8</li></ul>`,
        {
          lang: 'en-GB',
          head: jsonLd({
            '@type': 'Event',
            name: 'Midsummer Concert',
            startDate: '2026-06-20T19:30:00+01:00',
            location: { '@type': 'Place', name: 'Lantern Hall', address: { '@type': 'PostalAddress', streetAddress: '14 Quayside Lane' } },
            offers: { '@type': 'Offer', price: '8 – 18', priceCurrency: 'GBP' },
            performer: 'Organization',
          }),
        },
      ),
    );
    expect(concert.proposal?.['offers']).to.include({ '@type': 'AggregateOffer', lowPrice: '8', highPrice: '18' });
    expect(concert.proposal).not.to.have.property('performer');
    expect(concert.alreadyMarkedUp).to.equal(false);
  });
});

describe('Page understanding: round 40, a TYPO3 conference page and two job boards', () => {
  it('reads a conference’s "Teilnahmegebühr" as its ticket and stops its organiser’s name before a partner', () => {
    const conference = understandPage(
      page(
        'https://www.bauakademie.example/veranstaltungen/detail/fachtagung-holzbau-2026',
        `<h1>9. Fachtagung Holz-Hybridbau</h1><table>
          <tr><th>Datum</th><td>Donnerstag, 12. November 2026, 09:00 – 17:00 Uhr</td></tr>
          <tr><th>Ort</th><td>Konzerthaus Freiburg, Konrad-Adenauer-Platz 1, 79098 Freiburg</td></tr>
          <tr><th>Veranstalter</th><td>Bauakademie Südbaden e.V. in Kooperation mit der Holzbau-Initiative Oberrhein</td></tr>
          <tr><th>Teilnahmegebühr</th><td>290,00 € (Mitglieder: 240,00 €)</td></tr></table>`,
        { lang: 'de' },
      ),
    );
    expect(conference.kind).to.equal('event');
    expect(conference.proposal?.['organizer']).to.deep.equal({ '@type': 'Organization', name: 'Bauakademie Südbaden e.V.' });
    expect(conference.proposal?.['offers']).to.include({ price: '290.00', priceCurrency: 'EUR' });
  });

  it('reads the pay "tussen € 2.950 en € 3.650" as a range, and a later figure after "and" as no top of one', () => {
    const pay = (sentence: string) =>
      understandPage(
        page(
          'https://werkenbij.example/job/servicemonteur',
          `<h1>Servicemonteur koeltechniek</h1><dl><dt>Locatie</dt><dd>Delft</dd><dt>Dienstverband</dt><dd>Fulltime</dd></dl><h2>Wat bieden wij</h2><ul><li>${sentence}</li></ul><a href="/apply">Solliciteer nu</a>`,
          { lang: 'nl' },
        ),
      ).proposal?.['baseSalary'] as { value: Record<string, string> } | undefined;
    expect(pay('Een salaris tussen € 2.950 en € 3.650 bruto per maand.')?.value).to.include({ minValue: '2950', maxValue: '3650' });
    expect(pay('Een salaris van € 2.950 bruto per maand en 25 vakantiedagen.')?.value).not.to.have.property('maxValue');
  });

  it('places the job at the one office the ad gives in the town it names, its note in brackets left out', () => {
    const job = understandPage(
      page(
        'https://boards.example/payflow/jobs/4471203',
        `<h1>Senior Backend Engineer (Payments)</h1><table><tr><th>Lokalizacja</th><td>Kraków, model hybrydowy</td></tr>
          <tr><th>Rodzaj umowy</th><td>Pełny etat</td></tr></table>
          <p>Biuro zespołu Płatności: <strong>ul. Wadowicka 6, 30-415 Kraków</strong> (Podgórze, 5 min od przystanku).</p>`,
        { lang: 'pl' },
      ),
    );
    expect((job.proposal?.['jobLocation'] as { address: Record<string, string> }).address).to.include({
      streetAddress: 'ul. Wadowicka 6',
      postalCode: '30-415',
      addressLocality: 'Kraków',
    });
  });
});

describe('Page understanding: round 40, a HubSpot company blog post', () => {
  it('names the company its header’s logo names as the publisher where no meta tag names the site', () => {
    const post = understandPage(
      page(
        'https://blog.kumologi.example/warehouse-dx-2026',
        `<article><h1>物流倉庫のDX、2026年に押さえるべき5つのポイント</h1>
          <div class="blog-post__meta"><a class="author" rel="author" href="/author/yamashita">山下 彩花</a>
          <span class="blog-post__timestamp">公開日：2026年2月18日</span></div><p>本記事では、5つのポイントをご紹介します。</p></article>`,
        {
          lang: 'ja',
          title: '物流倉庫のDX、2026年に押さえるべき5つのポイント｜クモロジ ブログ',
          head: '<meta property="og:type" content="article">',
          header: '<a href="https://blog.kumologi.example/"><img src="/logo.svg" alt="株式会社クモロジ"></a>',
        },
      ),
    );
    expect(post.proposal?.['publisher']).to.deep.equal({ '@type': 'Organization', name: '株式会社クモロジ' });
  });
});
