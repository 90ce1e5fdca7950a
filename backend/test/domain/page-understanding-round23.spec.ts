import { expect } from 'chai';
import { cmsPage as page } from '../support/cms-page.js';
import { postalAddress } from '../../src/domain/page-understanding/read-values.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';

describe('Page understanding: round 23, a branch page whose SEO plugin writes the head office on every page', () => {
  const headOffice = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Plumber',
    name: 'Brightwater Plumbing',
    telephone: '+1-512-555-0190',
    address: {
      '@type': 'PostalAddress',
      streetAddress: '4410 Burnet Rd',
      addressLocality: 'Austin',
      addressRegion: 'TX',
      postalCode: '78756',
    },
  });
  const branch = understandPage(
    page(
      'https://www.brightwater.example/locations/round-rock/',
      `<h1>Brightwater Plumbing – Round Rock</h1><div class="gb-container"><h2>Visit or call the Round Rock shop</h2>
         <p class="gb-headline">1207 Sam Bass Rd<br>Suite 104<br>Round Rock, TX 78681</p>
         <p class="gb-headline"><a href="tel:+15125550148">(512) 555-0148</a></p></div>`,
      {
        head: `<script type="application/ld+json">${headOffice}</script>`,
        footer: `<aside class="widget"><p>Headquarters &amp; Austin shop<br>4410 Burnet Rd<br>Austin, TX 78756<br><a href="tel:+15125550190">(512) 555-0190</a></p></aside>`,
      },
    ),
  );

  it('follows the address and phone the page’s own content gives over markup the page shows only in its footer', () => {
    expect(branch.proposal?.['address']).to.deep.include({
      streetAddress: '1207 Sam Bass Rd, Suite 104',
      addressLocality: 'Round Rock',
      postalCode: '78681',
    });
    expect(branch.proposal).to.include({ telephone: '(512) 555-0148' });
    expect(branch.notes.join(' ')).to.match(/shows only outside its own content/);
  });

  it('keeps the markup’s address where the page’s own content shows it', () => {
    const same = understandPage(
      page(
        'https://www.brightwater.example/locations/austin/',
        `<h1>Brightwater Plumbing – Austin</h1><div class="gb-container"><h2>Visit the Austin shop</h2>
           <p class="gb-headline">4410 Burnet Rd<br>Austin, TX 78756</p><p><a href="tel:+15125550190">(512) 555-0190</a></p></div>`,
        { head: `<script type="application/ld+json">${headOffice}</script>` },
      ),
    );
    expect(same.proposal?.['address']).to.deep.include({ streetAddress: '4410 Burnet Rd', postalCode: '78756' });
    expect(same.proposal).to.include({ telephone: '+1-512-555-0190' });
  });
});

describe('Page understanding: round 23, address lines', () => {
  it('reads a suite written after the street as part of it', () => {
    expect(postalAddress(['1207 Sam Bass Rd', 'Suite 104', 'Round Rock', 'TX 78681'], null)).to.include({
      streetAddress: '1207 Sam Bass Rd, Suite 104',
      addressLocality: 'Round Rock',
      postalCode: '78681',
    });
  });

  it('reads a Canadian province and postcode on the line after the town', () => {
    expect(postalAddress(['225 Woolwich St', 'Guelph', 'ON N1H 3V4'], null)).to.include({
      streetAddress: '225 Woolwich St',
      addressLocality: 'Guelph',
      addressRegion: 'ON',
      postalCode: 'N1H 3V4',
    });
  });
});

describe('Page understanding: round 23, a post whose markup and meta tag name the login that posted it', () => {
  it('takes the byline’s writer over a CMS login ("gbgc_webmaster") in the meta author and the markup', () => {
    const markup = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'When to Prune Hydrangeas',
      datePublished: '2026-03-12T08:15:00-04:00',
      author: { '@type': 'Person', name: 'gbgc_webmaster' },
      image: 'https://garden.example/hydrangea.jpg',
      publisher: { '@type': 'Organization', name: 'Greenbriar Garden Center' },
    });
    const post = understandPage(
      page(
        'https://garden.example/blog/when-to-prune-hydrangeas/',
        `<article><h1>When to Prune Hydrangeas</h1><div class="entry-meta"><span class="posted-by">By <span class="author">Dana Whitfield</span></span>
           <time datetime="2026-03-12T08:15:00-04:00">March 12, 2026</time></div><p>Pruning at the wrong time costs a summer of flowers.</p></article>`,
        { head: `<meta name="author" content="gbgc_webmaster"><script type="application/ld+json">${markup}</script>` },
      ),
    );
    expect(post.proposal?.['author']).to.deep.include({ name: 'Dana Whitfield' });
    expect(post.alreadyMarkedUp).to.equal(false);
  });
});

describe('Page understanding: round 23, an event whose details are a page builder’s icon list', () => {
  const item = (text: string) => `<li class="elementor-icon-list-item"><span class="elementor-icon-list-text">${text}</span></li>`;
  const tasting = understandPage(
    page(
      'https://shop.example/tastings/spring-pairing/',
      `<h1>Spring Wine &amp; Cheese Pairing Evening</h1><p>Six wines, six British cheeses.</p>
       <section><h2>Event details</h2><ul class="elementor-icon-list-items">${item('Thursday 14 May 2026')}${item('7.00pm – 9.30pm (doors 6.45pm)')}
         ${item('The Cellar Door, 12 Margaret’s Buildings, Bath BA1 2LP')}${item('£35 per person')}</ul></section>
       <p>Shop hours Tue–Sat 10am–7pm · Mon closed</p>`,
      { lang: 'en-GB' },
    ),
  );

  it('reads a date listed with its times as an event, its start and end from the list', () => {
    expect(tasting.kind).to.equal('event');
    expect(tasting.proposal).to.include({ startDate: '2026-05-14T19:00', endDate: '2026-05-14T21:30' });
    expect(tasting.proposal?.['location']).to.deep.include({ name: 'The Cellar Door' });
  });

  it('takes a list item that is only a price as the ticket, never one with other words', () => {
    expect(tasting.proposal?.['offers']).to.include({ price: '35', priceCurrency: 'GBP' });
  });
});
