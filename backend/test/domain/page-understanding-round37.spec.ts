import { expect } from 'chai';
import { ratingOf } from '../../src/domain/page-understanding/read-values.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page, jsonLd } from '../support/cms-page.js';

describe('Page understanding: round 37, a Shopware product with Trusted Shops stars', () => {
  it('counts reviews named by a German compound ("38 Produktbewertungen", "Kundenbewertungen (12)")', () => {
    expect(ratingOf('4,6 von 5 Sternen ★★★★★ 4,6 / 5 (38 Produktbewertungen)')).to.deep.equal({
      ratingValue: '4.6',
      bestRating: '5',
      reviewCount: '38',
    });
    expect(ratingOf('Kundenbewertungen (12) 4,5 von 5')).to.include({ ratingValue: '4.5', reviewCount: '12' });
  });
});

describe('Page understanding: round 37, a PrestaShop category with its category tree beside it', () => {
  it('lists the products, not the side column’s category menu', () => {
    const product = (name: string, i: number) =>
      `<div class="js-product product"><article class="product-miniature"><h2 class="product-title"><a href="/fromages/${i}-x.html">${name}</a></h2><span class="price">${12 + i},90 €</span></article></div>`;
    const listing = understandPage(
      page(
        'https://www.lacloche-fromages.example/12-fromages-fermiers',
        `<div id="left-column"><div class="block-categories"><ul class="category-top-menu"><li><a href="/3-fromages">Fromages</a></li>
          <li><ul class="category-sub-menu"><li><a href="/11-chevre">Fromages de chèvre (14)</a></li><li><a href="/13-persillees">Pâtes persillées (9)</a></li></ul></li></ul></div></div>
        <div id="content-wrapper"><h1>Fromages fermiers</h1><div class="products row">${['Comté AOP 24 mois', 'Époisses fermier', 'Morbier au lait cru'].map(product).join('')}</div></div>`,
        { lang: 'fr' },
      ),
    );
    const list = listing.proposal?.['mainEntity'] as { itemListElement: { name: string }[] };
    expect(list.itemListElement.map((item) => item.name)).to.deep.equal(['Comté AOP 24 mois', 'Époisses fermier', 'Morbier au lait cru']);
  });
});

describe('Page understanding: round 37, a clinic whose Yoast Local markup lists several types', () => {
  const clinic = (types: string[], heading: string) =>
    understandPage(
      page(
        'https://fisio.example/',
        `<h1>${heading}</h1><h2>Dirección</h2><p>Calle de Ibiza, 42<br>28009 Madrid</p><p>Teléfono: <a href="tel:+34914092763">914 09 27 63</a></p>`,
        {
          lang: 'es',
          head: jsonLd({
            '@context': 'https://schema.org',
            '@type': types,
            name: 'Retiro Salud',
            address: { '@type': 'PostalAddress', streetAddress: 'Calle de Ibiza, 42', postalCode: '28009', addressLocality: 'Madrid' },
          }),
        },
      ),
    );

  it('reads ["Organization", "Place", "MedicalClinic"] as the clinic’s own markup, not an organisation’s', () => {
    const page = clinic(['Organization', 'Place', 'MedicalClinic'], 'Retiro Salud');
    expect(page.kind).to.equal('local-business');
    expect(page.proposal).to.include({ '@type': 'MedicalClinic' });
  });

  it('gives the page’s own more specific type where the markup names its parent ("MedicalBusiness" for a physiotherapist)', () => {
    const page = clinic(['Organization', 'Place', 'MedicalBusiness'], 'Retiro Salud Fisioterapia');
    expect(page.proposal).to.include({ '@type': 'Physiotherapy' });
  });
});

describe('Page understanding: round 37, a Lightspeed product whose markup kept a spring price', () => {
  it('follows the "from" price the product area shows over a markup price the page shows nowhere, and drops its old validity', () => {
    const pot = understandPage(
      page(
        'https://www.groenhuys.example/terracotta-plantenpot-siena.html',
        `<div class="product-info"><h1>Terracotta plantenpot Siena</h1>
          <div class="product-price"><span class="price">Vanaf €24,95</span></div>
          <p class="stock">Op voorraad</p><button class="add-to-cart">In winkelwagen</button></div>`,
        {
          lang: 'nl',
          head: jsonLd({
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: 'Terracotta plantenpot Siena',
            offers: { '@type': 'Offer', lowPrice: '24.95', price: '22.95', priceValidUntil: '2026-03-31', priceCurrency: 'EUR' },
          }),
        },
      ),
    );
    const offer = pot.proposal?.['offers'] as Record<string, unknown>;
    expect(offer).to.include({ price: '24.95', priceCurrency: 'EUR' });
    expect(offer).not.to.have.property('priceValidUntil');
  });
});

describe('Page understanding: round 37, a fado night on Wix Events', () => {
  it('ends the event at the second day and time its date line writes ("16/01/2027, 21:30 – 17/01/2027, 00:00")', () => {
    const night = understandPage(
      page(
        'https://www.almadelisboa.example/event-details/noite-de-fado',
        `<h1>Noite de Fado com Marta Salgueiro</h1><p data-hook="event-full-date">16/01/2027, 21:30 – 17/01/2027, 00:00</p>
        <p data-hook="event-full-location">Sociedade Recreativa da Bica, Rua da Bica de Duarte Belo 27, 1200-056 Lisboa</p>
        <h2>Bilhetes</h2><p>Espetáculo: 15,00 €</p>`,
        {
          lang: 'pt-PT',
          head: jsonLd({
            '@context': 'https://schema.org',
            '@type': 'Event',
            name: 'Noite de Fado com Marta Salgueiro',
            startDate: '2027-01-16T21:30:00+00:00',
            location: { '@type': 'Place', name: 'Sociedade Recreativa da Bica' },
          }),
        },
      ),
    );
    expect(night.proposal).to.include({ startDate: '2027-01-16T21:30:00+00:00', endDate: '2027-01-17T00:00' });
  });
});

describe('Page understanding: round 37, a Japanese recipe card', () => {
  it('reads "合計 40分" as the total time', () => {
    const recipe = understandPage(
      page(
        'https://ouchigohan.example/nikujaga/',
        `<h1>基本の肉じゃが</h1><table class="recipe-meta"><tr><th>分量</th><td>2人分</td></tr><tr><th>準備時間</th><td>15分</td></tr>
          <tr><th>調理時間</th><td>25分</td></tr><tr><th>合計</th><td>40分</td></tr></table>
          <h3>材料（2人分）</h3><ul class="ingredients"><li>牛こま切れ肉 150g</li><li>じゃがいも 3個</li><li>玉ねぎ 1個</li></ul>
          <h3>作り方</h3><ol class="recipe-steps"><li>じゃがいもを切る。</li><li>肉を炒める。</li><li>煮る。</li></ol>`,
        { lang: 'ja' },
      ),
    );
    expect(recipe.proposal).to.include({ prepTime: 'PT15M', cookTime: 'PT25M', totalTime: 'PT40M' });
  });
});
