import { expect } from 'chai';
import { parsePageSnapshot } from '../../src/adapters/page-fetch/html-snapshot-parser.js';
import { clockRangeIn } from '../../src/domain/page-understanding/online-event.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';

/** A page as a small CMS would write it: a header with the site's logo, the content, a footer. */
function page(url: string, main: string, options: { lang?: string; title?: string; footer?: string; siteName?: string } = {}) {
  const html = `<!doctype html><html lang="${options.lang ?? 'en'}"><head><title>${options.title ?? 'Page'}</title></head><body>
    <div role="banner" class="navbar"><a href="/" class="brand"><img src="/logo.svg" alt="${options.siteName ?? 'Site'}"></a>
      <nav><a href="/pricing">Pricing</a><a href="/signup">Free trial</a></nav></div>
    <main>${main}</main>
    <footer class="site-footer">${options.footer ?? '<p>© 2026</p>'}</footer></body></html>`;
  return parsePageSnapshot({ html, url, tokenBudget: 2000 });
}

const webinar = (meta: string, cta: string, lang = 'en') =>
  understandPage(
    page(
      'https://tool.example/resources/webinars/year-end',
      `<section class="hero"><div class="tag">Webinar</div><h1>Closing your books at year end</h1>
        <div class="meta">${meta}</div>
        <p>An hour on the year-end close with our accountants.</p>${cta}
        <a href="https://calendar.google.example/render?dates=20270114T100000Z" class="link-calendar">Add to calendar</a></section>
        <section><h2>Past replays</h2><ul class="replays"><li class="card"><a href="/r/1"><span>10 December 2026</span><h3>VAT basics</h3></a></li></ul></section>`,
      { lang, siteName: 'Ledgerly' },
    ),
  );

describe('Page understanding: an online event (webinar, livestream)', () => {
  it('reads a webinar held on a platform: its date and clock range, online attendance, the registration link, the organiser', () => {
    const understood = webinar(
      '<div>Thursday 14 January 2027</div><div>2:00 pm – 3:00 pm</div><div>Online, on Zoom</div>',
      '<a href="https://zoom.example/webinar/register/abc" class="button">Register for free</a>',
    );
    expect(understood.kind).to.equal('event');
    const proposal = understood.proposal!;
    expect(proposal).to.include({
      '@type': 'Event',
      name: 'Closing your books at year end',
      startDate: '2027-01-14T14:00',
      endDate: '2027-01-14T15:00',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    });
    expect(proposal['location']).to.deep.equal({ '@type': 'VirtualLocation', url: 'https://zoom.example/webinar/register/abc' });
    expect(proposal['organizer']).to.deep.equal({ '@type': 'Organization', name: 'Ledgerly' });
    expect(proposal['offers']).to.include({ price: '0' });
  });

  it('states no price where the page does not say free in so many words, and never takes the calendar link as the place', () => {
    const proposal = webinar(
      '<div>Donnerstag, 14. Januar 2027</div><div>10:00–11:00 Uhr</div><div>Virtuell über Microsoft Teams</div>',
      '<a href="/webinare/jahresabschluss/anmeldung" class="button">Jetzt anmelden</a>',
      'de',
    ).proposal!;
    expect(proposal).to.include({ startDate: '2027-01-14T10:00', endDate: '2027-01-14T11:00' });
    expect(proposal['location']).to.deep.equal({
      '@type': 'VirtualLocation',
      url: 'https://tool.example/webinare/jahresabschluss/anmeldung',
    });
    expect(proposal).not.to.have.property('offers');
  });

  it('is no online event where nothing beside the heading says it is held online', () => {
    const understood = webinar('<div>Thursday 14 January 2027</div><div>2:00 pm – 3:00 pm</div>', '<a href="/register">Register</a>');
    expect(understood.proposal?.['eventAttendanceMode']).to.equal(undefined);
  });

  it('reads a clock range only where both ends are written as times', () => {
    expect(clockRangeIn('11h00 – 12h00')).to.deep.equal(['11:00', '12:00']);
    expect(clockRangeIn('2 – 3 pm')).to.deep.equal(['14:00', '15:00']);
    expect(clockRangeIn('14.00-15.30 Uhr')).to.deep.equal(['14:00', '15:30']);
    expect(clockRangeIn('ages 9 - 12')).to.equal(null);
    expect(clockRangeIn('12:00 – 11:00')).to.equal(null);
  });
});

describe('Page understanding: an accordion FAQ after a list of top questions', () => {
  const faqPage = (accordion: string) =>
    understandPage(
      page(
        'https://bank.example/support/faq',
        `<h1>Frequently Asked Questions</h1>
        <div class="top-questions"><h2>Top questions</h2><ul><li><a href="#q-b">Can I close my account online?</a></li>
          <li><a href="#q-a">How do I order checks?</a></li></ul></div>
        <div class="faq-section"><h2>Accounts</h2>${accordion}</div>`,
      ),
    );

  it('pairs each trigger with the panel its aria-controls names, hidden or not, and never takes the link list as a question', () => {
    const proposal = faqPage(
      `<h3><button aria-expanded="true" aria-controls="p-a" id="q-a">How do I order checks?</button></h3>
      <h3><button aria-expanded="false" aria-controls="p-b" id="q-b">Can I close my account online?</button></h3>
      <div id="p-a" hidden><p>Order them in Online Banking under Services.</p></div>
      <div id="p-b" hidden><p>Yes, under Account Settings.</p></div>`,
    ).proposal!;
    expect(proposal['mainEntity']).to.deep.equal([
      {
        '@type': 'Question',
        name: 'How do I order checks?',
        acceptedAnswer: { '@type': 'Answer', text: 'Order them in Online Banking under Services.' },
      },
      {
        '@type': 'Question',
        name: 'Can I close my account online?',
        acceptedAnswer: { '@type': 'Answer', text: 'Yes, under Account Settings.' },
      },
    ]);
  });

  it('reads a toggle with its next sibling panel where no aria-controls is given, no category heading glued in', () => {
    const entities = faqPage(
      `<div class="faq-item"><div class="faq-question" aria-expanded="false">How do I order checks?</div><div hidden>In Online Banking.</div></div>
      <div class="faq-item"><div class="faq-question" aria-expanded="false">Can I close my account online?</div><div hidden>Yes.</div></div>`,
    ).proposal!['mainEntity'] as { name: string; acceptedAnswer: { text: string } }[];
    expect(entities.map((entity) => [entity.name, entity.acceptedAnswer.text])).to.deep.equal([
      ['How do I order checks?', 'In Online Banking.'],
      ['Can I close my account online?', 'Yes.'],
    ]);
  });
});

describe('Page understanding: a firm whose details stand only in the footer, beside a branch office', () => {
  const firm = (seat: string, branch: string) =>
    understandPage(
      parsePageSnapshot({
        url: 'https://firm.example/',
        tokenBudget: 2000,
        html: `<!doctype html><html lang="cs"><head><title>Novák &amp; Syn, advokátní kancelář</title></head><body>
        <header class="site-header"><a href="/" class="site-logo"><img src="/logo.svg" alt="Domů"></a>
          <div class="site-name"><a href="/" rel="home">Novák &amp; Syn</a></div></header>
        <main><article><h1>Novák &amp; Syn, advokátní kancelář</h1><p>Pomáháme podnikatelům od roku 2004.</p></article></main>
        <footer class="site-footer"><div class="block"><h2>Praha (sídlo)</h2>${seat}</div>
          <div class="block"><h2>Pobočka Brno</h2>${branch}</div></footer></body></html>`,
      }),
    );
  const branch = '<p>Údolní 567/33<br>602 00 Brno</p><p>Tel.: <a href="tel:+420542555210">+420 542 555 210</a></p>';

  it('reads the address and phone of the footer block that names the firm the heading names, never the branch office', () => {
    const understood = firm(
      '<p>Novák &amp; Syn, advokátní kancelář, s.r.o.<br>Vodičkova 710/31<br>110 00 Praha 1</p><p>Tel.: <a href="tel:+420224555016">+420 224 555 016</a></p>',
      branch,
    );
    expect(understood.kind).to.equal('local-business');
    expect(understood.proposal).to.include({ '@type': 'LegalService', telephone: '+420 224 555 016' });
    expect(understood.proposal?.['address']).to.include({
      streetAddress: 'Vodičkova 710/31',
      postalCode: '110 00',
      addressLocality: 'Praha 1',
    });
  });

  it('takes nothing from a footer whose blocks name no firm', () => {
    const understood = firm(
      '<p>Vodičkova 710/31<br>110 00 Praha 1</p><p>Tel.: <a href="tel:+420224555016">+420 224 555 016</a></p>',
      branch,
    );
    expect(understood.proposal?.['address']).to.equal(undefined);
    expect(JSON.stringify(understood.proposal ?? {})).not.to.include('Brno');
  });
});

describe('Page understanding: a product whose sizes are sold out one by one', () => {
  const coat = (sizes: string, inventory: string, button = '<button type="submit">Add to cart</button>') =>
    understandPage(
      parsePageSnapshot({
        url: 'https://coats.example/products/isla',
        tokenBudget: 2000,
        html: `<!doctype html><html lang="en-GB"><head><title>Isla Coat</title><meta property="og:site_name" content="Marlow &amp; Finch">
        <meta property="og:type" content="product"></head><body>
        <header class="header"><a href="/" class="header__heading-link">Marlow &amp; Finch</a></header>
        <main><section class="product"><div class="product__info">
          <p class="product__text">MARLOW &amp; FINCH</p><div class="product__title"><h1>Isla Coat</h1></div>
          <div class="price"><span class="price-item">£119.00</span></div>
          <fieldset><legend>Size</legend>${sizes}</fieldset>${inventory}
          ${button}</div></section></main></body></html>`,
      }),
    ).proposal;
  const size = (n: number, soldOut: boolean) =>
    `<input type="radio" id="s${n}" name="Size" value="${n}"><label for="s${n}">${n}${soldOut ? '<span class="label-unavailable">Variant sold out or unavailable</span>' : ''}</label>`;

  it('is in stock when one size is sold out and the page says the product is in stock, and reads the brand line over a wrapped h1', () => {
    const proposal = coat(size(8, false) + size(16, true), '<p class="product__inventory">In stock, ready to ship</p>');
    expect(proposal?.['offers']).to.include({ availability: 'https://schema.org/InStock' });
    expect(proposal?.['brand']).to.deep.equal({ '@type': 'Brand', name: 'MARLOW & FINCH' });
  });

  it('is in stock where the page says nothing in words but its add-to-cart button is enabled, and says nothing when it is disabled', () => {
    const button = (attributes: string, words: string) =>
      coat(
        size(8, false) + size(16, true),
        '',
        `<button type="submit" name="add" ${attributes}><span>${words}</span><span>£119.00</span></button>`,
      )?.['offers'] as Record<string, unknown>;
    expect(button('', 'Add to basket')).to.include({ availability: 'https://schema.org/InStock' });
    expect(button('disabled', 'Add to basket')).not.to.have.property('availability');
    expect(button('', 'Notify me')).not.to.have.property('availability');
  });

  it('is out of stock where the page says the product as a whole is sold out', () => {
    const proposal = coat(size(8, true) + size(16, true), '<p class="product__inventory">Sold out</p>');
    expect(proposal?.['offers']).to.include({ availability: 'https://schema.org/OutOfStock' });
  });
});

describe('Page understanding: four-digit postcodes and contact pages', () => {
  const bakery = (main: string, url = 'https://bageri.example/') =>
    understandPage(page(url, main, { lang: 'da', title: 'Bageri Ravn', siteName: 'Bageri Ravn' }));

  it('reads an address whose line starts with a four-digit postcode, never a year in a sentence', () => {
    const understood = bakery(
      `<h1>Bageri Ravn</h1><p>Siden 2004 Bager vi surdejsbrød.</p>
      <section><h2>Find os</h2><p>Bageri Ravn<br>Ravnsborggade 9<br>2200 København N</p>
      <p>Telefon: <a href="tel:+4535550123">35 55 01 23</a></p></section>`,
    );
    expect(understood.proposal?.['address']).to.include({
      streetAddress: 'Ravnsborggade 9',
      postalCode: '2200',
      addressLocality: 'København N',
    });
  });

  it('is the contact page where the page is headed "Kontakt" with a message form, whatever address and hours it shows', () => {
    const understood = bakery(
      `<h1>Kontakt</h1><p>Ravnsborggade 9<br>2200 København N</p><p>Telefon: <a href="tel:+4535550123">35 55 01 23</a></p>
      <ul class="hours"><li>Mandag–fredag: 7.00–18.00</li></ul><form><textarea name="besked"></textarea></form>`,
      'https://bageri.example/kontakt',
    );
    expect(understood.kind).to.equal('contact');
  });
});
