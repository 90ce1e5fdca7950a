import { expect } from 'chai';
import { cmsPage as page } from '../support/cms-page.js';
import { openingHoursOf } from '../../src/domain/page-understanding/opening-hours.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';

type Node = Record<string, unknown>;

describe('Page understanding: round 21, a Duda trattoria whose platform markup is the template’s placeholder', () => {
  const widget = (inner: string) => `<div class="flex-element widget-wrapper"><div class="dmNewParagraph">${inner}</div></div>`;
  const placeholder = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: 'Trattoria Da Nerina',
    address: { '@type': 'PostalAddress', streetAddress: 'Via Roma 12', postalCode: '20121', addressLocality: 'Milano' },
    telephone: '+39 02 1234 5678',
    email: 'info@ristorante.example',
    geo: { '@type': 'GeoCoordinates', latitude: 45.4642, longitude: 9.19 },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:00',
      },
    ],
  });
  const trattoria = understandPage(
    page(
      'https://www.danerina.example/',
      `<div class="flex-element section"><div class="flex-element grid"><div class="flex-element inner-grid">
         ${widget('<h1>Trattoria Da Nerina</h1>')}${widget('<h2>Orari</h2>')}
         ${widget('<p><strong>Pranzo</strong>: dal martedì alla domenica, 12:30 – 14:30</p><p><strong>Cena</strong>: dal martedì al sabato, 19:30 – 22:30</p>')}
         ${widget('<h2>Dove siamo</h2>')}
         ${widget('<p>Via del Pratello 41/B</p><p>40122 Bologna (BO)</p><p>Tel. <a href="tel:+390515552290">051 555 2290</a></p>')}
       </div></div></div>`,
      { lang: 'it', head: `<script type="application/ld+json">${placeholder}</script>` },
    ),
  );

  it('reads a page builder’s widget wrappers as its layout, not a listing, and follows the address and phone the page shows', () => {
    expect(trattoria.proposal?.['address']).to.include({ streetAddress: 'Via del Pratello 41/B', addressLocality: 'Bologna' });
    expect(trattoria.proposal).to.include({ telephone: '051 555 2290' });
  });

  it('leaves out the e-mail and coordinates the page does not show, and follows the hours it does', () => {
    expect(trattoria.proposal).not.to.have.property('email');
    expect(trattoria.proposal).not.to.have.property('geo');
    const hours = trattoria.proposal?.['openingHoursSpecification'] as Node[];
    expect(hours[0]).to.include({ opens: '12:30', closes: '14:30' });
  });

  it('reads "dal martedì alla domenica" as every day from Tuesday to Sunday', () => {
    expect(openingHoursOf('dal martedì alla domenica, 12:30 – 14:30', 'it')[0]?.dayOfWeek).to.have.length(6);
  });
});
