import { expect } from 'chai';
import { cmsPage as page } from '../support/cms-page.js';
import { parsePageSnapshot } from '../../src/adapters/page-fetch/html-snapshot-parser.js';
import { clockIn } from '../../src/domain/page-understanding/clock-time.js';
import { firstTimeRange } from '../../src/domain/page-understanding/opening-hours.js';
import { postalAddress } from '../../src/domain/page-understanding/read-values.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';

describe('Page understanding: round 15, a Squarespace event item', () => {
  const concert = understandPage(
    page(
      'https://club.example/agenda/quartet-bise-noire',
      `<article class="eventitem"><div class="eventitem-column-meta"><h1 class="eventitem-title">Lina Meyrat Quartet – « Bise noire »</h1>
         <ul class="eventitem-meta"><li class="eventitem-meta-item eventitem-meta-date"><time class="event-date" datetime="2027-05-14">vendredi 14 mai 2027</time></li>
           <li class="eventitem-meta-item eventitem-meta-time"><span class="event-time-localized"><time class="event-time-localized-start" datetime="2027-05-14">20:30</time>
             <time class="event-time-localized-end" datetime="2027-05-14">23:00</time></span></li></ul>
         <ul class="eventitem-meta event-meta-address-container"><li class="eventitem-meta-item eventitem-meta-address">Le Galetas
           <span class="eventitem-meta-address-line">Rue de Genève 57</span><span class="eventitem-meta-address-line">1004 Lausanne</span>
           <a href="https://maps.example/?q=Galetas" class="eventitem-meta-address-maplink">(carte)</a></li></ul></div>
       <div class="sqs-html-content"><p><strong>Ouverture des portes :</strong> 19h30 · <strong>Concert :</strong> 20h30 (deux sets, pause de 20 minutes)<br>
         <strong>Entrée :</strong> CHF 32.– (placement libre, billets en prévente ou à la caisse du soir dans la limite des places disponibles)<br>Paiement à la caisse.</p></div></article>`,
      {
        lang: 'fr-CH',
        head: `<script type="application/ld+json">{"@context":"http://schema.org","@type":"LocalBusiness","name":"Association Le Galetas",
          "address":"Rue de Genève 57, 1004 Lausanne, Suisse","openingHours":"We 18:00-00:00"}</script>`,
      },
    ),
  );

  it('reads the site-wide LocalBusiness markup below the root as the site’s, and the page as the event it shows', () => {
    expect(concert.kind).to.equal('event');
    expect(concert.proposal?.['@type']).to.equal('Event');
  });

  it('takes the day from a <time> attribute and the clock from its text, the venue’s name from its address block', () => {
    expect(concert.proposal).to.include({ name: 'Lina Meyrat Quartet – « Bise noire »', startDate: '2027-05-14T20:30' });
    expect(concert.proposal?.['location']).to.deep.include({ '@type': 'Place', name: 'Le Galetas' });
    expect((concert.proposal?.['location'] as { address: unknown }).address).to.include({
      streetAddress: 'Rue de Genève 57',
      postalCode: '1004',
    });
  });

  it('reads a bold label inside a long paragraph with its value up to the line’s end: the ticket price', () => {
    expect(concert.proposal?.['offers']).to.include({ price: '32', priceCurrency: 'CHF' });
  });
});

describe('Page understanding: round 15, a job ad whose JSON-LD is last year’s posting (Webflow)', () => {
  const job = understandPage(
    page(
      'https://cafe.example/trabalha-connosco/barista-lisboa',
      `<section class="job-hero"><div class="job-tags"><div class="tag">Lisboa · Anjos</div><div class="tag">Tempo inteiro</div></div>
         <h1 class="job-title">Barista (M/F)</h1><div class="job-meta"><div class="job-meta-item"><div class="job-meta-label">Publicado a</div>
         <div class="job-meta-value">3 de maio de 2027</div></div></div></section>
       <div class="job-body"><p>Contrato a tempo inteiro, 40 horas semanais. 1.050 € brutos por mês.</p>
         <h2>Onde</h2><p>Grão Torto Anjos<br>Rua dos Anjos 48<br>1150-039 Lisboa</p></div>
       <form enctype="multipart/form-data"><input type="file" name="cv"><button>Candidatar</button></form>`,
      {
        lang: 'pt-PT',
        head: `<script type="application/ld+json">{"@context":"https://schema.org","@type":"JobPosting","title":"Barista (part-time)",
          "employmentType":"PART_TIME","datePosted":"2026-04-10","validThrough":"2026-05-15T23:59",
          "hiringOrganization":{"@type":"Organization","name":"Grão Torto"},
          "jobLocation":{"@type":"Place","address":{"@type":"PostalAddress","streetAddress":"Rua de Cedofeita 210","addressLocality":"Porto","postalCode":"4050-174","addressCountry":"PT"}},
          "baseSalary":{"@type":"MonetaryAmount","currency":"EUR","value":{"@type":"QuantitativeValue","value":620,"unitText":"MONTH"}}}</script>`,
      },
    ),
  );

  it('reads the page alone when its markup contradicts it in several values, and says so', () => {
    expect(job.proposal).to.include({ title: 'Barista (M/F)', employmentType: 'FULL_TIME', datePosted: '2027-05-03' });
    expect(JSON.stringify(job.proposal)).not.to.match(/part-time|PART_TIME|Cedofeita|620/);
    expect(job.notes.join(' ')).to.match(/contradicts what the page shows in \d values .* so the proposal is read from the page alone/);
    expect(job.alreadyMarkedUp).to.equal(false);
  });

  it('takes the place of work from the address under a heading that asks where ("Onde")', () => {
    expect((job.proposal?.['jobLocation'] as { address: unknown }).address).to.include({
      streetAddress: 'Rua dos Anjos 48',
      postalCode: '1150-039',
      addressLocality: 'Lisboa',
    });
  });
});

describe('Page understanding: round 15, a car repair shop on GoDaddy’s builder and an FAQ’s call to contact', () => {
  const workshop = understandPage(
    page(
      'https://autorepairs.example/',
      `<h1>Honest car repairs in Durbanville since 1998</h1>
       <section><h2>Find us</h2><h4>Mostert Auto Repairs</h4><p>14 Oxford Street, Durbanville, Cape Town, 7550</p>
         <a href="tel:0215550187">021 555 0187</a></section>
       <section><p>Our tyre and exhaust centre, Mostert Tyre &amp; Exhaust, is at 22 Voortrekker Road, Bellville, 7530. It's open Monday to Friday from 8:00 to 16:30. Call the Bellville team on 021 555 2290.</p></section>`,
      { lang: 'en-ZA', head: '<meta property="og:site_name" content="Mostert Auto Repairs">' },
    ),
  );

  it('reads a South African address, its four-digit postcode closing it after the town', () => {
    expect(workshop.proposal?.['address']).to.deep.include({ streetAddress: '14 Oxford Street', postalCode: '7550' });
  });

  it('never gives the business the hours written beside another place’s phone', () => {
    expect(workshop.proposal).not.to.have.property('openingHoursSpecification');
  });

  it('never takes an FAQ page’s "Hai altre domande?" call to contact as a question', () => {
    const html = `<!doctype html><html lang="it"><head><title>FAQ</title></head><body><main><h1>Domande frequenti</h1>
      <h3>Serve la patente per la e-bike?</h3><p>No, basta avere 14 anni.</p>
      <h3>Hai altre domande?</h3><div><p>Sarca Bike Rent, Via Santa Caterina 41, 38062 Arco (TN)</p></div></main></body></html>`;
    const snapshot = parsePageSnapshot({ html, url: 'https://bike.example/it/faq', tokenBudget: 2000 });
    expect(snapshot.faqs.map((faq) => faq.question)).to.deep.equal(['Serve la patente per la e-bike?']);
  });
});

describe('Page understanding: round 15, a bracketed note in a street line and Greek recipe times', () => {
  it('keeps a comma inside brackets with its note, not splitting the street line, and leaves the note out of the street', () => {
    expect(postalAddress(['ul. Józefińska 14/2 (I piętro, domofon 2)', '30-529 Kraków'], null)).to.deep.equal({
      streetAddress: 'ul. Józefińska 14/2',
      postalCode: '30-529',
      addressLocality: 'Kraków',
    });
  });

  it('reads a Greek recipe’s labelled times in ώρα and λεπτά, and its published date from article:published_time', () => {
    const recipe = understandPage(
      page(
        'https://food.example/syntages/gemista',
        `<article><h1>Γεμιστά με ρύζι</h1><dl><div><dt>Προετοιμασία</dt><dd>40 λεπτά</dd></div><div><dt>Μαγείρεμα</dt><dd>1 ώρα 20 λεπτά</dd></div>
           <div><dt>Συνολικός χρόνος</dt><dd>2 ώρες</dd></div></dl>
           <h2>Υλικά</h2><ul class="ingredients"><li>6 ντομάτες</li><li>2 πιπεριές</li><li>1 φλιτζάνι ρύζι</li></ul>
           <h2>Εκτέλεση</h2><ol class="instructions"><li>Αδειάζουμε τις ντομάτες.</li><li>Ψήνουμε για 1 ώρα και 20 λεπτά.</li></ol></article>`,
        {
          lang: 'el',
          head: '<meta property="og:type" content="article"><meta property="article:published_time" content="2027-06-12T08:00:00.000Z">',
        },
      ),
    ).proposal;
    expect(recipe).to.include({ prepTime: 'PT40M', cookTime: 'PT1H20M', totalTime: 'PT2H', datePublished: '2027-06-12T08:00:00.000Z' });
  });
});

describe('Page understanding: round 15, a course built with Elementor and clock times with a meridiem', () => {
  it('reads the meridiem after minutes ("1:00 pm" is 13:00; it was read as 01:00) and Spanish "p. m."', () => {
    expect(clockIn('1:00 pm')).to.equal('13:00');
    expect(clockIn('1:00 p. m.')).to.equal('13:00');
    expect(clockIn('at 7.30pm')).to.equal('19:30');
    expect(clockIn('13 pm')).to.equal(null);
    expect(firstTimeRange('9:00 a. m. – 1:00 p. m.')).to.deep.equal({ opens: '09:00', closes: '13:00' });
  });

  it('reads a course from its date and time badges under the heading and the places it offers', () => {
    const course = understandPage(
      page(
        'https://taller.example/talleres/torno-mayo/',
        `<div class="e-con-inner"><div class="elementor-widget-heading"><div class="elementor-widget-container"><h1>Taller intensivo de torno para principiantes</h1></div></div>
           <div class="elementor-widget-icon-list"><div class="elementor-widget-container"><ul class="elementor-icon-list-items">
             <li><span class="elementor-icon-list-text">Sábado 22 de mayo de 2027</span></li>
             <li><span class="elementor-icon-list-text">9:00 a. m. – 1:00 p. m.</span></li>
             <li><span class="elementor-icon-list-text">Cupo máximo: 8 personas · Quedan 3 cupos</span></li></ul></div></div></div>
         <p>Cuatro horas para sentarte al torno por primera vez.</p>`,
        { lang: 'es-CO' },
      ),
    );
    expect(course.kind).to.equal('event');
    expect(course.proposal).to.include({ startDate: '2027-05-22T09:00', endDate: '2027-05-22T13:00' });
  });
});

describe('Page understanding: round 15, hours written into the story of a business (GoDaddy)', () => {
  const garage = understandPage(
    page(
      'https://garage.example/',
      `<h1>Mostert Auto Repairs</h1>
       <section><h2>About us</h2><p>Founded in 1989 by Pieter Mostert in a single bay behind the station, the workshop has grown with the
         town. His son Ruan runs the business with a team of six qualified technicians, and we still work the same way: we explain what
         is wrong and only do the work you approve. We're open Monday to Friday from 7:30 to 17:00, and on Saturdays from 8:00 until
         12:30 for services and quick jobs. We're closed on Sundays and public holidays.</p></section>
       <section><h2>Also in Bellville</h2><p>Our tyre centre is at 22 Voortrekker Road, Bellville, 7530. It's open Monday to Friday from
         8:00 to 16:30. Call the Bellville team on 021 555 2290.</p></section>
       <section><h2>Find us</h2><p>14 Oxford Street, Durbanville, Cape Town, 7550</p><p><a href="tel:0215550187">021 555 0187</a></p></section>`,
      { lang: 'en-ZA' },
    ),
  );

  it('reads the sentence of a long, dated paragraph that gives days and times as the business’s hours', () => {
    expect(garage.proposal?.['openingHoursSpecification']).to.deep.equal([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
        opens: '07:30',
        closes: '17:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '08:00', closes: '12:30' },
    ]);
  });
});

describe('Page understanding: round 15, a Japanese contact page', () => {
  const contact = understandPage(
    page(
      'https://kissaten.example/access',
      `<h1>お問い合わせ・アクセス</h1><p>〒606-8267<br>京都府京都市左京区北白川西町88-4 1F</p>
       <form><label>お名前<input name="name"></label><label>お問い合わせ内容<textarea name="message"></textarea></label><button>送信</button></form>`,
      { lang: 'ja' },
    ),
  );

  it('reads a heading that says contact in Japanese, with its message form, as the site’s contact page', () => {
    expect(contact.kind).to.equal('contact');
    expect(contact.proposal).to.include({ '@type': 'ContactPage', name: 'お問い合わせ・アクセス' });
  });
});

describe('Page understanding: round 15, an Elementor price table on a workshop’s page', () => {
  const workshop = understandPage(
    page(
      'https://taller.example/taller-de-torno/',
      `<h1>Taller intensivo de torno</h1><ul class="elementor-icon-list-items"><li><span class="elementor-icon-list-text">Sábado 22 de mayo de 2027</span></li>
         <li><span class="elementor-icon-list-text">9:00 a. m. – 1:00 p. m.</span></li>
         <li><span class="elementor-icon-list-text">Cupo máximo: 8 personas</span></li></ul>
       <div class="elementor-price-table"><div class="elementor-price-table__header"><h3 class="elementor-price-table__heading">Valor del taller</h3>
         <span class="elementor-price-table__subheading">Todo incluido</span></div>
         <div class="elementor-price-table__price">
           <span class="elementor-price-table__currency">COP</span>
           <span class="elementor-price-table__integer-part">189.000</span>
           <span class="elementor-price-table__period">por persona</span>
         </div>
         <div class="elementor-price-table__additional_info"><p>Separa tu cupo con un abono de COP 60.000 o paga en 2 cuotas de COP 94.500.</p></div></div>`,
      { lang: 'es-CO' },
    ),
  );

  it('reads the amount beside its currency in spans of their own, under the heading the table wraps in its header', () => {
    expect(workshop.proposal?.['offers']).to.include({ price: '189000', priceCurrency: 'COP' });
  });
});
