import { expect } from 'chai';
import { cmsPage as page } from '../support/cms-page.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';

const SITE = '<meta property="og:site_name" content="Atelier Bleu">';
const contactPage = (details: string) =>
  understandPage(
    page(
      'https://atelier.example/contact',
      `<h1>Contactez-nous</h1>${details}<form><label>Message<textarea name="message"></textarea></label><button>Envoyer</button></form>`,
      { lang: 'fr', head: SITE },
    ),
  );

describe('Page understanding: a contact page and the business it reaches', () => {
  it('gives the page the business as its main entity, named as the site is, with the address and phone of its content', () => {
    const contact = contactPage(
      '<p>Atelier Bleu<br>7 rue des Potiers<br>13100 Aix-en-Provence</p><p>Tél. <a href="tel:+33442550317">04 42 55 03 17</a></p>',
    );
    expect(contact.proposal).to.include({ '@type': 'ContactPage', name: 'Contactez-nous' });
    expect(contact.proposal?.['mainEntity']).to.deep.include({
      '@type': 'Organization',
      name: 'Atelier Bleu',
      telephone: '04 42 55 03 17',
    });
    expect((contact.proposal?.['mainEntity'] as Record<string, unknown>)['address']).to.include({
      streetAddress: '7 rue des Potiers',
      postalCode: '13100',
    });
    expect(contact.facts.map((fact) => fact.property)).to.include.members(['mainEntity.name', 'mainEntity.address.streetAddress']);
  });

  it('makes it a local business only where the page gives opening hours, a place visitors come to', () => {
    const contact = contactPage('<p>7 rue des Potiers<br>13100 Aix-en-Provence</p><p>Ouvert du mardi au samedi : 10h – 18h</p>');
    expect(contact.proposal?.['mainEntity']).to.deep.include({ '@type': 'LocalBusiness', name: 'Atelier Bleu' });
    expect(contact.proposal?.['mainEntity']).to.have.property('openingHoursSpecification');
  });

  it('leaves the business out where the page shows several places, or none of its own', () => {
    const offices = contactPage(
      '<h2>Aix</h2><p>7 rue des Potiers<br>13100 Aix-en-Provence</p><h2>Lyon</h2><p>18 rue Marietton<br>69009 Lyon</p>',
    );
    expect(offices.proposal).not.to.have.property('mainEntity');
    const footerOnly = understandPage(
      page('https://atelier.example/contact', '<h1>Contactez-nous</h1><form><textarea name="message"></textarea></form>', {
        lang: 'fr',
        head: SITE,
        footer: '<p>Atelier Bleu<br>7 rue des Potiers<br>13100 Aix-en-Provence</p>',
      }),
    );
    expect(footerOnly.proposal).not.to.have.property('mainEntity');
  });
});
