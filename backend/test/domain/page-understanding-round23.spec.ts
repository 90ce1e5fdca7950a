import { expect } from 'chai';
import { cmsPage as page } from '../support/cms-page.js';
import { availabilityOf, postalAddress } from '../../src/domain/page-understanding/read-values.js';
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

describe('Page understanding: round 23, a GoDaddy category whose roles are written in data attributes', () => {
  const tile = (i: number, name: string, price: string) =>
    `<li data-ux="GridCell" data-aid="PRODUCT_TILE_${i}" class="x-el x-el-li c1-1 c1-2 c1-j"><a data-ux="Link" href="/shop/p/${name.toLowerCase().replace(/\W+/g, '-')}" class="x-el x-el-a c1-1">
       <p data-ux="Text" data-aid="PRODUCT_NAME_RENDERED_${i}" class="x-el x-el-p c1-1 c1-q">${name}</p><p data-ux="Text" class="x-el x-el-p c1-1 c1-t">${price}</p></a></li>`;
  const category = understandPage(
    page(
      'https://linen.example/shop/linen-tea-towels',
      `<h1 data-ux="SectionHeading" class="x-el x-el-h1 c1-1">Linen Tea Towels</h1>
       <ul data-ux="Grid" data-aid="OLS_PRODUCT_GRID" class="x-el x-el-ul c1-1 c1-2 c1-f">${tile(0, 'Stonewashed Tea Towel – Green', '$24.00')}
         ${tile(1, 'Waffle Tea Towel – Natural', '$22.00')}${tile(2, 'Striped Tea Towel – Indigo', '$26.00')}${tile(3, 'Tea Towel Set of 3', '$64.00')}</ul>`,
      { lang: 'en-AU' },
    ),
  );

  it('reads a grid of cells named by data-ux as a listing, so the page is a collection', () => {
    expect(category.kind).to.equal('collection');
  });

  it('lists the cards’ names and links, in the page’s order, as the collection’s ItemList', () => {
    const list = category.proposal?.['mainEntity'] as { numberOfItems: number; itemListElement: Record<string, unknown>[] };
    expect(list.numberOfItems).to.equal(4);
    expect(list.itemListElement[0]).to.deep.equal({
      '@type': 'ListItem',
      position: 1,
      name: 'Stonewashed Tea Towel – Green',
      url: 'https://linen.example/shop/p/stonewashed-tea-towel-green',
    });
    expect(list.itemListElement.map((item) => item['name'])).to.include('Tea Towel Set of 3');
  });
});

describe('Page understanding: round 23, a stock count', () => {
  it('reads "Current Stock: 0" as out of stock and a count above nought as in stock', () => {
    expect(availabilityOf('Current Stock: 0')).to.equal('https://schema.org/OutOfStock');
    expect(availabilityOf('Lagerbestand: 12')).to.equal('https://schema.org/InStock');
    expect(availabilityOf('Stock: 0.5 kg bags')).to.equal(null);
  });
});

describe('Page understanding: round 23, an Irish salon’s address a line per paragraph under its heading', () => {
  it('reads the lines after the heading up to the Eircode as the address', () => {
    const salon = understandPage(
      page(
        'https://www.salon.example/',
        `<h1>Tangles Hair Studio</h1><div class="wixui-rich-text"><h2>Find us</h2><p>14 Dominick Street Lower</p><p>Galway</p><p>H91 E2K7</p>
           <p>Across from the Róisín Dubh, two doors up from the bike shop.</p></div><p>Call <a href="tel:+35391556214">091 556 214</a></p>`,
        { lang: 'en-IE' },
      ),
    );
    expect(salon.proposal?.['address']).to.include({
      streetAddress: '14 Dominick Street Lower',
      addressLocality: 'Galway',
      postalCode: 'H91 E2K7',
    });
  });
});
