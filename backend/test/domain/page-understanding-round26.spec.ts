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
