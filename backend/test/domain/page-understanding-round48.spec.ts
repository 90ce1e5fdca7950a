import { expect } from 'chai';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page, jsonLd } from '../support/cms-page.js';

type Node = Record<string, unknown>;

const names = (understood: ReturnType<typeof understandPage>) =>
  ((understood.proposal?.['mainEntity'] as { itemListElement?: { name?: string }[] } | undefined)?.itemListElement ?? []).map(
    (item) => item.name,
  );

describe('Page understanding: round 48, shop categories', () => {
  const card = (name: string, slug: string) =>
    `<article class="product-miniature"><a href="/thes-verts/${slug}.html"><img alt="${name}"></a><h2 class="product-title"><a href="/thes-verts/${slug}.html">${name}</a></h2><span class="price">9,90 €</span></article>`;
  const teas = ['Sencha Kyoto bio', 'Gyokuro Asahi', 'Genmaicha', 'Bi Luo Chun'];
  const grid = `<div class="products row">${teas.map((name, i) => card(name, `t${i}`)).join('')}</div>`;

  it('lists the grid’s products, not the sidebar’s best sellers, the sort dropdown or the pager', () => {
    const category = understandPage(
      page(
        'https://www.theiere.example/12-thes-verts',
        `<div id="left-column"><section class="featured-products block-bestsellers"><p class="h6">Meilleures ventes</p>
          <ul class="bestsellers-list"><li><a href="/thes-noirs/earl-grey.html">Earl Grey Impérial</a> <span class="price">9,50 €</span></li>
          <li><a href="/infusions/rooibos.html">Rooibos Vanille</a> <span class="price">7,90 €</span></li></ul></section></div>
        <div id="content-wrapper"><h1>Thés verts</h1>
          <div class="products-selection"><div class="products-sort-order dropdown">
            <button class="select-title" data-toggle="dropdown" aria-haspopup="true">Pertinence</button>
            <div class="dropdown-menu"><a href="?order=product.sales.desc">Ventes</a><a href="?order=product.name.asc">Nom, A à Z</a></div></div></div>
          ${grid}
          <div class="pages"><ul class="items pages-items"><li class="item"><a href="?p=2"><span>Page</span> 2</a></li><li class="item"><a href="?p=3"><span>Page</span> 3</a></li></ul></div>
        </div>`,
        { lang: 'fr' },
      ),
    );
    expect(category.kind).to.equal('collection');
    expect(names(category)).to.deep.equal(teas);
  });

  it('proposes the page with its own ItemList markup as the list it is about', () => {
    const listed = teas.map((name, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: `https://www.theiere.example/thes-verts/t${i}.html`,
    }));
    const category = understandPage(
      page('https://www.theiere.example/12-thes-verts', `<h1>Thés verts</h1>${grid}`, {
        lang: 'fr',
        head: jsonLd({ '@type': 'ItemList', itemListElement: listed }),
      }),
    );
    expect(category.proposal?.['@type']).to.equal('CollectionPage');
    expect(category.proposal).not.to.have.property('itemListElement');
    // The markup gives each item's address only: its name is the page's card for that address.
    expect(names(category)).to.deep.equal(teas);
  });

  it('reads a Cafe24 product’s own details table past a grid of forty labelled cards, and a Korean rating summary', () => {
    const cards = Array.from(
      { length: 40 },
      (_, i) =>
        `<li class="xans-record-"><a href="/product/p${i}/">상품 ${i}</a><ul class="description"><li>판매가: ${19 + i},000원</li><li>소비자가: ${29 + i},000원</li></ul></li>`,
    ).join('');
    const product = understandPage(
      page(
        'https://monohaus.example/product/detail.html?product_no=42',
        `<div class="infoArea"><div class="headingArea"><h2>워싱 린넨 이불커버 세트</h2></div>
          <table><tbody><tr><th scope="row">판매가</th><td><strong id="span_product_price_text">89,000원</strong></td></tr>
          <tr><th scope="row">상품코드</th><td>P00000BX</td></tr><tr><th scope="row">브랜드</th><td>모노하우스</td></tr></tbody></table>
          <button>구매하기</button></div>
          <div id="prdReview"><h3>REVIEW</h3><p class="rating-summary">평점 <strong>4.9</strong> / 5 (리뷰 328건)</p></div>
          <div class="xans-product-listmain"><h3>추천 상품</h3><ul class="prdList">${cards}</ul></div>`,
        { lang: 'ko', head: '<meta property="og:type" content="product"><meta property="product:price:amount" content="89000">' },
      ),
    );
    expect(product.kind).to.equal('product');
    expect(product.proposal).to.include({ sku: 'P00000BX' });
    expect(product.proposal?.['brand']).to.include({ name: '모노하우스' });
    expect(product.proposal?.['aggregateRating']).to.include({ ratingValue: '4.9', reviewCount: '328' });
  });

  it('keeps a microdata rating drawn as stars whose count the page writes, and reads "Gratis desde $999" as no price', () => {
    const product = understandPage(
      page(
        'https://www.bolsas.example/productos/tote',
        `<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Bolsa tote de piel</h1>
          <div itemprop="aggregateRating" itemscope itemtype="https://schema.org/AggregateRating"><meta itemprop="ratingValue" content="4.8"><meta itemprop="ratingCount" content="37">
            <span class="stars">★★★★★</span> <a href="#reviews">37 reseñas</a></div>
          <h4 class="js-price-display">$1,450.00</h4><p class="text-small">Estafeta a todo México: $149.00 · Gratis desde $999</p></div>`,
        { lang: 'es-MX' },
      ),
    );
    expect(product.proposal?.['aggregateRating']).to.include({ ratingValue: '4.8' });
    expect(product.proposal?.['offers']).to.include({ price: '1450.00' });
  });

  it('reads a Taiwanese shop’s address, unified business number and founding year on its home page', () => {
    const home = understandPage(
      page(
        'https://www.shanlan.example/',
        '<h1>一杯好茶，從焙火開始</h1><p>山嵐茶事自 2014 年起在大稻埕焙茶。我們每年上山三次，直接向茶農收購。</p>',
        {
          lang: 'zh-Hant-TW',
          title: '山嵐茶事 Shanlan Tea | 台灣茶',
          head: '<meta property="og:site_name" content="山嵐茶事 Shanlan Tea">',
          footer:
            '<p>山嵐茶事股份有限公司｜統一編號 53917284</p><p>公司地址：103 台北市大同區迪化街一段 138 號</p><p>客服電話 <a href="tel:+886225561088">02-2556-1088</a></p>',
        },
      ),
    );
    const organization = (home.proposal?.['@graph'] as Node[])[0]!;
    expect(organization).to.include({ taxID: '53917284', foundingDate: '2014' });
    expect(organization['address']).to.include({ streetAddress: '大同區迪化街一段 138 號', addressLocality: '台北市', postalCode: '103' });
  });

  it('reads a Saudi shop’s address, VAT number and founding year written in Eastern Arabic digits', () => {
    const home = understandPage(
      page(
        'https://alnada-perfumes.example/',
        '<h1>عطور الندى</h1><p>عطور الندى علامة سعودية تأسست في الرياض عام ٢٠١٨، نمزج العود مع زيوت فرنسية.</p>',
        {
          lang: 'ar',
          title: 'عطور الندى | متجر العطور',
          head: '<meta property="og:site_name" content="عطور الندى">',
          footer:
            '<ul><li class="contact-item">المقر الرئيسي: طريق أنس بن مالك، حي الملقا، الرياض ١٣٥٢٤</li></ul><p>السجل التجاري: ١٠١٠٧٣٤٥٦١</p><p>الرقم الضريبي: <span dir="ltr">310245678900003</span></p>',
        },
      ),
    );
    const organization = (home.proposal?.['@graph'] as Node[])[0]!;
    expect(organization).to.include({ vatID: '310245678900003', foundingDate: '2018' });
    expect(organization['address']).to.include({
      streetAddress: 'طريق أنس بن مالك، حي الملقا',
      addressLocality: 'الرياض',
      postalCode: '13524',
    });
  });

  it('gives a Finnish yarn shop’s home page its shop and its week, read with Finnish short day names', () => {
    const home = understandPage(
      page(
        'https://www.lankakauppa.example/',
        '<h1>Lankoja, puikkoja ja kursseja Tampereen keskustasta</h1><p>Tervetuloa verkkokauppaan ja myymälään.</p>',
        {
          lang: 'fi',
          title: 'Lankakauppa Kerä – Lankoja Tampereelta',
          head: `<meta property="og:type" content="website"><meta property="og:site_name" content="Lankakauppa Kerä">${jsonLd({ '@type': 'WebSite', name: 'Lankakauppa Kerä' })}`,
          footer: `<p><strong>Lankakauppa Kerä</strong><br>Hämeenkatu 14<br>33100 Tampere</p><p>Puh. <a href="tel:+358407182290">040 718 2290</a></p>
            <p><strong>Aukioloajat</strong><br>ma–pe 10–18<br>la 10–15<br>su suljettu</p>`,
        },
      ),
    );
    expect(home.kind).to.equal('home');
    const shop = (home.proposal?.['@graph'] as Node[])[0]!;
    expect(shop['@type']).to.equal('LocalBusiness');
    expect((shop['openingHoursSpecification'] as Node[])[0]).to.include({ opens: '10:00', closes: '18:00' });
  });
});
