import { expect } from 'chai';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page } from '../support/cms-page.js';

describe('Page understanding: round 29, an FAQ on Kajabi', () => {
  it('reads a toggle that holds its question as a heading beside an icon ("+")', () => {
    const item = (question: string, answer: string) =>
      `<div class="accordion__item"><button class="accordion__title" aria-expanded="false"><h4 class="accordion__heading">${question}</h4><span>+</span></button>
         <div class="accordion__content"><p>${answer}</p></div></div>`;
    const faq = understandPage(
      page(
        'https://www.brushwork.example/faq',
        `<h1>Frequently Asked Questions</h1><h2>Courses &amp; access</h2><div class="accordion">
           ${item('How long do I have access to a course?', 'For as long as the school exists.')}
           ${item('Can I watch on my phone?', 'Yes, in any browser.')}</div>`,
      ),
    );
    expect(faq.kind).to.equal('faq');
    expect((faq.proposal?.['mainEntity'] as { name: string }[]).map((q) => q.name)).to.deep.equal([
      'How long do I have access to a course?',
      'Can I watch on my phone?',
    ]);
  });
});

describe('Page understanding: round 29, a Finnish family company’s about page', () => {
  it('is an about page by its address ("/meista"), its story heading and the sentence that says when it was founded', () => {
    const about = understandPage(
      page(
        'https://www.mylly.example/meista',
        `<h1>Neljä sukupolvea, yksi kivimylly</h1><h2>Tarinamme</h2><p>Mylly perustettiin vuonna 1921, ja jauhamme yhä samalla paikalla.</p>`,
        {
          lang: 'fi',
          head: '<meta property="og:site_name" content="Haapalan Mylly">',
          footer: '<p>Haapalan Mylly<br>Myllytie 4<br>38200 Sastamala</p>',
        },
      ),
    );
    expect(about.kind).to.equal('about');
    expect(about.reasons).to.include('It tells when the business was founded.');
    expect(about.proposal?.['mainEntity']).to.include({ name: 'Haapalan Mylly', foundingDate: '1921' });
  });
});

describe('Page understanding: round 29, a Norwegian job ad on Webcruiter', () => {
  it('reads the deadline from the sidebar card of the ad’s own facts ("Om stillingen"), not from the card of other vacancies', () => {
    const stale = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Sykepleier natt',
      datePosted: '2026-03-06',
      validThrough: '2026-04-05T23:59:00',
      hiringOrganization: { '@type': 'Organization', name: 'Askeland kommune' },
    });
    const job = understandPage(
      page(
        'https://candidate.webcruiter.example/nb-no/Home/Advert?advertId=1',
        `<div class="row"><div class="col-lg-8"><h1>Sykepleier natt</h1><p>Solvik bo- og omsorgssenter søker sykepleier i 100 % fast stilling.</p></div>
         <aside class="col-lg-4"><div class="card"><h2>Om stillingen</h2><dl><dt>Arbeidsgiver</dt><dd>Askeland kommune</dd>
           <dt>Søknadsfrist</dt><dd><strong>19.04.2026</strong> <span class="badge">Forlenget</span></dd></dl></div>
           <div class="card"><h2>Andre stillinger i Askeland kommune</h2><ul><li><a href="/nb-no/Home/Advert?advertId=2">Helsefagarbeider</a><br><span>Søknadsfrist: 05.04.2026</span></li></ul></div></aside></div>`,
        { lang: 'nb', head: `<script type="application/ld+json">${stale}</script>` },
      ),
    );
    expect(job.proposal).to.include({ '@type': 'JobPosting', validThrough: '2026-04-19' });
  });
});

describe('Page understanding: round 29, a recipe whose plugin markup keeps an earlier edit of the card', () => {
  it('follows the card’s times and servings over the markup’s, and says so', () => {
    const stale = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Cottage Pie',
      prepTime: 'PT25M',
      cookTime: 'PT1H10M',
      totalTime: 'PT1H35M',
      recipeYield: ['4', '4 servings'],
      recipeIngredient: ['500g beef mince', '2 onions', '1kg potatoes'],
    });
    const pie = understandPage(
      page(
        'https://www.kitchen.example/cottage-pie/',
        `<h1>Cottage Pie</h1><div class="tasty-recipes"><div class="tasty-recipes-details"><ul>
           <li class="prep-time"><span class="tasty-recipes-label">Prep Time:</span> <span class="tasty-recipes-prep-time">20 minutes</span></li>
           <li class="cook-time"><span class="tasty-recipes-label">Cook Time:</span> <span class="tasty-recipes-cook-time">1 hour 10 minutes</span></li>
           <li class="total-time"><span class="tasty-recipes-label">Total Time:</span> <span class="tasty-recipes-total-time">1 hour 30 minutes</span></li>
           <li class="yield"><span class="tasty-recipes-label">Yield:</span> <span class="tasty-recipes-yield">Serves 6</span></li></ul></div>
           <div class="tasty-recipes-ingredients"><h3>Ingredients</h3><ul><li>500g beef mince</li><li>2 onions</li><li>1kg potatoes</li></ul></div>
           <div class="tasty-recipes-instructions"><h3>Instructions</h3><ol><li>Brown the mince.</li><li>Boil the potatoes.</li><li>Bake.</li></ol></div></div>`,
        { head: `<script type="application/ld+json">${stale}</script>` },
      ),
    );
    expect(pie.proposal).to.include({ prepTime: 'PT20M', cookTime: 'PT1H10M', totalTime: 'PT1H30M' });
    expect(JSON.stringify(pie.proposal?.['recipeYield'])).to.include('6');
    expect(pie.notes.join(' ')).to.match(/markup gives prepTime "PT25M", but the recipe card shows "PT20M"/);
  });
});

describe('Page understanding: round 29, a dental clinic’s branch page', () => {
  it('takes the branch’s labelled e-mail and phone, not the header’s address or the number under "Also visit us in Kanata"', () => {
    const clinic = understandPage(
      page(
        'https://www.riversidedental.example/orleans/',
        `<h1>Riverside Family Dental – Orléans</h1><h2>Contact</h2><p>2150 St. Joseph Blvd., Suite 204<br>Orléans, ON K1C 7C5</p>
         <p>Phone / Téléphone: <a href="tel:+16135550178">613-555-0178</a><br>Email: <a href="mailto:orleans@riversidedental.example">orleans@riversidedental.example</a></p>
         <h3>Also visit us in Kanata</h3><p>420 Hazeldean Rd<br>Kanata, ON K2L 4B2</p><p>Phone: 613-555-0193</p>`,
        {
          header:
            '<a href="/">Riverside Family Dental</a> <a href="mailto:hello@riversidedental.example">hello@riversidedental.example</a>',
        },
      ),
    );
    expect(clinic.proposal).to.include({ telephone: '613-555-0178', email: 'orleans@riversidedental.example' });
  });
});

describe('Page understanding: round 29, a pub’s Squarespace events index and one of its events', () => {
  const teaser = (slug: string, title: string, modifier = '') =>
    `<article class="eventlist-event eventlist-event--upcoming${modifier}"><a href="/events/${slug}"><img src="/${slug}.jpg" alt=""></a>
       <h1 class="eventlist-title"><a href="/events/${slug}">${title}</a></h1><time datetime="2026-03-11">Wednesday, 11 March 2026</time>
       <a href="/events/${slug}" class="eventlist-button">View Event →</a></article>`;

  it('lists the upcoming events its teaser articles show, whatever modifier one of them adds', () => {
    const index = understandPage(
      page(
        'https://www.crookedfiddle.example/events',
        `<div class="sqs-events-collection-intro"><h1 class="collection-title">What’s On</h1></div>
         <div class="eventlist eventlist--upcoming">${teaser('quiz', 'Quiz Night')}${teaser('trad', 'Trad Session')}${teaser('comedy', 'Comedy Upstairs', ' eventlist-event--multiday')}</div>`,
        {
          head: `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'LocalBusiness', name: 'The Crooked Fiddle' })}</script>`,
        },
      ),
    );
    expect(index.kind).to.equal('collection');
    expect(index.proposal?.['mainEntity']).to.include({ numberOfItems: 3 });
  });

  it('gives the venue’s address written as one text in the markup as a PostalAddress', () => {
    const event = understandPage(
      page(
        'https://www.crookedfiddle.example/events/trad-session',
        `<h1>Trad Session</h1><p>Friday, 20 March 2026, 21:30 – 23:30</p><p class="eventitem-meta-address">The Crooked Fiddle, 14 Quay Street, Galway H91 X2K7</p>`,
        {
          lang: 'en-IE',
          head: `<script type="application/ld+json">${JSON.stringify({
            '@context': 'https://schema.org',
            '@type': 'Event',
            name: 'Trad Session',
            startDate: '2026-03-20T21:30:00+0000',
            location: { '@type': 'Place', name: 'The Crooked Fiddle', address: '14 Quay Street\nGalway, H91 X2K7\nIreland' },
          })}</script>`,
        },
      ),
    );
    expect(event.proposal?.['location']).to.deep.include({ name: 'The Crooked Fiddle' });
    expect((event.proposal?.['location'] as Record<string, unknown>)['address']).to.include({
      '@type': 'PostalAddress',
      streetAddress: '14 Quay Street',
      addressLocality: 'Galway',
    });
  });
});

describe('Page understanding: round 29, a Shopify product whose markup gives the first variant’s SKU', () => {
  it('follows the SKU the product area labels (the selected variant’s) over one the page shows nowhere', () => {
    const hoodie = understandPage(
      page(
        'https://www.tussock.example/products/merino-hoodie',
        `<section class="product__info-container"><h1>Merino Hoodie</h1><p class="product__text">SKU: TC-CHA-M</p>
         <div class="price"><span class="price-item">$129.00 NZD</span></div><form action="/cart/add"><button name="add">Add to cart</button></form></section>`,
        {
          lang: 'en-NZ',
          head: `<script type="application/ld+json">${JSON.stringify({
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: 'Merino Hoodie',
            sku: 'TC-CHA-S',
            offers: { '@type': 'Offer', price: '129.00', priceCurrency: 'NZD' },
          })}</script>`,
        },
      ),
    );
    expect(hoodie.proposal).to.include({ sku: 'TC-CHA-M' });
  });
});

describe('Page understanding: round 29, an about page whose footer gives two numbers', () => {
  it('takes the number its line announces as a phone ("Puh."), not the wholesale contact’s', () => {
    const about = understandPage(
      page('https://www.mylly.example/meista', `<h1>Meistä</h1><p>Mylly perustettiin vuonna 1921.</p>`, {
        lang: 'fi',
        head: '<meta property="og:site_name" content="Haapalan Mylly">',
        footer: `<p>Haapalan Mylly<br>Myllytie 4<br>38200 Sastamala</p><p>Puh. <a href="tel:+35835124410">03 512 4410</a></p>
          <p>Tukkutilaukset: Aino Haapala, <a href="tel:+358401234567">040 123 4567</a></p>`,
      }),
    );
    expect(about.proposal?.['mainEntity']).to.include({ telephone: '03 512 4410' });
  });
});
