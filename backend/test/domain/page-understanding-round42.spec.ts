import { expect } from 'chai';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page, jsonLd } from '../support/cms-page.js';

describe('Page understanding: round 42, a Greek job ad whose markup was copied from last year’s', () => {
  it('follows the ad’s labelled place of work, pay and deadline over the markup’s', () => {
    const job = understandPage(
      page(
        'https://www.arogi.example/theseis/syntonistis-ethelonton-thessaloniki/',
        `<h1>Συντονιστής/τρια Εθελοντών – Θεσσαλονίκη</h1><table>
          <tr><th>Τόπος εργασίας</th><td>Εγνατίας 87, 546 35 Θεσσαλονίκη</td></tr>
          <tr><th>Απασχόληση</th><td>Πλήρης</td></tr>
          <tr><th>Αποδοχές</th><td>1.150 € μικτά μηνιαίως</td></tr>
          <tr><th>Προθεσμία αιτήσεων</th><td>30/04/2026</td></tr></table>`,
        {
          lang: 'el',
          head: jsonLd({
            '@type': 'JobPosting',
            title: 'Συντονιστής/τρια Εθελοντών',
            datePosted: '2026-04-06',
            hiringOrganization: { '@type': 'Organization', name: 'Αρωγή' },
            baseSalary: {
              '@type': 'MonetaryAmount',
              currency: 'EUR',
              value: { '@type': 'QuantitativeValue', value: '1050', unitText: 'MONTH' },
            },
            jobLocation: {
              '@type': 'Place',
              address: {
                '@type': 'PostalAddress',
                streetAddress: 'Μαιζώνος 41',
                addressLocality: 'Πάτρα',
                postalCode: '26221',
                addressCountry: 'GR',
              },
            },
          }),
        },
      ),
    );
    const place = (job.proposal?.['jobLocation'] as { address: Record<string, string> }).address;
    expect(place).to.include({ streetAddress: 'Εγνατίας 87', addressLocality: 'Θεσσαλονίκη' });
    expect((job.proposal?.['baseSalary'] as { value: Record<string, string> }).value).to.include({ value: '1150', unitText: 'MONTH' });
    expect(job.proposal?.['validThrough']).to.equal('2026-04-30');
  });
});
