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

  it('leaves the business out where the page shows several places and the footer names none', () => {
    const offices = contactPage(
      '<h2>Aix</h2><p>7 rue des Potiers<br>13100 Aix-en-Provence</p><h2>Lyon</h2><p>18 rue Marietton<br>69009 Lyon</p>',
    );
    expect(offices.proposal).not.to.have.property('mainEntity');
  });

  it('takes the owner’s address from the footer where the content shows none', () => {
    const footerOnly = understandPage(
      page('https://atelier.example/contact', '<h1>Contactez-nous</h1><form><textarea name="message"></textarea></form>', {
        lang: 'fr',
        head: SITE,
        footer: '<p>Atelier Bleu<br>7 rue des Potiers<br>13100 Aix-en-Provence</p>',
      }),
    );
    expect(footerOnly.proposal?.['mainEntity']).to.deep.include({ '@type': 'Organization', name: 'Atelier Bleu' });
    expect((footerOnly.proposal?.['mainEntity'] as Record<string, unknown>)['address']).to.include({ streetAddress: '7 rue des Potiers' });
  });
});

describe('Page understanding: an about page and the site’s owner', () => {
  const aboutPage = (main: string, footer: string, head = '<meta property="og:site_name" content="Hotel Haus am Weiher">') =>
    understandPage(page('https://hotel.example/ueber-uns/', `<h1>Über uns</h1>${main}`, { lang: 'de', head, footer }));

  it('gives the page the owner the footer names, with the address and the number written in its block', () => {
    const about = aboutPage(
      '<p>1962 gründeten Josef und Anni Aigner die Pension. Martins Café Aigner liegt in Sonthofen (Marktstraße 3, 87527 Sonthofen).</p>',
      '<p>Hotel Haus am Weiher<br>Familie Aigner<br>Weiherweg 5<br>87561 Oberstdorf<br>Tel. 08322 96470</p><p>Zum Wandern: 87527 Sonthofen</p>',
    );
    expect(about.proposal).to.include({ '@type': 'AboutPage', name: 'Über uns' });
    expect(about.proposal?.['mainEntity']).to.deep.include({ '@type': 'Hotel', name: 'Hotel Haus am Weiher', telephone: '08322 96470' });
    expect((about.proposal?.['mainEntity'] as Record<string, unknown>)['address']).to.include({
      streetAddress: 'Weiherweg 5',
      postalCode: '87561',
    });
  });

  it('reads neither a company’s legal name as its street nor its tax number as its phone, and keeps a road’s kilometre', () => {
    const about = aboutPage(
      '<p>Vinhos do Douro desde 1890.</p>',
      '<p>Quinta da Ribeira Velha – Sociedade Agrícola, Lda.<br>NIPC 505 555 218<br>Estrada Nacional 222<br>km 3<br>5100-402 Cambres</p>',
      '<meta property="og:site_name" content="Quinta da Ribeira Velha">',
    );
    const owner = about.proposal?.['mainEntity'] as Record<string, unknown>;
    expect(owner['address']).to.include({ streetAddress: 'Estrada Nacional 222, km 3', postalCode: '5100-402' });
    expect(owner).not.to.have.property('telephone');
  });

  it('proposes the page alone where the footer gives the owner neither an address nor a number', () => {
    expect(aboutPage('<p>Seit 1962.</p>', '<p>© 2026</p>').proposal).not.to.have.property('mainEntity');
  });
});

describe('Page understanding: a Japanese café’s contact page', () => {
  const contact = understandPage(
    page(
      'https://kissaten.example/contact',
      `<h1>お問い合わせ・アクセス</h1><section><h2>店舗情報</h2><p>〒606-8267<br>京都府京都市左京区北白川西町88-4 1F</p>
         <p>TEL:<a href="tel:075-555-3821">075-555-3821</a></p><p>営業時間:8:00〜18:00(L.O. 17:30)<br>定休日:水曜日</p></section>
       <form><textarea name="message"></textarea></form>
       <section><h2>焙煎所・姉妹店</h2><p>とまり木珈琲 中崎町(姉妹店)<br>〒530-0016 大阪府大阪市北区中崎2-5-18<br>TEL:06-6555-2107</p></section>`,
      { lang: 'ja', head: '<meta property="og:site_name" content="とまり木珈琲">' },
    ),
  );
  const cafe = () => contact.proposal?.['mainEntity'] as Record<string, unknown>;

  it('reads a Japanese address from the postcode down: prefecture, city and ward, block', () => {
    expect(cafe()['address']).to.include({
      postalCode: '606-8267',
      addressRegion: '京都府',
      addressLocality: '京都市左京区',
      streetAddress: '北白川西町88-4 1F',
    });
  });

  it('takes the place under the page’s first heading as its own, a sister shop under its own heading aside', () => {
    expect(cafe()).to.include({ name: 'とまり木珈琲', telephone: '075-555-3821' });
    expect(JSON.stringify(cafe())).not.to.match(/中崎|06-6555/);
  });
});
