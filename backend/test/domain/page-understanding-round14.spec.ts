import { expect } from 'chai';
import { cmsPage as page } from '../support/cms-page.js';
import { parsePageSnapshot } from '../../src/adapters/page-fetch/html-snapshot-parser.js';
import { availabilityOf, firstPriceIn } from '../../src/domain/page-understanding/read-values.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';

describe('Page understanding: round 14, prices as each country writes them', () => {
  it('reads an ISO code written before the amount (Swiss shops), the lira sign before it, and Quebec’s dollar after it', () => {
    expect(firstPriceIn('Sonderpreis CHF 89.00', 'de-CH')).to.deep.equal({ price: '89.00', currency: 'CHF' });
    expect(firstPriceIn('₺1.249,00', 'tr')).to.deep.equal({ price: '1249.00', currency: 'TRY' });
    expect(firstPriceIn('Coût : 45 $', 'fr-CA')).to.deep.equal({ price: '45', currency: 'CAD' });
  });

  it('gives a Magento product in Switzerland its price from the special-price box and "An Lager" as in stock', () => {
    const understood = understandPage(
      page(
        'https://shop.example.ch/caquelon.html',
        `<div class="product-info-main"><h1 class="page-title"><span itemprop="name">Fondue-Caquelon 24 cm</span></h1>
           <div class="product-info-price"><div class="price-box"><span class="special-price"><span class="price-label">Sonderpreis</span>
             <span class="price-wrapper"><span class="price">CHF 89.00</span></span></span>
             <span class="old-price"><span class="price-label">Regulärer Preis</span><span class="price">CHF 119.00</span></span></div>
           <div class="product-info-stock-sku"><div class="stock available"><span>An Lager</span></div></div></div>
           <form action="/checkout/cart/add"><button id="product-addtocart-button">In den Warenkorb</button></form></div>`,
        { lang: 'de-CH' },
      ),
    );
    expect(understood.proposal?.['offers']).to.include({
      price: '89.00',
      priceCurrency: 'CHF',
      availability: 'https://schema.org/InStock',
    });
    expect(availabilityOf('Nicht an Lager')).to.equal('https://schema.org/OutOfStock');
  });
});

describe('Page understanding: round 14, an FAQ page with a blog teaser (HubSpot)', () => {
  it('never takes a heading that links to another page as a question', () => {
    const html = `<!doctype html><html lang="en-IN"><head><title>Solar FAQ</title></head><body><main><h1>Frequently asked questions</h1>
      <details><summary><h3>How do I know if my roof is suitable?</h3></summary><div>Most flat RCC roofs work well.</div></details>
      <details><summary><h3>Do I need permission?</h3></summary><div>Yes, from the electricity board.</div></details>
      <div class="sd-blog-teaser"><p>Popular on our blog</p><h3><a href="https://solar.example/blog/is-solar-worth-it">Is solar worth it in Pune’s monsoon?</a></h3>
      <p>Our 2026 data from 212 rooftops shows what happens to generation.</p></div></main></body></html>`;
    const snapshot = parsePageSnapshot({ html, url: 'https://solar.example/faq', tokenBudget: 2000 });
    expect(snapshot.faqs.map((faq) => faq.question)).to.deep.equal(['How do I know if my roof is suitable?', 'Do I need permission?']);
  });
});

describe('Page understanding: round 14, addresses, job places and recipe times in more languages', () => {
  it('takes a whole labelled workplace address as the job’s place, the workplace’s name before it left out', () => {
    const understood = understandPage(
      page(
        'https://ura.example/tyopaikka/kokki/',
        `<h1>Kokki, Ravintola Lumo</h1><dl><dt>Työpaikka</dt><dd>Ravintola Lumo, Hämeenkatu 14, 33100 Tampere</dd>
           <dt>Työsuhde</dt><dd>Vakituinen, kokoaikainen</dd></dl><p>Haemme tiimiimme kokkia.</p>
           <form enctype="multipart/form-data"><input type="file" name="cv"><button>Hae</button></form>`,
        { lang: 'fi' },
      ),
    );
    expect(understood.proposal?.['jobLocation']).to.deep.equal({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', streetAddress: 'Hämeenkatu 14', postalCode: '33100', addressLocality: 'Tampere' },
    });
  });

  it('keeps a Turkish street line whole, its "No:" being the house number’s, and a district/city town', () => {
    const understood = understandPage(
      page(
        'https://lokanta.example/',
        `<h1>Lokanta Moda</h1><h2>Adres ve çalışma saatleri</h2>
           <p>Caferağa Mah. Moda Cad. No: 142/A<br>34710 Kadıköy/İstanbul</p><p>Tel: <a href="tel:+902165554782">0216 555 47 82</a></p>
           <p>Salı–Pazar 12:00–23:00</p>`,
        { lang: 'tr' },
      ),
    );
    expect(understood.proposal?.['address']).to.deep.equal({
      '@type': 'PostalAddress',
      streetAddress: 'Caferağa Mah. Moda Cad. No: 142/A',
      postalCode: '34710',
      addressLocality: 'Kadıköy/İstanbul',
    });
  });

  it('reads a Korean recipe’s labelled times in 분 and its date marked 수정 as the update', () => {
    const understood = understandPage(
      page(
        'https://bap.example/recipes/doenjang-jjigae/',
        `<article class="h-recipe"><h1 class="p-name">된장찌개</h1><p>게시 <time class="dt-published" datetime="2027-01-12">2027년 1월 12일</time>
           · 수정 <time class="dt-updated" datetime="2027-01-20">2027년 1월 20일</time></p>
           <dl><dt>분량</dt><dd>2인분</dd><dt>준비</dt><dd>10분</dd><dt>조리</dt><dd>15분</dd><dt>총 시간</dt><dd>25분</dd></dl>
           <h2>재료</h2><ul><li>된장 2큰술</li><li>두부 1/2모</li><li>애호박 1/3개</li></ul>
           <h2>만드는 법</h2><ol class="instructions"><li>쌀뜨물을 끓여요.</li><li>된장을 풀어요.</li></ol></article>`,
        { lang: 'ko' },
      ),
    );
    expect(understood.proposal).to.include({
      datePublished: '2027-01-12',
      dateModified: '2027-01-20',
      prepTime: 'PT10M',
      cookTime: 'PT15M',
      totalTime: 'PT25M',
      recipeYield: '2인분',
    });
  });
});
