import { expect } from 'chai';
import { cmsPage as page } from '../support/cms-page.js';
import { moneyLanguage, postalAddress, vendorName } from '../../src/domain/page-understanding/read-values.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';

type Node = Record<string, unknown>;

describe('Page understanding: round 20, a WooCommerce product whose SEO markup missed the sale', () => {
  const markup = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Olio EVO Lattina 3 L | Frantoio Sant’Agata',
    offers: { '@type': 'Offer', price: '62.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
  });
  const oil = understandPage(
    page(
      'https://frantoio.example/prodotto/olio-evo-lattina-3-l/',
      `<div class="product"><h1 class="product_title">Olio EVO Lattina 3 L</h1>
         <p class="price"><del><span class="woocommerce-Price-amount">62,00&nbsp;€</span></del> <ins><span class="woocommerce-Price-amount">54,90&nbsp;€</span></ins></p>
         <div class="awdr-bulk-customizable-table"><h4>Più ne compri, più risparmi</h4><table>
           <thead><tr><th>Quantità</th><th>Sconto</th><th>Prezzo cad.</th></tr></thead>
           <tbody><tr><td>2 – 3 lattine</td><td>-4%</td><td><span class="woocommerce-Price-amount">52,70&nbsp;€</span></td></tr></tbody></table></div>
         <p class="stock in-stock">Solo 7 disponibili</p>
         <div class="product_meta"><span class="posted_in">Marchio: <a href="/marchio/frantoio/">Frantoio Sant’Agata</a></span></div></div>`,
      {
        lang: 'it',
        head: `<meta property="og:type" content="product"><meta property="product:price:amount" content="62"><meta property="product:price:currency" content="EUR">
          <script type="application/ld+json">${markup}</script>`,
      },
    ),
  );

  it('follows the price shown now, the struck price and a quantity table’s prices left aside, over the markup and meta tag', () => {
    expect(oil.proposal?.['offers']).to.include({ price: '54.90', priceCurrency: 'EUR' });
  });

  it('names it by its heading where the markup adds the site’s name, and reads the brand after "Marchio:"', () => {
    expect(oil.proposal).to.include({ name: 'Olio EVO Lattina 3 L' });
    expect(oil.proposal?.['brand']).to.deep.equal({ '@type': 'Brand', name: 'Frantoio Sant’Agata' });
  });
});

describe('Page understanding: round 20, a PrestaShop product with microdata only', () => {
  const card = (name: string, price: string) =>
    `<article class="product-miniature" itemprop="item" itemscope itemtype="https://schema.org/Product"><h3 itemprop="name">${name}</h3>
       <div itemprop="offers" itemscope itemtype="http://schema.org/Offer" class="invisible"><meta itemprop="priceCurrency" content="EUR"><meta itemprop="price" content="${price}"></div>
       <span class="price">€ ${price.replace('.', ',')}</span></article>`;
  const pannier = understandPage(
    page(
      'https://fiets.example/fietstassen/1287-dubbele-fietstas.html',
      `<section id="main" itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Dubbele Fietstas Stad 34 L</h1>
         <div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><span class="current-price"><span itemprop="price" content="89.95">€ 89,95</span></span>
           <meta itemprop="priceCurrency" content="EUR"></div>
         <div class="product-manufacturer"><a href="/brand/7-vondel-bags"><img src="/img/m/7.jpg" class="manufacturer-logo" alt="Vondel Bags"></a></div>
         <section class="product-accessories"><h2>Bijpassende accessoires</h2>${card('Regenhoes', '24.95')}${card('Shopper', '69.00')}</section></section>`,
      { lang: 'nl' },
    ),
  );

  it('leaves out what Schema.org does not define for the type: the accessories PrestaShop nests as "item", with their prices', () => {
    expect(pannier.proposal).not.to.have.property('item');
    expect(JSON.stringify(pannier.proposal)).not.to.contain('24.95');
    expect((pannier.proposal?.['offers'] as Node)['price']).to.equal('89.95');
    expect(pannier.notes.join(' ')).to.contain('"item", which Schema.org does not define for Product');
  });

  it('names the brand by the manufacturer’s logo, and keeps a name that starts like a by-word ("Vondel")', () => {
    expect(pannier.proposal?.['brand']).to.deep.equal({ '@type': 'Brand', name: 'Vondel Bags' });
    expect(vendorName('Vondel Bags')).to.equal('Vondel Bags');
    expect(vendorName('von Kleist')).to.equal('Kleist');
  });
});

describe('Page understanding: round 20, an FAQ in UIkit accordions (Joomla with YOOtheme)', () => {
  const item = (question: string, answer: string) =>
    `<div class="el-item"><a class="el-title uk-accordion-title" href>${question}</a><div class="uk-accordion-content"><p>${answer}</p></div></div>`;
  const faq = understandPage(
    page(
      'https://paws.example/faq',
      `<h1 class="uk-heading-medium">Frequently Asked Questions</h1>
       <div uk-accordion="collapsible: true" class="uk-margin">${item('What vaccinations does my dog need?', 'Rabies, DHPP and Bordetella.')}
         ${item('Do you take puppies?', 'Yes, from 16 weeks.')}${item('How much does daycare cost?', 'A full day is $42.')}</div>`,
      {
        head: `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"FAQ","inLanguage":"en-GB"}</script>`,
      },
    ),
  );

  it('reads each accordion title with the panel after it, and is an FAQ page although the CMS marks it as an Article', () => {
    expect(faq.kind).to.equal('faq');
    expect((faq.proposal?.['mainEntity'] as Node[]).map((question) => question['name'])).to.deep.equal([
      'What vaccinations does my dog need?',
      'Do you take puppies?',
      'How much does daycare cost?',
    ]);
  });
});

describe('Page understanding: round 20, a recipe written in a blog post without a recipe plugin', () => {
  it('reads the numbered list under a "how to make…" heading as the method', () => {
    const stew = understandPage(
      page(
        'https://cocina.example/lentejas-estofadas/',
        `<article><h1>Lentejas estofadas con chorizo</h1><p>Tiempo de preparación: 15 minutos</p>
           <h2>Ingredientes</h2><ul><li>300 g de lentejas pardinas</li><li>1 chorizo</li><li>1 cebolla</li><li>2 dientes de ajo</li></ul>
           <h2>Cómo hacer lentejas estofadas con chorizo</h2><ol><li>Lava las lentejas.</li><li>Sofríe la cebolla.</li><li>Cuece 30 minutos.</li></ol></article>`,
        { lang: 'es' },
      ),
    );
    expect(stew.kind).to.equal('recipe');
    expect(stew.proposal?.['recipeInstructions']).to.have.length(3);
  });
});

describe('Page understanding: round 20, a careers item on Webflow', () => {
  const meta = (label: string, value: string) => `<div class="job-meta_item"><div class="label">${label}</div><div>${value}</div></div>`;
  const job = understandPage(
    page(
      'https://studio.example/careers/senior-account-manager',
      `<div class="job-header_component"><h1>Senior Account Manager</h1><div class="job-meta_list">
         ${meta('Location', 'Melbourne — Collingwood studio<br/>Hybrid (3 days in studio)')}${meta('Type', 'Full-time, permanent')}
         ${meta('Salary', '$105,000 – $120,000 + super')}${meta('Posted', '14 November 2026')}</div></div>
       <div class="job-body_rich-text"><h2>How to apply</h2><p><strong>Applications close Sunday 6 December 2026 at 11:59pm AEDT.</strong></p></div>`,
      { lang: 'en-AU' },
    ),
  );

  it('reads "Type" as the employment type, the town before the office, and a closing date the sentence’s first words label', () => {
    expect(job.kind).to.equal('job');
    expect(job.proposal).to.include({ employmentType: 'FULL_TIME', validThrough: '2026-12-06T23:59' });
    expect((job.proposal?.['jobLocation'] as { address: Node }).address).to.include({ addressLocality: 'Melbourne' });
  });
});

describe('Page understanding: round 20, a dental practice’s home page that mentions its sister office', () => {
  it('is the practice’s page: a second office named in a sentence is a mention, not a second card of a group', () => {
    const practice = understandPage(
      page(
        'https://www.smiles.example/',
        `<h1>Maple Grove Family Dental</h1><p>Gentle family dentistry in Hilliard, Ohio.</p>
         <h2>Visit Us</h2><p>Maple Grove Family Dental<br>2815 Maple Grove Pkwy<br>Hilliard, OH 43026</p><p>Call <a href="tel:+16145550182">(614) 555-0182</a></p>
         <h2>Office Hours</h2><p>Monday 7:30 am – 4:00 pm<br>Tuesday 9:00 am – 6:00 pm<br>Sunday Closed</p>
         <h2>Closer to Powell?</h2><p>Visit our sister office, Maple Grove Dental – Powell, at 29 W Olentangy St, Powell, OH 43065. Call <a href="tel:+16145550264">(614) 555-0264</a>. Open Mon–Thu 8 am – 5 pm.</p>`,
        { head: '<meta property="og:type" content="website"><meta property="og:site_name" content="Maple Grove Family Dental">' },
      ),
    );
    expect(practice.kind).to.equal('local-business');
    expect(practice.proposal).to.include({ '@type': 'Dentist', telephone: '(614) 555-0182' });
  });
});

describe('Page understanding: round 20, a British branch address', () => {
  it('reads a street named without a number with its unit and estate lines, the county as the region, the town before it', () => {
    const lines = ['Unit 4', 'Colthrop Business Park', 'Colthrop Lane', 'Thatcham', 'Berkshire', 'RG19 4NQ'];
    const expected = {
      streetAddress: 'Unit 4, Colthrop Business Park, Colthrop Lane',
      addressLocality: 'Thatcham',
      addressRegion: 'Berkshire',
      postalCode: 'RG19 4NQ',
    };
    expect(postalAddress(lines, null)).to.deep.equal(expected);
    expect(postalAddress(['Unit 4', 'Colthrop Business Park', 'Colthrop Lane', 'Thatcham', 'Berkshire RG19 4NQ'], null)).to.deep.equal(
      expected,
    );
  });
});

describe('Page understanding: round 20, the dollar of a page that declares only "en"', () => {
  it('takes the region its phone links all give, and none where they name several countries or the language has one', () => {
    expect(moneyLanguage('en', ['tel:+61295550148', '+61395550172'])).to.equal('en-AU');
    expect(moneyLanguage('en', ['tel:+61295550148', 'tel:+14155550100'])).to.equal('en');
    expect(moneyLanguage('en', [null])).to.equal('en');
    expect(moneyLanguage('en-CA', ['tel:+61295550148'])).to.equal('en-CA');
  });

  it('reads a salary in "$" on such a page as Australian dollars', () => {
    const job = understandPage(
      page(
        'https://studio.example/careers/designer',
        `<h1>Senior Designer</h1><div class="job-meta"><div class="item"><div class="label">Type</div><div>Full-time</div></div>
           <div class="item"><div class="label">Salary</div><div>$105,000 – $120,000 + super</div></div></div>`,
        { lang: 'en', after: '<footer><p>Sydney <a href="tel:+61295550148">(02) 9555 0148</a></p></footer>' },
      ),
    );
    expect(job.proposal?.['baseSalary']).to.include({ currency: 'AUD' });
  });
});
