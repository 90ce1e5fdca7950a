import { expect } from 'chai';
import { cmsPage as page } from '../support/cms-page.js';
import { parsePageSnapshot } from '../../src/adapters/page-fetch/html-snapshot-parser.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';

describe('Page understanding: round 24, a Webflow club’s FAQ in dropdowns', () => {
  const item = (question: string, answer: string) =>
    `<div class="faq-item w-dropdown"><div class="faq-question w-dropdown-toggle"><div class="faq-icon w-icon-dropdown-toggle"></div>
       <h3 class="faq-question-text">${question}</h3></div>
       <nav class="faq-answer w-dropdown-list"><div class="faq-answer-text w-richtext"><p>${answer}</p></div></nav></div>`;
  const snapshot = page(
    'https://www.club.example/faq',
    `<h1>Veelgestelde vragen over lid worden</h1><div class="w-layout-grid grid-faq"><div class="faq-wrapper">
       ${item('Hoe word ik lid?', 'Via het online inschrijfformulier.')}
       ${item('Kan ik eerst een proeftraining doen?', 'Ja, drie keer gratis.')}
       ${item('Wat kost het lidmaatschap?', 'De contributie is € 195 per seizoen.')}</div>
       <div class="faq-sidebar"><div class="sidebar-card"><h4>Nog een vraag?</h4><p>Mail de ledenadministratie.</p></div></div></div>`,
    { lang: 'nl' },
  );

  it('reads a toggle that holds its question as a heading of its own, with the dropdown list beside it as the answer', () => {
    expect(snapshot.faqs.map((faq) => faq.question)).to.deep.equal([
      'Hoe word ik lid?',
      'Kan ik eerst een proeftraining doen?',
      'Wat kost het lidmaatschap?',
    ]);
    expect(snapshot.faqs[0]?.answer).to.equal('Via het online inschrijfformulier.');
  });

  it('makes the page an FAQPage, and a sidebar’s "Nog een vraag?" no question of it', () => {
    const faq = understandPage(snapshot);
    expect(faq.kind).to.equal('faq');
    expect(JSON.stringify(faq.proposal)).not.to.include('Nog een vraag');
  });
});

describe('Page understanding: round 24, bylines and the markup’s author', () => {
  const story = (byline: string, markupAuthor: unknown) =>
    understandPage(
      page(
        'https://news.example/2026/02/12/liceo-astronomia',
        `<article><header><h1>Il liceo in finale alle olimpiadi di astronomia</h1><div class="story__author">${byline}</div>
           <time datetime="2026-02-12T08:15:00+01:00">12 febbraio 2026</time></header><p>La squadra parte per Roma.</p></article>`,
        {
          lang: 'it',
          head: `<script type="application/ld+json">${JSON.stringify({
            '@context': 'https://schema.org',
            '@type': 'NewsArticle',
            headline: 'Il liceo in finale alle olimpiadi di astronomia',
            datePublished: '2026-02-12T08:15:00+01:00',
            image: 'https://news.example/liceo.jpg',
            author: markupAuthor,
          })}</script>`,
        },
      ),
    );

  it('follows the byline where the markup names a desk the page never shows ("Redazione web")', () => {
    const desk = story('di Chiara Bonfanti', { '@type': 'Organization', name: 'Redazione web' });
    expect(desk.proposal?.['author']).to.deep.include({ name: 'Chiara Bonfanti' });
  });

  it('reads a byline listing writers with commas (Ghost) as each of them, and the markup naming the first only gives way', () => {
    const two = story('Dana Whitfield, Marcus Oyelaran', { '@type': 'Person', name: 'Dana Whitfield' });
    expect((two.proposal?.['author'] as { name: string }[]).map((author) => author.name)).to.deep.equal([
      'Dana Whitfield',
      'Marcus Oyelaran',
    ]);
  });

  it('never reads a role, a publication or a place after the comma as a second writer', () => {
    for (const byline of ['By Jane Doe, Senior Editor', 'By Jane Doe, Associated Press', 'By Jane Doe, New York']) {
      const one = story(byline, { '@type': 'Person', name: 'Jane Doe' });
      expect(one.proposal?.['author'], byline).to.deep.include({ name: 'Jane Doe' });
    }
  });
});

describe('Page understanding: round 24, a school’s open days written as the items of a list', () => {
  const openDays = understandPage(
    page(
      'https://www.gymnasium.example/aktuelles/tage-der-offenen-tuer',
      `<h1>Tage der offenen Tür 2026</h1><div class="textpic-item"><p>In diesem Jahr öffnen wir unsere Türen an zwei Tagen:</p>
         <ul><li><strong>Freitag, 6. März 2026, 15:00 – 18:00 Uhr</strong></li><li><strong>Samstag, 7. März 2026, 10:00 – 13:00 Uhr</strong></li></ul>
         <p><strong>Ort:</strong> Gymnasium am Lindenberg, Hauptgebäude, Lindenbergstraße 40, 35578 Wetzlar. Treffpunkt ist das Foyer vor der Aula.</p></div>`,
      { lang: 'de' },
    ),
  );

  it('reads the days listed with their hours as one event from the first day’s opening to the last day’s closing', () => {
    expect(openDays.kind).to.equal('event');
    expect(openDays.proposal).to.include({ startDate: '2026-03-06T15:00', endDate: '2026-03-07T13:00' });
  });

  it('reads the labelled venue’s address without the sentence after the town', () => {
    expect((openDays.proposal?.['location'] as Record<string, unknown>)['address']).to.include({
      streetAddress: 'Lindenbergstraße 40',
      postalCode: '35578',
      addressLocality: 'Wetzlar',
    });
  });
});

describe('Page understanding: round 24, a Squarespace summary block listing a school’s courses', () => {
  const item = (slug: string, title: string) =>
    `<div class="summary-item summary-item-record-type-text"><div class="summary-content"><div class="summary-title">
       <a href="/kurse/${slug}" class="summary-title-link">${title}</a></div><div class="summary-excerpt"><p>Ein Kurs für Kinder.</p></div></div></div>`;
  const courses = understandPage(
    page(
      'https://www.kunstschule.example/kurse',
      `<h1>Kurse im Sommersemester 2026</h1><div class="summary-block-wrapper"><div class="summary-block-header"><h2>Unser Kursprogramm</h2></div>
         <div class="summary-item-list-container sqs-gallery-container"><div class="summary-item-list sqs-gallery">
         ${item('malen', 'Malen und Zeichnen (6–9 Jahre)')}${item('keramik', 'Keramikwerkstatt (8–12 Jahre)')}${item('druck', 'Druckwerkstatt (10–14 Jahre)')}</div></div></div>`,
      { lang: 'de' },
    ),
  );

  it('reads the section’s index as a collection of the items its summary block lists, never one of them', () => {
    expect(courses.kind).to.equal('collection');
    const list = courses.proposal?.['mainEntity'] as { itemListElement: { name: string; url: string }[] };
    expect(list.itemListElement.map((entry) => entry.name)).to.deep.equal([
      'Malen und Zeichnen (6–9 Jahre)',
      'Keramikwerkstatt (8–12 Jahre)',
      'Druckwerkstatt (10–14 Jahre)',
    ]);
    expect(list.itemListElement[1]?.url).to.equal('https://www.kunstschule.example/kurse/keramik');
  });
});

describe('Page understanding: round 24, a job ad whose SEO plugin kept an earlier posting’s markup', () => {
  const stale = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: 'Redaktor / Redaktorka prowadząca',
    datePosted: '2025-09-01',
    hiringOrganization: { '@type': 'Organization', name: 'Wydawnictwo Czarny Bez' },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Kraków', addressCountry: 'PL' } },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'PLN',
      value: { '@type': 'QuantitativeValue', minValue: 6500, maxValue: 7500, unitText: 'MONTH' },
    },
  });
  const job = understandPage(
    page(
      'https://wydawnictwo.example/praca/redaktor-prowadzacy/',
      `<article><h1>Redaktor / Redaktorka prowadząca</h1><ul>
         <li><strong>Miejsce pracy:</strong> Kraków, ul. Józefińska 18 (biuro redakcji) – praca hybrydowa</li>
         <li><strong>Wynagrodzenie:</strong> 8 500 – 10 000 zł brutto miesięcznie</li>
         <li><strong>Zgłoszenia do:</strong> 15 marca 2026</li></ul><p>Szukamy redaktora.</p></article>`,
      { lang: 'pl', head: `<script type="application/ld+json">${stale}</script>` },
    ),
  );

  it('follows the pay the ad states over the markup’s', () => {
    expect((job.proposal?.['baseSalary'] as { value: Record<string, unknown> }).value).to.include({ minValue: '8500', maxValue: '10000' });
  });

  it('reads the town and the office’s street of a labelled place of work, and "Zgłoszenia do" as the closing date', () => {
    const bare = understandPage(
      page(
        'https://wydawnictwo.example/praca/redaktor-prowadzacy/',
        `<article><h1>Redaktor / Redaktorka prowadząca</h1><ul>
           <li><strong>Miejsce pracy:</strong> Kraków, ul. Józefińska 18 (biuro redakcji) – praca hybrydowa</li>
           <li><strong>Wynagrodzenie:</strong> 8 500 – 10 000 zł brutto miesięcznie</li><li><strong>Zgłoszenia do:</strong> 15 marca 2026</li>
           <li><strong>Rodzaj umowy:</strong> umowa o pracę, pełny etat</li></ul></article>`,
        { lang: 'pl' },
      ),
      { type: 'JobPosting' },
    );
    expect((bare.proposal?.['jobLocation'] as { address: Record<string, unknown> }).address).to.include({
      streetAddress: 'ul. Józefińska 18',
      addressLocality: 'Kraków',
    });
    expect(bare.proposal).to.include({ validThrough: '2026-03-15' });
  });
});

describe('Page understanding: round 24, an association’s about page whose footer gives its federation’s head office', () => {
  it('takes the block in the page’s content that names the association over the footer’s other body', () => {
    const about = understandPage(
      page(
        'https://www.rouelibre.example/qui-sommes-nous',
        `<h1>Qui sommes-nous ?</h1><p>Roue Libre Grenoble défend le vélo au quotidien depuis 1998.</p>
         <p>Siège social et accueil :<br>Roue Libre Grenoble<br>7 rue des Bergers<br>38000 Grenoble<br>Tél. 04 76 55 52 18</p>`,
        {
          lang: 'fr',
          head: '<meta property="og:site_name" content="Roue Libre Grenoble">',
          footer: `<p>Fédération des cyclistes urbains — Siège national : 12 rue des Bouchers<br>67000 Strasbourg<br><a href="tel:+33388555710">03 88 55 57 10</a></p>`,
        },
      ),
    );
    const owner = about.proposal?.['mainEntity'] as Record<string, unknown>;
    expect(owner['address']).to.include({ streetAddress: '7 rue des Bergers', postalCode: '38000', addressLocality: 'Grenoble' });
    expect(owner['telephone']).to.equal('04 76 55 52 18');
  });
});

describe('Page understanding: round 24, a recipe in a Substack post', () => {
  // Substack writes no <header> or <main>: its navbar's h1 links home, and the post is an article.newsletter-post.
  const snapshot = parsePageSnapshot({
    url: 'https://bakers.substack.example/p/brown-butter-oat-scones',
    tokenBudget: 2000,
    html: `<!doctype html><html lang="en-GB"><head><title>Brown butter oat scones</title></head><body><div id="main" class="main">
     <div class="main-menu topbar-container"><div class="navbar-title"><h1 class="navbar-title-link"><a href="/">The Bakers' Bulletin</a></h1></div></div>
     <article class="typography newsletter-post post"><div class="post-header"><h1 class="post-title">Brown butter oat scones</h1>
       <div class="byline-wrapper"><a href="https://substack.example/@ruth">Ruth Ellison</a><div class="meta">Feb 20, 2026</div></div></div>
       <div class="available-content"><div class="body markup"><p>Morning, bakers!</p><h2>Brown Butter Oat Scones</h2>
       <p><strong>Makes 8 scones · Prep 15 minutes (plus 20 minutes chilling) · Bake 18 minutes at 200°C (180°C fan)</strong></p>
       <h3>Ingredients</h3><ul><li>125g butter</li><li>250g flour</li><li>80g oats</li><li>2 tsp baking powder</li></ul>
       <h3>Method</h3><ol><li><p>Brown the butter and chill it.</p></li><li><p>Rub it into the flour.</p></li><li><p>Bake for 18 minutes.</p></li></ol></div></div></article>
     </div></body></html>`,
  });
  const scones = understandPage(snapshot);

  it('takes the post’s title for the main heading, not the navbar’s h1 that only links home', () => {
    expect(scones.proposal).to.include({ name: 'Brown butter oat scones' });
  });

  it('reads the post, whose article class says "newsletter", as the page’s own content', () => {
    expect(scones.proposal).to.include({ recipeYield: '8 scones' });
  });

  it('reads "Prep 15 minutes (plus …)" and "Bake 18 minutes at 200°C" as the times, and the post’s dateline as its date', () => {
    expect(scones.proposal).to.include({ prepTime: 'PT15M', cookTime: 'PT18M', datePublished: '2026-02-20' });
  });
});

describe('Page understanding: round 24, a WP Recipe Maker card', () => {
  it('reads "4.8 de 23 votes" as the rating and "Total: 1 heure" as the total time; a "Total" price is no time', () => {
    const tart = understandPage(
      page(
        'https://carnets.example/tarte-poireaux-comte/',
        `<article><h1>Tarte aux poireaux et au comté</h1><div class="wprm-recipe-container"><div class="wprm-recipe">
           <div class="wprm-recipe-rating"><div class="wprm-recipe-rating-details"><span class="wprm-recipe-rating-average">4.8</span> de <span class="wprm-recipe-rating-count">23</span> votes</div></div>
           <div class="wprm-recipe-times-container"><div class="wprm-recipe-total-time-container"><span class="wprm-recipe-time-label">Total&#58; </span><span class="wprm-recipe-time">1 heure</span></div></div>
           <h3>Ingrédients</h3><ul class="wprm-recipe-ingredients"><li>3 poireaux</li><li>150 g de comté</li><li>1 pâte brisée</li></ul>
           <h3>Instructions</h3><ul class="wprm-recipe-instructions"><li>Faire fondre les poireaux.</li><li>Garnir la pâte et cuire.</li></ul></div></div></article>`,
        { lang: 'fr' },
      ),
    );
    expect(tart.proposal).to.include({ totalTime: 'PT1H' });
    expect(tart.proposal?.['aggregateRating']).to.include({ ratingValue: '4.8', reviewCount: '23' });
  });
});

describe('Page understanding: round 24, a newspaper’s section', () => {
  it('gives an article the section its article:section meta tag names', () => {
    const story = understandPage(
      page(
        'https://news.example/lecco/cronaca/2026/02/12/news/liceo/',
        `<article><h1>Il liceo in finale</h1><div class="byline">di Chiara Bonfanti</div><time datetime="2026-02-12T08:15:00+01:00">12 febbraio 2026</time><p>La squadra parte.</p></article>`,
        { lang: 'it', head: '<meta property="og:type" content="article"><meta property="article:section" content="Cronaca">' },
      ),
    );
    expect(story.proposal).to.include({ articleSection: 'Cronaca' });
  });
});
