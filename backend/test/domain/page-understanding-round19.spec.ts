import { expect } from 'chai';
import { parseHTML } from 'linkedom';
import { cmsPage as page } from '../support/cms-page.js';
import { readPageStatements } from '../../src/adapters/page-fetch/page-statements-parser.js';
import { vendorName } from '../../src/domain/page-understanding/read-values.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';

describe('Page understanding: round 19, a Turkish OpenCart product', () => {
  const product = (lang: string) =>
    understandPage(
      page(
        'https://magaza.example/tr-tr/product/caydanlik-seti',
        `<div class="row"><div class="col-sm"><h1>Demlik Pro Çelik Çaydanlık Seti 2,5 L</h1>
           <ul class="list-unstyled"><li>Marka: <a href="/brand/kardelen">Kardelen</a></li><li>Ürün Kodu: KH-CS250</li><li>Stok Durumu: Stokta</li></ul>
           <ul class="list-unstyled"><li><span class="price-old">1.599,90 TL</span></li><li><h2><span class="price-new">1.249,90 TL</span></h2></li>
             <li>KDV Hariç: 1.041,58 TL</li></ul><button id="button-cart">Sepete Ekle</button></div></div>`,
        { lang },
      ),
    );

  it('reads the lira written "TL" after the amount, neither the struck nor the before-tax price, and a labelled stock status', () => {
    expect(product('tr').proposal?.['offers']).to.include({
      price: '1249.90',
      priceCurrency: 'TRY',
      availability: 'https://schema.org/InStock',
    });
  });

  it('reads no lira on a page in another language, where "2 TL" is a teaspoon', () => {
    const cake = understandPage(
      page('https://backen.example/rezept', '<h1>Apfelkuchen</h1><ul><li>2 TL Zimt</li><li>3 Äpfel</li></ul>', { lang: 'de' }),
    );
    expect(JSON.stringify(cake.proposal ?? {})).not.to.contain('TRY');
  });
});

describe('Page understanding: round 19, small readings', () => {
  it('keeps a label of two capitalised words whole ("Stok Durumu: Stokta"), and splits only after a label’s value', () => {
    const { document } = parseHTML(
      '<html><body><h1>X</h1><ul><li>Stok Durumu: Stokta</li><li>SKU: MT-1 Category: Kitchen</li></ul></body></html>',
    ) as unknown as { document: never };
    const labels = readPageStatements(document, 'https://x.example/').labelled.map((entry) => entry.label);
    expect(labels).to.include.members(['stok durumu', 'sku', 'category']);
  });

  it('reads a brand after its label in Greek and Polish ("Μάρκα: Μαστιχάνθη")', () => {
    expect(vendorName('Μάρκα: Μαστιχάνθη')).to.equal('Μαστιχάνθη');
    expect(vendorName('Marka: Kardelen')).to.equal('Kardelen');
  });
});

describe('Page understanding: round 19, a Shopware category beside its filter sidebar', () => {
  const card = (name: string, price: string) =>
    `<div class="cms-listing-col col-sm-6"><div class="card product-box box-standard"><div class="card-body">
       <a href="/nl-be/${name}" class="product-name">${name}</a><div class="product-price-info"><span class="product-price">€ ${price}</span></div></div></div></div>`;
  const category = understandPage(
    page(
      'https://winkel.example/nl-be/wandelen/wandelschoenen/heren/',
      `<div class="cms-section cms-section-default"><div class="cms-element-text"><h1>Wandelschoenen voor heren</h1><p>Stevige schoenen voor elk pad.</p></div></div>
       <div class="cms-section cms-section-sidebar"><div class="cms-section-sidebar cms-section-sidebar-mobile-wrap row">
         <div class="cms-section-sidebar-sidebar-content col-lg-4"><div class="filter-panel">Maat · Merk · Prijs</div></div>
         <div class="cms-section-sidebar-main-content col-lg-8"><div class="cms-element-product-listing"><div class="row cms-listing-row">
           ${card('meindl-vakuum', '249,95')}${card('lowa-renegade', '199,95')}${card('salomon-x-ultra', '159,95')}
         </div></div></div></div></div>`,
      { lang: 'nl-BE' },
    ),
  );

  it('reads the main column of a layout with a sidebar as the page’s own, and Shopware’s listing columns as a listing', () => {
    expect(category.kind).to.equal('collection');
    expect(category.proposal).to.include({ '@type': 'CollectionPage', name: 'Wandelschoenen voor heren' });
  });
});

describe('Page understanding: round 19, a rural guesthouse’s home page on Weebly', () => {
  const guesthouse = understandPage(
    page(
      'https://casa.example/',
      `<h2>Turismo Rural no coração do Minho</h2><h2>Bem-vindos à Casa das Hortênsias</h2><p>Quatro quartos numa casa de granito.</p>
       <h2>Onde estamos</h2><p>Rua do Souto, 112<br>4990-062 Ponte de Lima</p>
       <ul><li><strong>Check-in:</strong> das 15:00 às 20:00</li><li><strong>Check-out:</strong> até às 11:00</li></ul>`,
      {
        lang: 'pt-PT',
        head: '<meta name="description" content="Casa das Hortênsias – Turismo Rural em Ponte de Lima."><meta property="og:site_name" content="Casa das Hortênsias"><meta property="og:type" content="website">',
        header: '<a href="/" class="wsite-logo">Casa das Hortênsias</a>',
        footer:
          '<div class="paragraph">Casa das Hortênsias – Turismo Rural<br>Tel.: <a href="tel:+351258941372">+351 258 941 372</a></div>',
      },
    ),
  );

  it('reads a home page that calls itself a rural guesthouse and shows its address as the B&B, with its arrival and departure times', () => {
    expect(guesthouse.proposal).to.include({ '@type': 'BedAndBreakfast', checkinTime: '15:00', checkoutTime: '11:00' });
  });

  it('gives it the number its one footer block gives, the site being its own', () => {
    expect(guesthouse.proposal?.['telephone']).to.equal('+351 258 941 372');
  });
});

describe('Page understanding: round 19, a Korean recipe post on Tistory', () => {
  const recipe = understandPage(
    page(
      'https://blog.example/187',
      `<article><h1>애호박 된장찌개 황금레시피 (2인분)</h1><p class="byline">글 곰곰이</p>
         <table><tr><td>🍲 분량: 2인분</td><td>⏱ 조리시간 30분</td></tr></table>
         <h3>재료 (2인분)</h3><ul><li>애호박 1/2개</li><li>두부 1/2모</li><li>된장 2큰술</li><li>감자 1개</li></ul>
         <h3>만드는 법</h3><p><b>1.</b> 냄비에 멸치를 넣고 약불에서 1분 볶아 주세요.</p><p><b>2.</b> 물을 붓고 10분 끓여 육수를 냅니다.</p>
         <p><b>3.</b> 된장을 풀고 채소를 넣어 끓입니다.</p><h3>곰곰이의 팁</h3><p>4인분으로 끓일 때는 재료를 두 배로.</p></article>`,
      { lang: 'ko', head: '<meta property="og:type" content="article">' },
    ),
  );

  it('reads numbered paragraphs under the method heading as the steps, so the post is the recipe it publishes', () => {
    expect(recipe.kind).to.equal('recipe');
    expect((recipe.proposal?.['recipeInstructions'] as { text: string }[]).map((step) => step.text)).to.deep.equal([
      '냄비에 멸치를 넣고 약불에서 1분 볶아 주세요.',
      '물을 붓고 10분 끓여 육수를 냅니다.',
      '된장을 풀고 채소를 넣어 끓입니다.',
    ]);
  });

  it('reads a label after a symbol, and a time label with its duration and no colon', () => {
    expect(recipe.proposal).to.include({ recipeYield: '2인분', cookTime: 'PT30M' });
  });
});

describe('Page understanding: round 19, a restaurant’s split hours on Wix', () => {
  it('reads the lines under an hours heading, one paragraph each, and lunch and dinner as two sittings of the same days', () => {
    const restaurant = understandPage(
      page(
        'https://thai.example/',
        `<h1>Baan Sukho Thai Kitchen</h1><p>Family-run Thai restaurant.</p><p>412 Sydney Rd<br>Brunswick VIC 3056</p><p><a href="tel:0395550142">(03) 9555 0142</a></p>
         <div class="wixui-rich-text"><h2>Opening Hours</h2><p><span>Tue–Sun</span></p><p>Lunch 11:30am – 2:30pm</p><p>Dinner 5pm – 9:30pm</p>
           <p><span>Mon</span> – closed</p></div>`,
        { lang: 'en-AU' },
      ),
    );
    const sittings = (restaurant.proposal?.['openingHoursSpecification'] as { dayOfWeek: string[]; opens: string; closes: string }[]).map(
      (spec) => [spec.dayOfWeek.length, spec.opens, spec.closes],
    );
    expect(sittings).to.deep.equal([
      [6, '11:30', '14:30'],
      [6, '17:00', '21:30'],
    ]);
  });
});

describe('Page understanding: round 19, a restaurant’s cuisine', () => {
  it('states the cuisine a place to eat names itself by', () => {
    const restaurant = understandPage(
      page(
        'https://thai.example/',
        `<h1>Baan Sukho</h1><p>412 Sydney Rd<br>Brunswick VIC 3056</p><p><a href="tel:0395550142">(03) 9555 0142</a></p><p>Tue–Sun 5pm – 9:30pm</p>`,
        { lang: 'en-AU', head: '<meta name="description" content="Family-run Thai restaurant on Sydney Rd, Brunswick.">' },
      ),
    );
    expect(restaurant.proposal).to.include({ '@type': 'Restaurant', servesCuisine: 'Thai' });
  });
});

describe('Page understanding: round 19, a play on Modern Events Calendar', () => {
  // MEC writes its details box as a heading over a list without terms, and marks the venue as an hCard organisation.
  const play = () =>
    understandPage(
      page(
        'https://teatro.example/eventos/las-hermanas-ledesma/',
        `<article class="row mec-single-event"><div class="col-md-8"><h1 class="mec-single-title">Las hermanas Ledesma</h1>
           <div class="mec-single-event-description"><p>Tres hermanas vuelven a la casa familiar.</p>
           <h3>Entradas</h3><p>Entrada general: <strong>$18.000</strong></p><p><small>Valores en pesos argentinos (ARS).</small></p></div></div>
         <div class="col-md-4"><div class="mec-event-meta">
           <div class="mec-single-event-date"><h3 class="mec-date">Fecha</h3><dl><dd><span class="mec-start-date-label">8 de mayo de 2026</span></dd></dl></div>
           <div class="mec-single-event-time"><h3 class="mec-time">Hora</h3><i class="mec-time-comment">Domingos 20:00 h</i><dl><dd>21:00 - 22:30</dd></dl></div>
           <div class="mec-single-event-location"><h3 class="mec-events-single-section-title mec-location">Sala Güemes</h3><dl><dd class="author fn org">Sala Güemes</dd>
             <dd class="location"><address class="mec-events-address"><span class="mec-address">Belgrano 845, Barrio Güemes, X5000 Córdoba</span></address></dd></dl></div>
           <div class="mec-single-event-organizer"><h3>Organizador</h3><dl><dd class="mec-organizer"><h6>Compañía Los Inquilinos</h6></dd></dl></div>
         </div></div></article>`,
        { lang: 'es-AR', head: '<meta property="og:type" content="article">' },
      ),
    );

  it('reads the details box: the heading over a list of one value is its label, and the venue is no byline', () => {
    const understood = play();
    expect(understood.kind).to.equal('event');
    expect(understood.proposal).to.deep.include({ startDate: '2026-05-08T21:00' });
    expect(understood.proposal?.['organizer']).to.deep.equal({ '@type': 'Organization', name: 'Compañía Los Inquilinos' });
  });

  it('reads an Argentine address: the province letter before the postcode, the neighbourhood between street and town', () => {
    expect(play().proposal?.['location']).to.deep.include({
      address: { '@type': 'PostalAddress', streetAddress: 'Belgrano 845', postalCode: 'X5000', addressLocality: 'Córdoba' },
    });
  });
});

describe('Page understanding: round 19, a webinar on a marketing subdomain', () => {
  const webinar = (logoHref: string) =>
    understandPage(
      page(
        'https://go.ledgerline.example/webinar-month-end',
        `<section class="hero"><p class="eyebrow">LIVE WEBINAR · ON ZOOM</p><h1>Closing the Books Faster</h1>
           <p>Thursday, June 11, 2026 · 1:00–2:00 PM ET</p><a class="button" href="#register">Register for free</a></section>`,
        { header: `<a href="${logoHref}" class="logo"><img src="/logo.png" alt="Ledgerline"></a>` },
      ),
    );

  it('names the organiser by the logo that links to the main site from its subdomain, and by no other site', () => {
    expect(webinar('https://www.ledgerline.example').proposal?.['organizer']).to.deep.equal({
      '@type': 'Organization',
      name: 'Ledgerline',
    });
    expect(webinar('https://www.zoom.example/').proposal?.['organizer']).to.equal(undefined);
  });
});
