import { expect } from 'chai';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page } from '../support/cms-page.js';

type Node = Record<string, unknown>;
const owner = (understood: ReturnType<typeof understandPage>): Node =>
  Array.isArray(understood.proposal?.['@graph'])
    ? (understood.proposal['@graph'] as Node[])[0]!
    : ((understood.proposal?.['mainEntity'] as Node | undefined) ?? understood.proposal ?? {});

describe('Page understanding: round 49, home, about and contact pages of small organisations', () => {
  it('places a startup at its own office, not at the parent company its legal line names', () => {
    const home = understandPage(
      page(
        'https://crewboard.example/',
        '<h1>Scheduling your crew will actually use</h1><p>Shift swaps, time off and payroll exports.</p>',
        {
          title: 'Crewboard | Crew scheduling',
          head: '<meta property="og:site_name" content="Crewboard"><meta property="og:type" content="website">',
          footer: `<div class="footer_contact"><div>Crewboard HQ</div><div>212 S 8th St, Suite 300</div><div>Boise, ID 83702</div></div>
          <div class="footer_bottom">© 2026 Crewboard, Inc. All rights reserved. Crewboard, Inc. is a Delaware corporation and a subsidiary of Trellis Works Holdings, LLC, 600 Congress Ave, Suite 1400, Austin, TX 78701.</div>`,
        },
      ),
    );
    expect(owner(home)['address']).to.include({ postalCode: '83702', addressLocality: 'Boise' });
  });

  it('reads a New Zealand address whose postcode follows the town, and one whose postcode stands on a line of its own', () => {
    const shop = understandPage(
      page('https://cycleworks.example/', '<h1>Bikes for every road</h1>', {
        head: '<meta property="og:site_name" content="Cycle Works"><meta property="og:type" content="website">',
        footer: '<h2>Cycle Works</h2><p>214 St Asaph Street, Christchurch 8011<br><a href="tel:+6433662841">03 366 2841</a></p>',
      }),
    );
    expect(owner(shop)['address']).to.include({
      streetAddress: '214 St Asaph Street',
      postalCode: '8011',
      addressLocality: 'Christchurch',
    });
    const brewery = understandPage(
      page(
        'https://www.kloofnek.example/contact',
        `<h1>COME SAY HOWZIT</h1><div><h2>BREWERY &amp; TAPROOM</h2><p><strong>Kloofnek Brewing Co.</strong></p><p>37 Albert Road</p>
          <p>Woodstock, Cape Town</p><p>7925</p><p>T: <a href="tel:0214473810">021 447 3810</a></p></div><form><textarea></textarea></form>`,
        {
          title: 'Contact | Kloofnek Brewing Co.',
          head: '<meta property="og:site_name" content="Kloofnek Brewing Co.">',
          footer: '<p>Kloofnek Brewing (Pty) Ltd · VAT No. 4820277315 · Reg. 2016/123456/07</p>',
        },
      ),
    );
    expect(owner(brewery)['address']).to.include({ streetAddress: '37 Albert Road', postalCode: '7925' });
    expect(owner(brewery)).to.include({ vatID: '4820277315' });
  });

  it('reads an about page headed only "Rólunk", its founding verb and its tax number', () => {
    const about = understandPage(
      page(
        'https://tiszavirag.example/rolunk/',
        `<h1>Rólunk</h1><p>A <strong>Tiszavirág Természetvédelmi Egyesület</strong> 1998-ban alakult Szegeden.</p>
          <h2>Elérhetőség</h2><p>Tisza Lajos körút 2.<br>6720 Szeged</p><p>Telefon: <a href="tel:+3662555123">+36 62 555 123</a></p>
          <p>Hétfő–péntek 9:00–16:00</p>`,
        {
          lang: 'hu',
          title: 'Rólunk | Tiszavirág Természetvédelmi Egyesület',
          head: '<meta property="og:site_name" content="Tiszavirág Természetvédelmi Egyesület">',
          footer: '<p>Adószám: 18459273-1-06</p>',
        },
      ),
    );
    expect(about.kind).to.equal('about');
    expect(owner(about)).to.include({ foundingDate: '1998', taxID: '18459273-1-06' });
  });

  it('reads a bakery chain’s home page as its home, at its head office, with the e-mail labelled as such', () => {
    const shopCard = (name: string, street: string, postcode: string) =>
      `<div data-framer-name="Location" class="location-card"><h3>${name}</h3><p>${street}, ${postcode} Oslo</p><p>Man–fre 07–18</p></div>`;
    const home = understandPage(
      page(
        'https://steinovn.example/',
        `<h1>Surdeig fra steinovn</h1><section><h2>Bakeriene</h2>${shopCard('Grünerløkka', 'Thorvald Meyers gate 41', '0555')}
          ${shopCard('Majorstuen', 'Bogstadveien 27', '0355')}${shopCard('Frogner', 'Gabels gate 12', '0272')}</section>
          <p>Siden 2011 har Steinovn Bakeri bakt surdeigsbrød.</p><p>Catering: <a href="mailto:catering@steinovn.example">catering@steinovn.example</a></p>`,
        {
          lang: 'nb',
          title: 'Steinovn Bakeri | Surdeig i Oslo',
          head: '<meta property="og:site_name" content="Steinovn Bakeri"><meta property="og:type" content="website">',
          footer:
            '<p>Hovedkontor og bakeri: Sandakerveien 56, 0477 Oslo</p><p>E-post: <a href="mailto:post@steinovn.example">post@steinovn.example</a></p>',
        },
      ),
    );
    expect(home.kind).to.equal('home');
    expect(owner(home)).to.include({ email: 'post@steinovn.example', foundingDate: '2011' });
    expect(owner(home)['address']).to.include({ streetAddress: 'Sandakerveien 56', postalCode: '0477' });
  });

  it('gives a law firm’s contact page its office hours table and a garden centre’s its Flemish hours', () => {
    const firm = understandPage(
      page(
        'https://pichler-hofer.example/kontakt/',
        `<h1>Kontakt</h1><h2>Kanzlei Graz</h2><p><strong>Pichler Hofer &amp; Partner Rechtsanwälte GmbH</strong><br>Herrengasse 18<br>8010 Graz</p>
          <p>Telefon: <a href="tel:+43316824750">+43 316 82 47 50</a></p><h3>Bürozeiten</h3>
          <table><tbody><tr><td>Montag bis Donnerstag</td><td>08:00 – 17:00 Uhr</td></tr><tr><td>Freitag</td><td>08:00 – 13:00 Uhr</td></tr></tbody></table>
          <form><textarea></textarea></form>`,
        { lang: 'de-AT', head: '<meta property="og:site_name" content="Pichler Hofer &amp; Partner">', footer: '<p>UID: ATU68412379</p>' },
      ),
    );
    expect((owner(firm)['openingHoursSpecification'] as Node[])[0]).to.include({ opens: '08:00', closes: '17:00' });
    expect(owner(firm)).to.include({ vatID: 'ATU68412379' });
    const garden = understandPage(
      page(
        'https://degroenevlinder.example/contact/',
        `<h1>Contact &amp; openingsuren</h1><p>Mechelsesteenweg 210<br>2500 Lier</p><p>Tel. <a href="tel:+3234801122">03 480 11 22</a></p>
          <h3>Openingsuren</h3><table><tbody><tr><td>maandag</td><td>9u00 – 18u30</td></tr><tr><td>zondag</td><td>10u00 – 17u00</td></tr></tbody></table>`,
        { lang: 'nl-BE', head: '<meta property="og:site_name" content="Tuincentrum De Groene Vlinder">' },
      ),
    );
    expect((owner(garden)['openingHoursSpecification'] as Node[])[0]).to.include({ opens: '09:00', closes: '18:30' });
  });
});
