import { expect } from 'chai';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page } from '../support/cms-page.js';

type Node = Record<string, unknown>;

describe('Page understanding: round 46, service businesses', () => {
  it('reads a cleaning firm’s root page as its home page, named by its logo without the word "logo"', () => {
    const home = understandPage(
      page(
        'https://www.glansrijk.example/',
        `<section class="section-hero"><h1 class="heading-hero">Een schone werkplek en een fris huis, zonder gedoe.</h1>
          <a href="tel:+31307602418" class="button-secondary">Bel 030 760 2418</a></section>`,
        {
          lang: 'nl',
          title: 'Glansrijk Schoonmaak | Schoonmaakbedrijf in Utrecht',
          head: '<meta property="og:type" content="website">',
          header: '<a href="/" class="brand w-nav-brand"><img src="/logo.svg" alt="Glansrijk Schoonmaak logo"></a>',
          footer:
            '<p class="footer-text">Glansrijk Schoonmaak B.V.<br>Atoomweg 63<br>3542 AA Utrecht</p><p><a href="tel:+31307602418">030 760 2418</a></p>',
        },
      ),
    );
    expect(home.kind).to.equal('home');
    const organization = (home.proposal?.['@graph'] as Node[])[0]!;
    expect(organization).to.include({ name: 'Glansrijk Schoonmaak' });
    expect(organization['address']).to.include({ streetAddress: 'Atoomweg 63', postalCode: '3542 AA' });
  });

  it('names an electrician by the part of its heading that is the site’s name, not the search phrase before it', () => {
    const business = understandPage(
      page(
        'https://elektryk-nowicki.example/o-nas',
        `<h1>Elektryk Kraków – Elektro-Serwis Marek Nowicki</h1><p>Instalacje elektryczne od 2009 roku.</p>
          <p>ul. Wielicka 112<br>30-552 Kraków</p><p>Tel. <a href="tel:+48601234567">601 234 567</a></p>`,
        { lang: 'pl', header: '<a href="/" title="Elektro-Serwis Marek Nowicki">Elektro-Serwis Marek Nowicki</a>' },
      ),
    );
    expect(business.kind).to.equal('local-business');
    expect(business.proposal?.['name']).to.equal('Elektro-Serwis Marek Nowicki');
  });
});
