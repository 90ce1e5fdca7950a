import { expect } from 'chai';
import { cmsPage as page } from '../support/cms-page.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';

describe('Page understanding: round 16, a bakery home page that names its second shop (Wix)', () => {
  const line = (text: string) => `<p class="font_8"><span class="wixui-rich-text__text">${text}</span></p>`;
  const snapshot = page(
    'https://fournil.example/',
    `<h1>Le Fournil de la Croix-Rousse</h1><p>Boulangerie artisanale au levain.</p>
     <section><h2>Horaires &amp; adresse</h2><div class="wixui-rich-text">
       ${['Le Fournil de la Croix-Rousse', '41 boulevard de la Croix-Rousse', '69004 Lyon', 'Tél. : 04 78 55 52 31', 'Du mardi au samedi : 6h30 – 19h30', 'Lundi : fermé'].map(line).join('')}
     </div></section>
     <section><h2>Notre deuxième boutique à Vaise</h2>${line('Le Fournil – Vaise, 18 rue Marietton, 69009 Lyon · Tél. : 04 72 55 58 07')}</section>`,
    { lang: 'fr' },
  );
  const bakery = understandPage(snapshot);

  it('reads a postcode and town on a line of their own as the end of the block above, not as a one-line address', () => {
    expect(snapshot.statements.addresses.map((address) => address.lines)).to.deep.include([
      'Le Fournil de la Croix-Rousse',
      '41 boulevard de la Croix-Rousse',
      '69004 Lyon',
    ]);
    expect(snapshot.statements.addresses.map((address) => address.lines)).not.to.deep.include(['69004 Lyon']);
  });

  it('gives the bakery the address it names first, not its second shop’s written further down', () => {
    expect(bakery.kind).to.equal('local-business');
    expect(bakery.proposal?.['address']).to.include({ streetAddress: '41 boulevard de la Croix-Rousse', postalCode: '69004' });
    expect(bakery.proposal?.['telephone']).to.equal('04 78 55 52 31');
  });
});

describe('Page understanding: round 16, a Magento category page without markup', () => {
  const card = (name: string, price: string) =>
    `<li class="item product product-item"><div class="product-item-info"><a href="/${name}.html" class="product photo"><img src="/${name}.jpg" alt="${name}"></a>
       <strong class="product name product-item-name"><a class="product-item-link" href="/${name}.html">${name}</a></strong>
       <div class="price-box"><span class="price">${price}</span></div></div></li>`;
  const category = understandPage(
    page(
      'https://sklep.example/narzedzia/sekatory-i-nozyce.html',
      `<h1 class="page-title"><span class="base">Sekatory i nożyce</span></h1>
       <div class="products wrapper grid products-grid"><ol class="products list items product-items">
         ${card('sekator-pro', '89,99 zł')}${card('sekator-kowadelkowy', '64,90 zł')}${card('nozyce-do-zywoplotu', '129,00 zł')}${card('sekator-akumulatorowy', '599,00 zł')}
       </ol></div>`,
      { lang: 'pl' },
    ),
  );

  it('reads Magento’s product list (`ol.products.product-items`) as a listing: a collection, none of its prices an offer', () => {
    expect(category.kind).to.equal('collection');
    expect(category.proposal).to.include({ '@type': 'CollectionPage', name: 'Sekatory i nożyce', inLanguage: 'pl' });
    expect(JSON.stringify(category.proposal)).not.to.match(/89\.99|price/);
  });
});
