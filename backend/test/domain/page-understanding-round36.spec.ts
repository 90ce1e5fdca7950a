import { expect } from 'chai';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page, jsonLd } from '../support/cms-page.js';

describe('Page understanding: round 36, a roofer’s GoDaddy home page', () => {
  it('reads the contact section’s grid cells as the page’s own, and a US state written in full before the ZIP', () => {
    const cell = (inner: string) => `<div data-ux="GridCell" class="x-el x-el-div">${inner}</div>`;
    const roofer = understandPage(
      page(
        'https://summitridgeroofing.example/',
        `<h1>Summit Ridge Roofing &amp; Exteriors</h1><p>Roof replacement and repair across Columbus since 2004.</p>
        <section><h2>Contact Us</h2><div data-ux="Grid" class="x-el x-el-div">
          ${cell('<h4>Summit Ridge Roofing &amp; Exteriors</h4><p>2870 Westbelt Drive, Columbus, Ohio 43228, United States</p><p><a href="tel:6145550182">(614) 555-0182</a></p>')}
          ${cell('<h4>Hours</h4><table><tr><td>Mon</td><td>07:00 a.m. – 06:00 p.m.</td></tr><tr><td>Sat</td><td>08:00 a.m. – 12:00 p.m.</td></tr></table>')}
          ${cell('<form><input name="email"><button>Send</button></form>')}</div></section>`,
        { lang: 'en-US', title: 'Summit Ridge Roofing & Exteriors | Columbus Roofers' },
      ),
    );
    expect(roofer.kind).to.equal('local-business');
    expect(roofer.proposal?.['address']).to.include({
      streetAddress: '2870 Westbelt Drive',
      addressLocality: 'Columbus',
      addressRegion: 'Ohio',
      postalCode: '43228',
    });
    expect(roofer.proposal).to.include({ telephone: '(614) 555-0182' });
    expect((roofer.proposal?.['openingHoursSpecification'] as { opens: string }[])[0]).to.include({ opens: '07:00', closes: '18:00' });
  });
});

describe('Page understanding: round 36, a restaurant’s menu page whose Squarespace markup kept its old address', () => {
  it('takes the address its footer column names the restaurant over, not the markup’s, and never names it "Dinner Menu"', () => {
    const restaurant = understandPage(
      page(
        'https://www.tidewaterkitchen.example/menu',
        `<h1>Dinner Menu</h1><h3>Starters</h3><p>Seafood chowder — $14</p><h3>Mains</h3><p>Pan-seared halibut — $34</p>`,
        {
          lang: 'en-CA',
          title: 'Menu — Tidewater Kitchen',
          head: `<meta property="og:site_name" content="Tidewater Kitchen"><script type="application/ld+json">${JSON.stringify({
            '@context': 'http://schema.org',
            '@type': 'LocalBusiness',
            name: 'Tidewater Kitchen',
            address: '5640 Spring Garden Road\nHalifax, NS, B3J 1G9\nCanada',
          })}</script>`,
          footer: `<div class="sqs-html-content"><h3>Tidewater Kitchen</h3><p>1589 Barrington Street<br>Halifax, NS B3J 1Z7</p>
            <p><a href="tel:+19025550148">(902) 555-0148</a></p></div>`,
        },
      ),
    );
    expect(restaurant.proposal).to.include({ name: 'Tidewater Kitchen', telephone: '(902) 555-0148' });
    expect(restaurant.proposal?.['address']).to.include({ streetAddress: '1589 Barrington Street', postalCode: 'B3J 1Z7' });
  });
});

describe('Page understanding: round 36, a part-time barista job on Workable', () => {
  it('reads the place after its bracketed note and pays in the dollar of the country the place is in', () => {
    const job = understandPage(
      page(
        'https://apply.workable.example/fernwood-coffee/j/8F2A1C9B3D/',
        `<h1>Part-Time Barista – Cook Street Village</h1>
        <p><strong>Where:</strong> 1021 Cook Street, Victoria, BC V8V 3Z6 (Cook Street Village café)</p>
        <p><strong>Pay:</strong> $18.50–$20.00 per hour, depending on experience, plus pooled tips.</p>
        <p><strong>Type:</strong> Part-time</p><a href="#apply">Apply for this job</a>`,
        { lang: 'en', title: 'Part-Time Barista – Cook Street Village - Fernwood Coffee Roasters' },
      ),
    );
    expect(job.proposal?.['jobLocation']).to.deep.include({
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1021 Cook Street',
        addressLocality: 'Victoria',
        addressRegion: 'BC',
        postalCode: 'V8V 3Z6',
      },
    });
    expect(job.proposal?.['baseSalary']).to.include({ currency: 'CAD' });
  });
});

describe('Page understanding: round 36, a Wix footer that writes the phone and the e-mail on two lines of one paragraph', () => {
  it('reads the e-mail as it starts after the line break, not glued to the number before it', () => {
    const studio = understandPage(
      page(
        'https://www.stillwateryoga.example/',
        `<h1>Stillwater Yoga</h1><p>Small yoga classes in Clifton, Bristol.</p>
        <section><h2>Find us</h2><p>12 Princess Victoria Street<br>Bristol BS8 4BX</p><p>Tel. 07700 900512<br>hello@stillwateryoga.example</p><p>Open Monday to Friday 07:00–21:00</p></section>`,
        { lang: 'en-GB', title: 'Stillwater Yoga | Clifton, Bristol' },
      ),
    );
    expect(studio.proposal?.['email']).to.equal('hello@stillwateryoga.example');
  });
});

describe('Page understanding: round 36, a weekly yoga class on Wix Bookings', () => {
  const details = `<aside data-hook="body-sidebar"><div data-hook="sidebar-details"><h3>Class Details</h3><dl>
      <dt>Instructor</dt><dd>Ruth Ellison</dd><dt>When</dt><dd>Tuesdays, 7:00 pm – 8:15 pm</dd>
      <dt>Price</dt><dd data-hook="sidebar-price">£12 per class</dd>
      <dt>Where</dt><dd data-hook="sidebar-location">St Saviour's Church Hall, 14 Cotham Road, Bristol BS6 6DR</dd></dl></div>
    <div data-hook="sidebar-contact"><h3>Contact</h3><p>07700 900417<br>hello@yoga.example</p></div></aside>`;
  const yoga = () =>
    understandPage(
      page(
        'https://www.yoga.example/service-page/slow-flow-vinyasa-tuesday-evenings',
        `<h1>Slow Flow Vinyasa – Tuesday Evenings</h1><p>We meet every Tuesday from 7:00 pm to 8:15 pm during term time.</p>
        <button>Book Now</button>${details}`,
        {
          lang: 'en-GB',
          head: jsonLd({
            '@type': 'LocalBusiness',
            name: 'Ruth Ellison Yoga',
            telephone: '07700 900417',
            address: { '@type': 'PostalAddress', streetAddress: '31 Chandos Road', addressLocality: 'Bristol', postalCode: 'BS6 6PG' },
          }),
        },
      ),
    );

  it('is an event held every week (its sidebar’s "Class Details" are the page’s own), not the teacher’s business', () => {
    const understood = yoga();
    expect(understood.kind).to.equal('event');
    expect(understood.proposal?.['location']).to.deep.include({ name: "St Saviour's Church Hall" });
    expect(understood.proposal?.['offers']).to.include({ price: '12', priceCurrency: 'GBP' });
  });

  it('gives its weekly Schedule and asks for the next dated session, which Google lists events by', () => {
    const understood = yoga();
    expect(understood.proposal?.['eventSchedule']).to.deep.equal({
      '@type': 'Schedule',
      byDay: 'https://schema.org/Tuesday',
      startTime: '19:00',
      endTime: '20:15',
      duration: 'PT1H15M',
      repeatFrequency: 'P1W',
    });
    expect(understood.proposal).not.to.have.property('startDate');
    expect(understood.notes.join(' ')).to.include('add the next one as startDate');
  });
});
