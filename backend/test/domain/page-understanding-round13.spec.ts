import { expect } from 'chai';
import { cmsPage as page } from '../support/cms-page.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';

describe('Page understanding: round 13, a concert page built by hand (Webflow)', () => {
  const concert = (sidebarClass: string) =>
    understandPage(
      page(
        'https://venue.example/koncerter/saga-holm',
        `<section class="event-hero"><h1 class="event-title">Saga Holm</h1><div class="event-date-large">Fredag d. 16. april 2027</div>
           <a href="https://tickets.example/e/1" class="button-primary">Køb billet</a></section>
         <section class="event-body"><div class="event-main"><p>Efter tre års pause er Saga Holm tilbage.</p></div>
           <aside class="${sidebarClass}"><dl><dt>Dato</dt><dd>Fredag d. 16. april 2027</dd>
             <dt>Sted</dt><dd>Pakhuset Sydhavn, Store Sal<br/>Sydhavnsgade 7, 8000 Aarhus C</dd>
             <dt>Billetpris</dt><dd>285 kr. + gebyr</dd></dl></aside></section>`,
        { lang: 'da' },
      ),
    );

  it('reads a sidebar named after the heading’s subject as the event’s own details: date, venue, ticket price', () => {
    const understood = concert('event-sidebar');
    expect(understood.kind).to.equal('event');
    expect(understood.reasons.join(' ')).to.match(/A ticket price is labelled in the details/);
    expect(understood.proposal).to.deep.include({ name: 'Saga Holm', startDate: '2027-04-16' });
    expect(understood.proposal?.['offers']).to.include({ price: '285', priceCurrency: 'DKK' });
    expect(understood.proposal?.['location']).to.deep.equal({
      '@type': 'Place',
      name: 'Pakhuset Sydhavn',
      address: { '@type': 'PostalAddress', streetAddress: 'Sydhavnsgade 7', postalCode: '8000', addressLocality: 'Aarhus C' },
    });
  });

  it('keeps a site’s widget sidebar as related content', () => {
    const understood = concert('sidebar widget-area');
    expect(understood.proposal?.['offers']).to.equal(undefined);
    expect(understood.proposal?.['location']).to.equal(undefined);
  });
});
