import { expect } from 'chai';
import { cmsPage as page } from '../support/cms-page.js';
import { parsePageSnapshot } from '../../src/adapters/page-fetch/html-snapshot-parser.js';
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

describe('Page understanding: round 16, WP Recipe Maker’s times in Italian', () => {
  const time = (kind: string, label: string, amount: string, spoken: string, unit: string) =>
    `<div class="wprm-recipe-block-container wprm-recipe-${kind}-time-container"><span class="wprm-recipe-details-label wprm-recipe-time-label">${label} </span><span class="wprm-recipe-time"><span class="wprm-recipe-details">${amount}<span class="sr-only screen-reader-text wprm-screen-reader-text"> ${spoken}</span></span> <span class="wprm-recipe-details-unit" aria-hidden="true">${unit}</span></span></div>`;
  const recipe = understandPage(
    page(
      'https://cucina.example/pasta-e-ceci/',
      `<article><h1>Pasta e ceci</h1><div class="wprm-recipe-container"><div class="wprm-recipe-times-container">
         ${time('prep', 'Preparazione', '15', 'minuti', 'min')}${time('cook', 'Cottura', '45', 'minuti', 'min')}${time('total', 'Tempo totale', '1', 'ora', 'ora')}</div>
         <div class="wprm-recipe-ingredients-container"><h3>Ingredienti</h3><ul class="wprm-recipe-ingredients">
           <li class="wprm-recipe-ingredient">250 g di ceci secchi</li><li class="wprm-recipe-ingredient">160 g di ditalini</li><li class="wprm-recipe-ingredient">1 rametto di rosmarino</li></ul></div>
         <div class="wprm-recipe-instructions-container"><h3>Procedimento</h3><ul class="wprm-recipe-instructions">
           <li class="wprm-recipe-instruction">Cuocete i ceci.</li><li class="wprm-recipe-instruction">Aggiungete la pasta.</li></ul></div></div></article>`,
      { lang: 'it' },
    ),
  );

  it('reads each time as it is shown, without the words only screen readers hear, and in Italian units', () => {
    expect(recipe.proposal).to.include({ '@type': 'Recipe', prepTime: 'PT15M', cookTime: 'PT45M', totalTime: 'PT1H' });
  });
});

describe('Page understanding: round 16, a Greenhouse job board page', () => {
  const html = (title: string) =>
    parsePageSnapshot({
      url: 'https://job-boards.example/tidewell/jobs/4817203007',
      tokenBudget: 2000,
      html: `<!doctype html><html lang="en-IE"><head><title>${title}</title><meta property="og:site_name" content="Job Boards"></head><body>
        <div class="job__title"><h1 class="section-header">Senior Backend Engineer, Payments</h1><div class="job__location"><div>Galway, Ireland (Hybrid)</div></div></div>
        <div class="job__description"><p>We are hiring for our payments team.</p><ul><li>Employment type: Full-time, permanent</li>
          <li>Location: Galway office (Eyre Square) three days a week; the rest from home anywhere in Ireland</li></ul></div>
        <form enctype="multipart/form-data"><input type="file" name="resume"><button>Submit application</button></form></body></html>`,
    });
  const job = understandPage(html('Job Application for Senior Backend Engineer, Payments at Tidewell Health'));

  it('names the employer the title gives after the job’s own title, before the job board’s site name', () => {
    expect(job.proposal?.['hiringOrganization']).to.deep.equal({ '@type': 'Organization', name: 'Tidewell Health' });
  });

  it('takes the town from the badge under the title when the labelled place is a sentence', () => {
    expect((job.proposal?.['jobLocation'] as { address: unknown }).address).to.deep.include({
      addressLocality: 'Galway',
      addressCountry: 'IE',
    });
  });

  it('reads no employer from a title that does not name one after the job', () => {
    const plain = understandPage(html('Senior Backend Engineer, Payments | Careers'));
    expect(plain.proposal?.['hiringOrganization']).to.deep.equal({ '@type': 'Organization', name: 'Job Boards' });
  });
});
