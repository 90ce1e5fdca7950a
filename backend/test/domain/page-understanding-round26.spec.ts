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
