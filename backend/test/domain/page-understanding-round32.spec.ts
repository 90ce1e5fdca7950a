import { expect } from 'chai';
import { parsePageSnapshot } from '../../src/adapters/page-fetch/html-snapshot-parser.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page, jsonLd } from '../support/cms-page.js';

describe('Page understanding: round 32, a job on Lever', () => {
  it('takes the h2 its title block holds for the main heading of a page with no h1, on a careers site', () => {
    const job = understandPage(
      parsePageSnapshot({
        url: 'https://jobs.lever.example/tallyfield/3b7e0c52',
        tokenBudget: 2000,
        html: `<!doctype html><html lang="en"><head><title>Tallyfield - Senior Backend Engineer, Payments</title></head><body>
          <div class="main-header-logo"><a href="https://tallyfield.example"><img alt="Tallyfield logo"></a></div>
          <div class="posting-headline"><h2>Senior Backend Engineer, Payments</h2><div class="posting-categories">
            <div class="location">Toronto, Ontario</div><div class="commitment">Full-time /</div></div></div>
          <a class="postings-btn" href="https://jobs.lever.example/tallyfield/3b7e0c52/apply">Apply for this job</a>
          <div class="section"><p>We are hiring a backend engineer for our payments team.</p></div></body></html>`,
      }),
    );
    expect(job.kind).to.equal('job');
    expect(job.reasons).to.include('The page is on a careers site.');
    expect(job.proposal).to.include({ '@type': 'JobPosting', title: 'Senior Backend Engineer, Payments', employmentType: 'FULL_TIME' });
  });

  it('reads the employer before the title, a town and province, and the pay and closing date said in sentences', () => {
    const job = understandPage(
      parsePageSnapshot({
        url: 'https://jobs.lever.example/tallyfield/3b7e0c52',
        tokenBudget: 2000,
        html: `<!doctype html><html lang="en"><head><title>Tallyfield - Senior Backend Engineer, Payments</title></head><body>
          <div class="posting-headline"><h2>Senior Backend Engineer, Payments</h2><div class="posting-categories">
            <div class="location">Toronto, Ontario</div><div class="commitment">Full-time /</div></div></div>
          <div class="section"><ul><li>A $1,500 annual wellness account</li><li>RRSP matching</li></ul>
            <p>Compensation</p><p>The base salary range for this role in Toronto is CA$135,000 – CA$160,000 per year, plus stock options.</p>
            <p>Applications for this posting close on April 10, 2026. Our process is a recruiter call and two interviews.</p></div>
          <a href="https://jobs.lever.example/tallyfield/3b7e0c52/apply">Apply for this job</a></body></html>`,
      }),
    );
    expect(job.proposal?.['hiringOrganization']).to.include({ name: 'Tallyfield' });
    expect(job.proposal?.['jobLocation']).to.have.nested.property('address.addressLocality', 'Toronto');
    expect(job.proposal).to.include({ validThrough: '2026-04-10' });
    expect(job.proposal?.['baseSalary']).to.deep.include({ currency: 'CAD' });
    expect(job.proposal?.['baseSalary']).to.have.nested.property('value.minValue', '135000');
  });
});

describe('Page understanding: round 32, category pages', () => {
  const card = (slug: string, name: string) =>
    `<li class="product"><article class="card"><h3 class="card-title"><a href="/${slug}/">${name}</a></h3><span class="price">$189.99</span></article></li>`;
  it('is a collection where the only price beside its heading is written in the description ("rent a pair from $18/day")', () => {
    const category = understandPage(
      page(
        'https://www.northbound.example/winter/snowshoes/',
        `<div class="category-header"><h1 class="page-heading">Snowshoes</h1><div class="category-description"><p>We stock snowshoes for every kind of Northern Ontario winter. Not sure which size? Pick by your weight. You can also rent a pair from $18/day at the shop.</p></div></div>
         <ul class="productGrid">${card('a', 'Ridgeline 25')}${card('b', 'Summit 30')}${card('c', 'Ascent 30')}</ul>`,
        { lang: 'en-CA' },
      ),
    );
    expect(category.kind).to.equal('collection');
    expect(category.proposal?.['mainEntity']).to.include({ numberOfItems: 3 });
  });
});

describe('Page understanding: round 32, a blog post whose SEO plugin kept an earlier edit', () => {
  it('follows the heading, the byline and the "Updated" date the page shows over the markup and meta tags', () => {
    const post = understandPage(
      page(
        'https://www.prairiehearth.example/prevent-ice-dams/',
        `<article class="post"><h1 class="entry-title">How to Prevent Ice Dams on Your Roof</h1>
           <div class="entry-meta"><span class="posted-by">By <span class="author vcard"><a href="/author/dana/">Dana Kowalczyk</a></span></span>
           <time class="entry-date published" datetime="2025-12-09T07:00:00-06:00">December 9, 2025</time>
           <span class="updated-on">Updated <time class="entry-date updated" datetime="2026-02-26T10:42:18-06:00">February 26, 2026</time></span></div>
           <p>Ice dams start in your attic, not on your roof.</p></article>`,
        {
          head: `<meta property="og:type" content="article"><meta property="og:title" content="How to Prevent Ice Dams: 7 Tips">
            <meta property="article:modified_time" content="2025-12-09T13:00:00+00:00"><meta name="author" content="pbhadmin">${jsonLd({
              '@type': 'Article',
              headline: 'How to Prevent Ice Dams: 7 Tips',
              datePublished: '2025-12-09T13:00:00+00:00',
              dateModified: '2025-12-09T13:00:00+00:00',
              author: { '@type': 'Person', name: 'pbhadmin' },
            })}`,
        },
      ),
    );
    expect(post.proposal).to.include({ headline: 'How to Prevent Ice Dams on Your Roof' });
    expect(post.proposal?.['author']).to.include({ name: 'Dana Kowalczyk' });
    expect(String(post.proposal?.['dateModified'])).to.match(/^2026-02-26/);
  });
});

describe('Page understanding: round 32, an Irish accountants’ about page', () => {
  it('finds the firm its site names with its kind ("… Chartered Accountants") in the content’s block, with its Eircode', () => {
    const about = understandPage(
      page(
        'https://www.obriainwalsh.example/about-us',
        `<h1>Cork’s independent accountants, since 1979</h1><h2>Our story</h2><p>Founded in 1979 on the South Mall.</p>
         <h3>Cork (head office)</h3><p>Ó Briain &amp; Walsh<br>7 South Mall<br>Cork T12 K8X4</p><p>T: <a href="tel:+353214273310">021 427 3310</a></p>`,
        { lang: 'en-IE', header: '<a href="/" class="logo">Ó Briain &amp; Walsh Chartered Accountants</a>' },
      ),
      { type: 'AboutPage' },
    );
    expect(about.proposal?.['mainEntity']).to.include({ '@type': 'AccountingService', foundingDate: '1979' });
    expect((about.proposal?.['mainEntity'] as Record<string, unknown>)['address']).to.include({
      streetAddress: '7 South Mall',
      addressLocality: 'Cork',
      postalCode: 'T12 K8X4',
    });
  });
});

describe('Page understanding: round 32, an FAQ whose pasted markup went stale', () => {
  it('gives the questions the page shows, in its order, where the markup asks one it no longer does, and the page’s address', () => {
    const question = (q: string, a: string) => `<details><summary>${q}</summary><p>${a}</p></details>`;
    const faq = understandPage(
      page(
        'https://www.rostrly.example/faq',
        `<h1>Frequently asked questions</h1>${question('Is there a free trial?', 'Yes, 30 days.')}${question('How long does set-up take?', 'About an hour.')}`,
        {
          head: jsonLd({
            '@type': 'FAQPage',
            mainEntity: [
              { '@type': 'Question', name: 'Is there a free trial?', acceptedAnswer: { '@type': 'Answer', text: 'Yes, 14 days.' } },
              { '@type': 'Question', name: 'Do you offer a lifetime deal?', acceptedAnswer: { '@type': 'Answer', text: 'Yes, €19.' } },
            ],
          }),
        },
      ),
    );
    expect((faq.proposal?.['mainEntity'] as { name: string }[]).map((q) => q.name)).to.deep.equal([
      'Is there a free trial?',
      'How long does set-up take?',
    ]);
    expect(faq.proposal).to.include({ url: 'https://www.rostrly.example/faq' });
  });
});

describe('Page understanding: round 32, a Squarespace concert', () => {
  const concert = () =>
    understandPage(
      parsePageSnapshot({
        url: 'https://www.calderfolknights.example/events/coquet-trio-spring-2026',
        tokenBudget: 2000,
        html: `<!doctype html><html lang="en-GB"><head><title>The Coquet Trio — Calder Folk Nights</title>
          ${jsonLd({
            '@context': 'http://schema.org',
            '@type': 'Event',
            name: 'The Coquet Trio',
            startDate: '2026-04-17T19:30:00+0100',
            location: { '@type': 'Place', name: "The Weavers' Chapel", address: 'Northgate\nHeptonstall, HX7 7LX\nUnited Kingdom' },
          })}</head><body><main>
          <h1 class="eventitem-title">The Coquet Trio</h1>
          <ul class="eventitem-meta"><li><time class="event-date" datetime="2026-04-17">Friday 17 April 2026</time>
            <time class="event-time-localized-start" datetime="2026-04-17">7:30pm</time></li>
            <li class="eventitem-meta-address">The Weavers' Chapel</li></ul>
          <div class="sqs-block-content"><p>Northumbrian smallpipes, fiddle and three-part harmony.</p>
            <h3>Tickets</h3><p>Tickets <strong>£16</strong> (plus booking fee), sold through TicketSource. Under-16s free with a
            paying adult. Friends of Calder Folk Nights get £2 off with their code.</p></div></main></body></html>`,
      }),
    );

  it('reads the venue address its markup writes a line per part, a street without a house number', () => {
    expect(concert().proposal?.['location']).to.deep.include({
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Northgate',
        postalCode: 'HX7 7LX',
        addressLocality: 'Heptonstall',
        addressCountry: 'GB',
      },
    });
  });

  it('takes the price a sentence of the ticket section opens on, not the discount after it', () => {
    expect(concert().proposal?.['offers']).to.include({ price: '16', priceCurrency: 'GBP' });
  });
});

describe('Page understanding: round 32, a WooCommerce product whose SEO markup gives no rating', () => {
  it('adds the rating WooCommerce shows ("Rated 4.92 out of 5 based on 25 customer ratings")', () => {
    const throwPage = understandPage(
      page(
        'https://www.cwmtawewoollens.example/product/honeycomb-merino-throw-heather/',
        `<h1 class="product_title">Honeycomb Merino Throw – Heather</h1>
          <div class="woocommerce-product-rating"><div class="star-rating" role="img" aria-label="Rated 4.92 out of 5">
            <span>Rated <strong class="rating">4.92</strong> out of 5 based on <span class="rating">25</span> customer ratings</span></div>
            <a href="#reviews" class="woocommerce-review-link">(<span class="count">25</span> customer reviews)</a></div>
          <p class="price"><span class="woocommerce-Price-amount amount">£89.00</span></p>
          <p class="stock in-stock">In stock</p><button class="single_add_to_cart_button">Add to basket</button>`,
        {
          lang: 'en-GB',
          head: jsonLd({
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: 'Honeycomb Merino Throw – Heather',
            offers: { '@type': 'Offer', price: '89.00', priceCurrency: 'GBP' },
          }),
        },
      ),
    );
    expect(throwPage.proposal?.['aggregateRating']).to.deep.include({ ratingValue: '4.92', reviewCount: '25' });
  });
});
