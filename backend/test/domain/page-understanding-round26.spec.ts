import { expect } from 'chai';
import { cmsPage as page } from '../support/cms-page.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';

describe('Page understanding: round 26, a branch page whose site-wide markup describes the other branch', () => {
  const otherBranch = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: 'Ullboden',
    telephone: '031-12 98 76',
    address: { '@type': 'PostalAddress', streetAddress: 'Linnégatan 33', postalCode: '413 04', addressLocality: 'Göteborg' },
  });
  const haga = understandPage(
    page(
      'https://www.ullboden.example/haga',
      `<h1>Ullboden Haga</h1><div class="dmNewParagraph"><h2>Hitta hit</h2><p>Ullboden Haga<br>Haga Nygata 12<br>413 01 Göteborg</p>
         <p>Tel. <a href="tel:+4631134520">031-13 45 20</a></p></div>
       <div class="dmNewParagraph"><h3>Vår andra butik: Linné</h3><p>Ullboden Linné<br>Linnégatan 33<br>413 04 Göteborg<br>Tel. 031-12 98 76</p></div>`,
      { lang: 'sv', head: `<script type="application/ld+json">${otherBranch}</script>` },
    ),
  );

  it('follows this branch’s address, phone and name over markup the page shows only under "Vår andra butik"', () => {
    expect(haga.proposal?.['address']).to.include({ streetAddress: 'Haga Nygata 12', postalCode: '413 01' });
    expect(haga.proposal).to.include({ name: 'Ullboden Haga', telephone: '031-13 45 20' });
  });
});

describe('Page understanding: round 26, a restaurant’s menu page', () => {
  it('reads the hours box beside the menus as the place’s own, and names the place, not the page ("Menu")', () => {
    const menu = understandPage(
      page(
        'https://www.juniper.example/menu/',
        `<h1 class="page-title">Menu</h1><div class="menu-hours-box"><h2>When we’re serving</h2>
           <p>Juniper &amp; Ash<br>214 Fore Street<br>Portland, ME 04101<br><a href="tel:+12075550143">(207) 555-0143</a></p>
           <p>Lunch Tuesday – Friday 11:30 am – 2:30 pm</p></div>
         <div class="fdm-menu"><h2>Lunch Menu</h2><ul><li>Chowder $14</li><li>Lobster roll $32</li><li>Salad $12</li></ul></div>`,
        { head: '<meta property="og:site_name" content="Juniper &amp; Ash">' },
      ),
    );
    expect(menu.kind).to.equal('local-business');
    expect(menu.proposal).to.include({ name: 'Juniper & Ash', telephone: '(207) 555-0143' });
    expect(menu.proposal?.['address']).to.include({ streetAddress: '214 Fore Street', postalCode: '04101' });
  });
});

describe('Page understanding: round 26, a studio’s branch page whose facts stand in cards of a layout grid', () => {
  it('reads cards that link nowhere (address, hours) as the page’s own, not a listing', () => {
    const card = (heading: string, body: string) => `<div class="info-card"><h3 class="heading-m">${heading}</h3>${body}</div>`;
    const oost = understandPage(
      page(
        'https://www.yogaloft.example/locaties/oost',
        `<h1>Yogaloft Oost</h1><div class="w-layout-grid grid-info">
           ${card('Adres &amp; contact', '<p>Yogaloft Oost<br>Javastraat 118 (3e verdieping)<br>1094 HL Amsterdam</p><p><a href="tel:+31208943310">020 894 3310</a></p><p><a href="https://maps.example/?q=javastraat">Route</a></p>')}
           ${card('Openingstijden', '<p>Maandag t/m vrijdag 07:00 – 22:00</p><p>Zaterdag en zondag 08:00 – 18:00</p>')}
           ${card('Lessen', '<p>Vinyasa, yin en hatha in twee zalen.</p>')}</div>`,
        { lang: 'nl' },
      ),
    );
    expect(oost.kind).to.equal('local-business');
    expect(oost.proposal).to.include({ telephone: '020 894 3310' });
    expect(oost.proposal?.['address']).to.include({ postalCode: '1094 HL', addressLocality: 'Amsterdam' });
  });
});

describe('Page understanding: round 26, a contact page whose details stand in a grid of items', () => {
  it('stays a contact page under "Neem contact op", the grid’s address and phone being how to reach the owner', () => {
    const item = (label: string, body: string) => `<div class="contact_item"><div class="heading-style-h6">${label}</div>${body}</div>`;
    const contact = understandPage(
      page(
        'https://studio.example/contact',
        `<h1>Neem contact op</h1><div class="contact_grid">${item('Telefoon', '<a href="tel:+31105550147">010 555 0147</a>')}
           ${item('Studio', '<p>Maashaven Oostzijde 12<br>3072 HP Rotterdam</p>')}${item('Bereikbaar', '<p>Ma–vr 9:00–17:30</p>')}</div>
         <form class="contact_form"><input name="Naam"><textarea name="Bericht"></textarea><input type="submit" value="Versturen"></form>`,
        { lang: 'nl', head: '<meta property="og:site_name" content="Studio Veldwerk">' },
      ),
    );
    expect(contact.kind).to.equal('contact');
    expect((contact.proposal?.['mainEntity'] as Record<string, unknown>)['address']).to.include({ postalCode: '3072 HP' });
  });
});

describe('Page understanding: round 26, a café that moved, its markup still at the old shop', () => {
  it('reads the address block above a note about the old shop, and the note does not keep the markup’s old address', () => {
    const markup = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Little Wren Coffee',
      telephone: '0117 496 0999',
      address: { '@type': 'PostalAddress', streetAddress: '9 Cheltenham Road', addressLocality: 'Bristol', postalCode: 'BS6 5RR' },
    });
    const cafe = understandPage(
      page(
        'https://www.littlewren.example/',
        `<h1>Little Wren Coffee</h1><div class="wixui-rich-text"><h2>Find us</h2><p>48 Gloucester Road</p><p>Bristol BS7 8BH</p>
           <p><a href="tel:01174960321">0117 496 0321</a></p>
           <p>Please note our old shop at 9 Cheltenham Road (BS6 5RR) closed in December 2024 and the old number 0117 496 0999 is no longer in use.</p></div>`,
        { lang: 'en-GB', head: `<script type="application/ld+json">${markup}</script>` },
      ),
    );
    expect(cafe.proposal?.['address']).to.include({ streetAddress: '48 Gloucester Road', postalCode: 'BS7 8BH' });
  });
});

describe('Page understanding: round 26, a dentist’s consultation hours', () => {
  it('reads the table under "Godziny przyjęć" as the practice’s hours', () => {
    const dentist = understandPage(
      page(
        'https://stomatologia.example/kontakt/',
        `<h1>Stomatologia Wrona</h1><p>ul. Józefa 12<br>31-056 Kraków</p><p><a href="tel:+48125550101">12 555 01 01</a></p>
         <h2>Godziny przyjęć</h2><figure class="wp-block-table"><table><tbody><tr><td>Poniedziałek – Piątek</td><td>8:00 – 20:00</td></tr>
           <tr><td>Sobota</td><td>9:00 – 14:00</td></tr></tbody></table></figure>`,
        { lang: 'pl' },
      ),
      { type: 'Dentist' },
    );
    expect((dentist.proposal?.['openingHoursSpecification'] as Record<string, unknown>[])[0]).to.include({
      opens: '08:00',
      closes: '20:00',
    });
  });
});

describe('Page understanding: round 26, a hotel whose terrace has its own hours', () => {
  it('gives a place to stay no opening hours from a sentence about one of its facilities', () => {
    const hotel = understandPage(
      page(
        'https://www.hotel.example/',
        `<h1>Hotel Albaicín Mirador</h1><p>Cuesta de San Gregorio 12<br>18010 Granada</p><p><a href="tel:+34958555010">958 555 010</a></p>
         <ul><li>Check-in: a partir de las 14:00 h</li><li>Check-out: hasta las 12:00 h</li></ul>
         <div class="service"><h3>Terraza Mirador</h3><p>Nuestra terraza con vistas a la Alhambra sirve cócteles y tapas de martes a domingo, de 18:00 a 00:30 h.</p></div>`,
        { lang: 'es' },
      ),
      { type: 'Hotel' },
    );
    expect(hotel.proposal).to.include({ checkinTime: '14:00', checkoutTime: '12:00' });
    expect(hotel.proposal).not.to.have.property('openingHoursSpecification');
  });
});

describe('Page understanding: round 26, a guesthouse whose site-wide markup says only LocalBusiness', () => {
  const markup = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: 'Fellside House B&B Keswick',
    address: { '@type': 'PostalAddress', streetAddress: '14 Eskin Place', addressLocality: 'Keswick', postalCode: 'CA12 4DQ' },
    telephone: '017687 55512',
  });
  const guesthouse = understandPage(
    page(
      'https://www.fellside.example/about',
      `<h1>About Fellside House</h1><p>Fellside House is a family-run B&amp;B in Keswick.</p>
       <p>Fellside House B&amp;B<br>14 Eskin Place<br>Keswick CA12 4DQ</p><p><a href="tel:+441768755512">017687 55512</a></p>
       <p>Check-in is from 3pm until 8pm. If you’re running late, just ring us.</p><p>Check-out is by 10.30am.</p>`,
      {
        lang: 'en-GB',
        head: `<meta name="description" content="Fellside House, a family-run B&amp;B in Keswick."><meta property="og:site_name" content="Fellside House B&amp;B Keswick"><script type="application/ld+json">${markup}</script>`,
      },
    ),
  );

  it('gives the more specific type the page names (a B&B) where the markup says only LocalBusiness, and says so', () => {
    expect(guesthouse.proposal?.['@type']).to.equal('BedAndBreakfast');
    expect(guesthouse.notes.join(' ')).to.match(/markup says LocalBusiness/);
  });

  it('reads check-in and check-out times said in sentences', () => {
    expect(guesthouse.proposal).to.include({ checkinTime: '15:00', checkoutTime: '10:30' });
  });
});

describe('Page understanding: round 26, the more specific type is given only in place of LocalBusiness markup', () => {
  it('leaves a home page’s Organization and WebSite graph as it is beside an SEO plugin’s WebSite markup', () => {
    const website = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Harbour Kitchens',
      url: 'https://www.harbour.example/',
    });
    const home = understandPage(
      page('https://www.harbour.example/', `<h1>Harbour Kitchens</h1><p>Three restaurants on the water.</p>`, {
        head: `<meta property="og:site_name" content="Harbour Kitchens"><script type="application/ld+json">${website}</script>`,
      }),
    );
    expect(home.proposal).to.have.property('@graph');
    expect(home.proposal).not.to.have.property('@type');
  });
});
