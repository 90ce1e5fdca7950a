import { expect } from 'chai';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page } from '../support/cms-page.js';

describe('Page understanding: round 34, a Singapore hawker kitchen on Wix', () => {
  it('reads a Singapore address ("#01-02", "Singapore 208808") and the name its heading and subheading split', () => {
    const kitchen = understandPage(
      page(
        'https://www.kopilanekitchen.example/',
        `<section><h1>KOPI LANE</h1><h2>Hawker Kitchen</h2><p>Three generations of wok hei.</p></section>
        <section><h2>Visit Us</h2><p>38 Jalan Besar, #01-02</p><p>Singapore 208808</p>
          <p>Tel: <a href="tel:+6562914826">+65 6291 4826</a></p>
          <h2>Opening Hours</h2><p>Tue – Sun: 7.30am – 9pm</p><p>Monday: Closed</p></section>`,
        { lang: 'en-SG', title: 'Kopi Lane Hawker Kitchen | Jalan Besar' },
      ),
    );
    expect(kitchen.kind).to.equal('local-business');
    expect(kitchen.proposal).to.include({ '@type': 'Restaurant', name: 'Kopi Lane Hawker Kitchen' });
    expect(kitchen.proposal?.['address']).to.include({
      streetAddress: '38 Jalan Besar, #01-02',
      postalCode: '208808',
      addressLocality: 'Singapore',
      addressCountry: 'SG',
    });
  });
});
