import { expect } from 'chai';
import { cmsPage as page } from '../support/cms-page.js';
import { openingHoursOf } from '../../src/domain/page-understanding/opening-hours.js';
import { postalAddress } from '../../src/domain/page-understanding/read-values.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';

type Node = Record<string, unknown>;
const day = (name: string) => `https://schema.org/${name}`;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(day);
const graphNode = (proposal: Node | null, type: string) =>
  ((proposal?.['@graph'] as Node[] | undefined) ?? [proposal]).find((node) => node?.['@type'] === type) ?? null;

describe('Page understanding: round 10, a small business home page built with widgets', () => {
  const vet = (head = '') =>
    understandPage(
      page(
        'https://vet.example/',
        `<div class="widget"><div class="container"><h1>Veterinární ordinace Na Kopci</h1></div></div>
        <div class="widget"><div class="container"><h2>Kde nás najdete</h2></div></div>
        <div class="widget"><ul><li><span>Hlavní 12, 602 00 Brno</span></li><li><a href="tel:+420545555100">+420 545 555 100</a></li></ul></div>
        <div class="widget"><div class="container"><h2>Ordinační hodiny</h2></div></div>
        <div class="widget"><table><tr><th>Den</th><th>Dopoledne</th><th>Odpoledne</th></tr>
          <tr><td>Pondělí</td><td>8:00 – 12:00</td><td>14:00 – 18:00</td></tr>
          <tr><td>Sobota</td><td>9:00 – 11:00</td><td>zavřeno</td></tr></table></div>`,
        { lang: 'cs', head },
      ),
    );

  it('reads the hours table a heading introduces from its own widget, lunch break and all', () => {
    const hours = vet().proposal?.['openingHoursSpecification'] as Node[];
    expect(hours).to.deep.include({ '@type': 'OpeningHoursSpecification', dayOfWeek: [day('Monday')], opens: '08:00', closes: '12:00' });
    expect(hours).to.deep.include({ '@type': 'OpeningHoursSpecification', dayOfWeek: [day('Monday')], opens: '14:00', closes: '18:00' });
  });

  it('is the business page, not a home page, though an SEO plugin marks every page up as a WebSite', () => {
    const understood = vet(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite","name":"Na Kopci","url":"https://vet.example/"}</script>',
    );
    expect(understood.kind).to.equal('local-business');
    expect(understood.proposal?.['@type']).to.equal('VeterinaryCare');
    expect(understood.proposal?.['address']).to.include({ streetAddress: 'Hlavní 12', postalCode: '602 00', addressLocality: 'Brno' });
  });
});

describe('Page understanding: round 10, markup that no longer matches the page', () => {
  const optician = understandPage(
    page(
      'https://otica.example/',
      `<h1>Ótica Bela Vista</h1><p>Mudamos! Agora estamos na Rua das Flores, 120.</p>
      <div class="block"><p>Rua das Flores, 120 – Centro</p><p>Curitiba – PR, 80020-310</p>
        <p>Funcionamos de segunda a sexta, das 9h às 19h, e aos sábados, das 9h às 13h. No domingo, dia 20 de dezembro, das 10h às 16h.</p>
        <p>Telefone: <a href="tel:4135550100">(41) 3555-0100</a></p></div>
      <p>Precisa de exame de vista? Indicamos a Clínica Olhar, Av. Sete de Setembro, 2775, Curitiba – PR, 80230-010, tel. (41) 3555-0911, com desconto.</p>`,
      {
        lang: 'pt-BR',
        head: `<script type="application/ld+json">{"@context":"https://schema.org","@type":"LocalBusiness","name":"Ótica Bela Vista",
          "address":{"@type":"PostalAddress","streetAddress":"Rua Velha, 9","postalCode":"80010-010","addressLocality":"Curitiba"},
          "telephone":"+55 41 3555-0999"}</script>`,
      },
    ),
  );

  it('follows the address and phone the page shows where its JSON-LD gives ones it no longer shows, and says so', () => {
    expect(optician.proposal?.['address']).to.include({
      streetAddress: 'Rua das Flores, 120 – Centro',
      postalCode: '80020-310',
      addressLocality: 'Curitiba',
      addressRegion: 'PR',
    });
    expect(optician.proposal?.['telephone']).to.equal('(41) 3555-0100');
    expect(optician.notes.join(' ')).to.match(/markup gives the address "Rua Velha, 9", which the page no longer shows/);
  });

  it('reads the weekly hours of a sentence, leaving out one date’s special opening', () => {
    expect(optician.proposal?.['openingHoursSpecification']).to.deep.equal([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: WEEKDAYS, opens: '09:00', closes: '19:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [day('Saturday')], opens: '09:00', closes: '13:00' },
    ]);
    expect(openingHoursOf('Sundays 10am–4pm; Sunday 20 December 11am–3pm', 'en')).to.deep.equal([
      { dayOfWeek: [day('Sunday')], opens: '10:00', closes: '16:00' },
    ]);
  });

  it('reads a street named without a street word before its postcode and town', () => {
    expect(postalAddress(['Havnepromenaden 6, 7100 Vejle'], null)).to.deep.equal({
      streetAddress: 'Havnepromenaden 6',
      postalCode: '7100',
      addressLocality: 'Vejle',
    });
  });
});

describe('Page understanding: round 10, an event whose details are labelled', () => {
  it('states the labelled date with the labelled first start, the start-and-finish place and the organiser', () => {
    const event = understandPage(
      page(
        'https://club.example/loeb/fjordloebet/',
        `<h1>Fjordløbet 2027</h1><p>En flad rute langs fjorden.</p>
        <dl class="facts"><dt>Dato</dt><dd>Lørdag den 8. maj 2027</dd><dt>Første start</dt><dd>Kl. 9.30 (10 km)</dd>
          <dt>Start og mål</dt><dd>Havnetorvet, Havnegade 2, 6000 Kolding</dd><dt>Arrangør</dt><dd>Kolding Løbeklub, info@klub.example</dd></dl>
        <section class="more"><h2>Flere løb</h2><ul><li>Juleløbet lørdag den 12. december 2026, kl. 11.00</li></ul></section>`,
        { lang: 'da' },
      ),
    ).proposal;
    expect(event?.['@type']).to.equal('Event');
    expect(event?.['startDate']).to.equal('2027-05-08T09:30');
    expect(event?.['location']).to.deep.include({ name: 'Havnetorvet' });
    expect((event?.['location'] as Node)['address']).to.include({ streetAddress: 'Havnegade 2', postalCode: '6000' });
    expect(event?.['organizer']).to.deep.equal({ '@type': 'Organization', name: 'Kolding Løbeklub' });
  });
});

describe('Page understanding: round 10, a bread formula in tables on a post marked up as an Article', () => {
  it('reads each table row as an amount and an ingredient, and proposes a Recipe', () => {
    const understood = understandPage(
      page(
        'https://piekarnia.example/chleb/',
        `<article><h1>Chleb pszenny na zakwasie</h1><p class="byline">Autor: <a href="/a/ola">Ola Nowak</a> · <time datetime="2026-10-01">1 października 2026</time></p>
        <p><strong>Wychodzi:</strong> 1 bochenek (ok. 800 g), forma 24 cm<br><strong>Pieczenie:</strong> 45 minut</p>
        <table><thead><tr><th>Ilość</th><th>Składnik</th><th>% mąki</th></tr></thead>
          <tbody><tr><td>500 g</td><td>mąka pszenna typ 650</td><td>100%</td></tr><tr><td>350 g</td><td>woda</td><td>70%</td></tr>
          <tr><td>10 g</td><td>sól</td><td>2%</td></tr></tbody></table>
        <h2>Jak to zrobić</h2><ol><li>Wymieszaj mąkę z wodą.</li><li>Dodaj sól i zakwas.</li></ol></article>`,
        {
          lang: 'pl',
          head: `<meta property="og:type" content="article"><script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"Chleb pszenny na zakwasie","author":{"@type":"Person","name":"Ola Nowak"}}</script>`,
        },
      ),
    );
    expect(understood.proposal?.['@type']).to.equal('Recipe');
    expect(understood.proposal?.['recipeIngredient']).to.deep.equal(['500 g mąka pszenna typ 650', '350 g woda', '10 g sól']);
    expect(understood.proposal?.['recipeYield']).to.equal('1 bochenek (ok. 800 g)');
    expect(understood.proposal?.['cookTime']).to.equal('PT45M');
  });
});

describe('Page understanding: round 10, a restaurant group’s home page', () => {
  const card = (name: string, street: string, town: string, phone: string) =>
    `<div class="locations_card"><h3>${name}</h3><div class="address"><p>${street}</p><p>${town}</p></div>
      <a href="tel:${phone.replace(/\s/g, '')}">${phone}</a><p class="hours">Tue–Sat 5pm–10pm</p></div>`;
  const understood = understandPage(
    page(
      'https://group.example/',
      `<h1>Fire, salt and good company</h1><div class="locations">${card('Bold Street', '41 Bold Street', 'Liverpool L1 4EU', '0151 555 0123')}
      ${card('Tib Street', '58 Tib Street', 'Manchester M4 1LG', '0161 555 0176')}</div>`,
      {
        head: '<meta property="og:site_name" content="Ember & Salt"><meta property="og:type" content="website">',
        footer: `<p>Ember &amp; Salt Restaurants Ltd<br>Registered office: 22 Jamaica Street<br>Liverpool L1 0AF<br>
          Head office: <a href="tel:+441515550190">0151 555 0190</a></p>`,
      },
    ),
  );

  it('is the group’s home page, not one of its restaurants', () => {
    expect(understood.kind).to.equal('home');
    expect(understood.reasons.join(' ')).to.match(/lists 2 places/);
  });

  it('gives the Organization the registered office and the phone its footer block names', () => {
    const organization = graphNode(understood.proposal as Node, 'Organization');
    expect(organization?.['address']).to.include({ streetAddress: '22 Jamaica Street', postalCode: 'L1 0AF' });
    expect(organization?.['telephone']).to.equal('0151 555 0190');
  });
});

describe('Page understanding: round 10, a job ad whose facts sit in a box beside the text', () => {
  it('reads the fact box inside the ad’s own article, and a one-year contract as temporary work', () => {
    const job = understandPage(
      page(
        'https://werk.example/vacatures/installateur',
        `<article><div class="hero"><p>Vacature</p><h1>Installateur warmtepompen</h1></div>
        <aside class="kenmerken"><h2>In het kort</h2><div><span>Standplaats</span> <span>Apeldoorn</span></div>
          <div><span>Salaris</span> <span>€ 3.000 – € 3.800 bruto per maand</span></div>
          <div><span>Dienstverband</span> <span>Jaarcontract, uitzicht op vast</span></div></aside>
        <p>Je installeert warmtepompen bij particulieren in de regio.</p>
        <form><input type="file" name="cv"><button>Solliciteer direct</button></form></article>
        <aside class="sidebar"><h2>Andere vacatures</h2><p>Monteur Deventer · € 2.600 – € 3.100 bruto per maand</p></aside>`,
        { lang: 'nl', head: '<meta property="og:site_name" content="Warmte Oost">' },
      ),
    ).proposal;
    expect(job?.['@type']).to.equal('JobPosting');
    expect(job?.['employmentType']).to.equal('TEMPORARY');
    expect((job?.['jobLocation'] as Node)['address']).to.include({ addressLocality: 'Apeldoorn' });
    expect((job?.['baseSalary'] as Node)['value']).to.include({ minValue: '3000', maxValue: '3800', unitText: 'MONTH' });
  });
});

describe('Page understanding: round 10, price ranges beside a product heading', () => {
  it('reads a Japanese range split over spans with its count of offers, and never a linked price', () => {
    const product = understandPage(
      page(
        'https://market.example/item/kettle/',
        `<section class="summary"><h1>電気ケトル KT-08 ホワイト</h1>
        <dl><div><dt>メーカー</dt><dd>ミズホ電機</dd></div><div><dt>JANコード</dt><dd>4905550123468</dd></div></dl>
        <p class="range">新品の出品 <strong>3件</strong>：<span>4,980円</span>〜<span>5,980円</span></p>
        <p><a href="#history">過去最安値 4,480円</a></p><p>その他のカラー: <a href="/item/kettle-bk/">ブラック 5,200円〜</a></p>
        <button class="add-to-cart">カートに入れる</button></section>`,
        { lang: 'ja' },
      ),
    ).proposal;
    expect(product?.['offers']).to.deep.equal({
      '@type': 'AggregateOffer',
      lowPrice: '4980',
      highPrice: '5980',
      priceCurrency: 'JPY',
      offerCount: '3',
    });
    expect(product?.['brand']).to.deep.equal({ '@type': 'Brand', name: 'ミズホ電機' });
    expect(product?.['gtin13']).to.equal('4905550123468');
  });

  it('takes the highest price from a size table that starts at the "from" price, and no saving badge', () => {
    const product = understandPage(
      page(
        'https://dyner.example/products/dyne',
        `<div class="product"><h1>Helårsdyne</h1><div class="price"><span class="price-item">Fra 1 290,00 kr</span>
          <span class="badge">Spar 200 kr</span></div>
          <form action="/cart/add"><button name="add">Legg i handlekurv</button></form>
          <h3>Størrelser og priser</h3><table><tr><td>140 × 200</td><td>1 290 kr</td></tr><tr><td>200 × 200</td><td>1 990 kr</td></tr></table></div>`,
        { lang: 'nb' },
      ),
    ).proposal;
    expect(product?.['offers']).to.include({ '@type': 'AggregateOffer', lowPrice: '1290.00', highPrice: '1990', priceCurrency: 'NOK' });
  });
});
