import { expect } from 'chai';
import { cmsPage as page } from '../support/cms-page.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';

describe('Page understanding: round 18, a village race on Joomla, wrapped in the article its CMS marks up', () => {
  const race = understandPage(
    page(
      'https://foulees.example/jogging/jogging-2026',
      `<div class="article-details" itemscope itemtype="https://schema.org/Article">
         <h1 itemprop="headline">14e Jogging des Trois Hêtres – dimanche 19 avril 2026</h1>
         <div class="article-info"><span class="createdby" itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Super User</span></span>
           <span class="published"><time datetime="2026-01-12T09:30:00+01:00" itemprop="datePublished">12 janvier 2026</time></span></div>
         <div itemprop="articleBody"><p>Une boucle nature à travers les champs.</p>
           <table class="infos-table"><tbody><tr><th scope="row">Date</th><td>dimanche 19 avril 2026</td></tr>
             <tr><th scope="row">Lieu</th><td>Salle des Trois Hêtres, Rue du Try 14, 5030 Gembloux (Sauvenière)</td></tr>
             <tr><th scope="row">Courses enfants</th><td>Départ : 9h15 – gratuites</td></tr>
             <tr><th scope="row">5 km et 10 km</th><td><strong>Départ : 10h00</strong></td></tr></tbody></table>
           <h3>Inscriptions</h3><p>Inscription : <strong>8 € en prévente</strong> ou <strong>10 € sur place</strong>.</p></div></div>`,
      { lang: 'fr-BE', head: '<meta name="author" content="Super User">' },
    ),
  );

  it('reads a race whose labelled date, start and place outweigh the Article microdata its CMS writes on every page', () => {
    expect(race.kind).to.equal('event');
    expect(JSON.stringify(race.proposal)).not.to.contain('Super User');
  });

  it('states only the day where the page gives several start times, never the post’s publishing time', () => {
    expect(race.proposal?.['startDate']).to.equal('2026-04-19');
    expect(race.notes.join(' ')).to.contain('several start times');
  });

  it('reads the venue’s postcode and town with the village in brackets after it', () => {
    expect((race.proposal?.['location'] as { address: unknown }).address).to.include({
      streetAddress: 'Rue du Try 14',
      postalCode: '5030',
      addressLocality: 'Gembloux',
    });
  });
});

describe('Page understanding: round 18, an FAQ page with blog cards whose titles ask questions (HubSpot)', () => {
  const faq = understandPage(
    page(
      'https://planbar.example/de-ch/faq',
      `<h1>Häufige Fragen</h1>
       <div class="accordion"><button aria-expanded="false">Was kostet Planbar?</button><div class="panel"><p>Ab CHF 4 pro Person und Monat.</p></div>
         <button aria-expanded="false">Kann ich Planbar testen?</button><div class="panel"><p>Ja, 30 Tage kostenlos.</p></div></div>
       <h2>Noch Fragen?</h2><p>Schreiben Sie uns.</p>
       <section class="blog-teaser"><article class="blog-teaser__card"><a href="/de-ch/blog/schichten-fair-planen" class="blog-teaser__link">
         <h3 class="blog-teaser__title">Wie plane ich Schichten fair?</h3><p class="blog-teaser__meta">4. März 2026 · 6 Min. Lesezeit</p></a></article></section>`,
      { lang: 'de-CH' },
    ),
  );

  it('reads a card’s title inside its link to another page as that page’s title, no question', () => {
    const questions = (faq.proposal?.['mainEntity'] as { name: string }[]).map((question) => question.name);
    expect(questions).to.deep.equal(['Was kostet Planbar?', 'Kann ich Planbar testen?']);
  });
});

describe('Page understanding: round 18, products with payment-plan and variant notes', () => {
  it('reads a Brazilian price beside its instalments, its PIX discount and its saving, and "em estoque" as in stock', () => {
    const bag = understandPage(
      page(
        'https://loja.example/produto/bolsa-tiracolo/',
        `<div class="product"><h1 class="product-title">Bolsa Tiracolo em Couro</h1><div class="price-wrapper">
           <p class="price"><span class="woocommerce-Price-amount"><bdi><span>R$</span>&nbsp;189,90</bdi></span></p>
           <p class="parcelamento">ou <strong>3x de R$ 63,30</strong> sem juros no cartão</p>
           <p class="price-pix"><span class="woocommerce-Price-amount"><bdi><span>R$</span>&nbsp;170,91</bdi></span> no PIX <small>(10% de desconto – economize R$ 18,99)</small></p></div>
           <p class="stock in-stock">3 em estoque</p><button class="single_add_to_cart_button">Comprar</button></div>`,
        { lang: 'pt-BR' },
      ),
    );
    expect(bag.proposal?.['offers']).to.include({ price: '189.90', priceCurrency: 'BRL', availability: 'https://schema.org/InStock' });
  });

  it('leaves a note about one sold-out size out of the product’s availability', () => {
    const jacket = understandPage(
      page(
        'https://shop.example/products/field-jacket',
        `<div class="ProductMeta"><h1>Waxed Field Jacket</h1><span class="ProductMeta__Price">£185.00</span></div>
         <form class="ProductForm"><p class="ProductForm__Inventory">Size L is sold out — email me when it's back</p>
           <button type="submit" class="ProductForm__AddToCart">Add to basket</button></form>`,
        { lang: 'en-GB' },
      ),
    );
    expect(jacket.proposal?.['offers']).to.include({ price: '185.00', priceCurrency: 'GBP' });
    // Not out of stock: the note speaks for size L, and the enabled button says the jacket can be bought.
    expect(jacket.proposal?.['offers']).to.include({ availability: 'https://schema.org/InStock' });
  });
});

describe('Page understanding: round 18, a workshop with Ticket Tailor tickets on Webflow', () => {
  const workshop = understandPage(
    page(
      'https://studio.example/workshops/draaien-14-maart',
      `<h1>Dagworkshop keramiek draaien</h1><div class="event-meta-list">
         <div class="event-meta-item"><div class="event-date">za 14 maart 2026, 10:00 – 16:00</div></div>
         <div class="event-meta-item"><div class="event-location">De Gieterij, Vlampijpstraat 57, 3534 AR Utrecht</div></div></div>
       <h3>Locatie</h3><p>Deze workshop vindt plaats in <strong>De Gieterij</strong>, de grote werkplaats met twaalf draaischijven.</p>
       <section><h2 class="section-heading">Tickets</h2><div role="list" class="ticket-list">
         <div role="listitem" class="ticket-row is-soldout"><div class="ticket-name">Early bird</div><div class="ticket-price">€ 45</div><div class="ticket-status">Uitverkocht</div></div>
         <div role="listitem" class="ticket-row"><div class="ticket-name">Regulier</div><div class="ticket-price">€ 65</div><div class="ticket-status">Beschikbaar</div></div></div></section>`,
      { lang: 'nl' },
    ),
  );

  it('ends the day at the second time written with its date', () => {
    expect(workshop.proposal).to.include({ startDate: '2026-03-14T10:00', endDate: '2026-03-14T16:00' });
  });

  it('names the venue from the event’s location line, not the sentence under "Locatie"', () => {
    expect((workshop.proposal?.['location'] as { name: string }).name).to.equal('De Gieterij');
  });

  it('offers the ticket still for sale, not the sold-out early bird', () => {
    expect(workshop.proposal?.['offers']).to.include({ price: '65', priceCurrency: 'EUR' });
  });
});

describe('Page understanding: round 18, small readings', () => {
  it('gives a garage its week’s hours, not the two mornings a line gives the vehicle inspector', () => {
    const garage = understandPage(
      page(
        'https://kfz.example/',
        `<div class="intro"><h1>Kfz-Meisterbetrieb Brenner</h1><ul><li>HU/AU im Haus – TÜV SÜD prüft jeden Dienstag und Donnerstag von 9:00 bis 12:00 Uhr bei uns</li></ul></div>
         <p>Industriestraße 12<br>89231 Neu-Ulm</p><p><a href="tel:+4973155512">0731 555 12</a></p>
         <table class="oeffnungszeiten"><tr><td>Montag – Freitag</td><td>07:30 – 17:30 Uhr</td></tr><tr><td>Samstag</td><td>08:00 – 12:00 Uhr</td></tr></table>`,
        { lang: 'de' },
      ),
    );
    expect((garage.proposal?.['openingHoursSpecification'] as { opens: string }[])[0]).to.include({ opens: '07:30', closes: '17:30' });
  });

  it('reads a job’s "Job details" box beside its text as the job’s own facts', () => {
    const job = understandPage(
      page(
        'https://careers.example/jobs/123-senior-backend-engineer',
        `<div class="grid"><div><h1>Senior Backend Engineer</h1><p>We build software for clinics.</p></div>
         <aside><div class="rounded-lg"><h2>Job details</h2><dl><div><dt>Employment type</dt><dd>Full-time</dd></div>
           <div><dt>Apply before</dt><dd><time datetime="2026-03-31">31 March 2026</time></dd></div></dl></div>
           <div><h2>Your recruiter</h2><p>Aoife Byrne</p></div></aside></div>`,
        { lang: 'en-IE' },
      ),
    );
    expect(job.proposal).to.include({ employmentType: 'FULL_TIME', validThrough: '2026-03-31' });
  });

  it('reads a Mexican recipe card’s "Platillo" as its course', () => {
    const recipe = understandPage(
      page(
        'https://cocina.example/costillas-en-salsa-verde/',
        `<article><h1>Costillas en salsa verde</h1><div class="wprm-recipe-container">
           <div class="wprm-recipe-course-container"><span class="wprm-recipe-details-label">Platillo </span><span class="wprm-recipe-course">Plato fuerte</span></div>
           <ul class="wprm-recipe-ingredients"><li class="wprm-recipe-ingredient">1 kg de costillas</li><li class="wprm-recipe-ingredient">500 g de tomate verde</li><li class="wprm-recipe-ingredient">2 chiles serranos</li></ul>
           <ul class="wprm-recipe-instructions"><li class="wprm-recipe-instruction">Dora las costillas.</li><li class="wprm-recipe-instruction">Agrega la salsa.</li></ul></div></article>`,
        { lang: 'es-MX' },
      ),
    );
    expect(recipe.proposal).to.include({ recipeCategory: 'Plato fuerte' });
  });
});
