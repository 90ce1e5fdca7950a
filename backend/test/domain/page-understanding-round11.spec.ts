import { expect } from 'chai';
import { cmsPage as page } from '../support/cms-page.js';
import { openingHoursOf } from '../../src/domain/page-understanding/opening-hours.js';
import { personNames, plainAmount, postalAddress, salaryOf } from '../../src/domain/page-understanding/read-values.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { dateIn } from '../../src/domain/page-understanding/written-dates.js';

type Node = Record<string, unknown>;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`);
const jsonLd = (node: Node) =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...node })}</script>`;

describe('Page understanding: round 11, the page’s own markup held to what the page shows', () => {
  it('follows the page’s edition and dates where the JSON-LD still describes last year’s, and says so', () => {
    const understood = understandPage(
      page(
        'https://festival.example/',
        `<h1>Lakeside Sound 2027</h1><p class="dates">16–18 July 2027</p><p class="venue">Lakeside Meadow, Mill Road 4, 3300 Lakeby</p>
        <p>Three days of music by the lake. Tickets from €39.</p><button>Buy tickets</button>`,
        {
          head: jsonLd({ '@type': 'MusicEvent', name: 'Lakeside Sound 2026', startDate: '2026-07-17', endDate: '2026-07-19' }),
        },
      ),
    );
    const event = understood.proposal;
    expect(event?.['name']).to.equal('Lakeside Sound 2027');
    expect(event?.['startDate']).to.equal('2027-07-16');
    expect(event?.['endDate']).to.equal('2027-07-18');
    expect(understood.notes.join(' ')).to.match(/markup gives startDate 2026-07-17, but the page gives 2027-07-16/);
  });

  it('leaves no offer where the markup says 0 and the page asks for a quote', () => {
    const understood = understandPage(
      page(
        'https://machines.example/catalog/bandsaw-350',
        `<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Bandsaw BS-350</h1>
          <div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="price" content="0"><meta itemprop="priceCurrency" content="RUB"></div>
          <p class="price">Цена по запросу</p><button class="add-to-cart">Запросить цену</button></div>`,
        { lang: 'ru' },
      ),
    );
    expect(understood.proposal?.['offers']).to.equal(undefined);
    expect(understood.notes.join(' ')).to.match(/price 0, which the page does not show; the offer was left out/);
  });

  it('follows the one price the product area shows now over a price meta tag left from before a sale', () => {
    const product = understandPage(
      page(
        'https://kvarn.example/produkt/k2',
        `<div class="product"><h1>Handkvarn K2</h1><p class="usp">Fri frakt över 499 kr</p>
          <p class="price"><del>1 895,00 kr</del> <ins>1 495,00 kr</ins></p><p class="stock">I lager</p>
          <form action="/cart"><button name="add-to-cart">Lägg i varukorg</button></form></div>`,
        {
          lang: 'sv',
          head: '<meta property="og:type" content="product"><meta property="product:price:amount" content="1895.00"><meta property="product:price:currency" content="SEK">',
        },
      ),
    ).proposal;
    expect(product?.['offers']).to.include({ price: '1495.00', priceCurrency: 'SEK', availability: 'https://schema.org/InStock' });
  });

  it('reads a price with "Free shipping" beside it, where no threshold is named', () => {
    const product = understandPage(
      page(
        'https://shop.example/products/cap',
        `<div class="product"><h1>Wool Cap</h1><p class="price">$38.00 <span>Free shipping</span></p>
          <form action="/cart/add"><button name="add">Add to cart</button></form></div>`,
      ),
    ).proposal;
    expect(product?.['offers']).to.include({ price: '38.00', priceCurrency: 'USD' });
  });

  it('proposes nothing for an app shell whose only evidence is its URL', () => {
    const understood = understandPage(
      page('https://tickets.example/events/coastal-lights-2027', '<div class="boot" aria-busy="true"></div>'),
    );
    expect(understood.proposal).to.equal(null);
  });
});

describe('Page understanding: round 11, more forms of numbers, dates and addresses', () => {
  it('reads Indian digit grouping in salaries and prices', () => {
    expect(plainAmount('3,60,000')).to.equal('360000');
    expect(salaryOf('₹3,60,000 – ₹4,80,000 per annum', 'en-IN')).to.deep.equal({
      currency: 'INR',
      minValue: '360000',
      maxValue: '480000',
      unitText: 'YEAR',
    });
  });

  it('reads Korean dates and an address whose postcode and town come before the street', () => {
    expect(dateIn('2026년 11월 18일', 'ko')).to.equal('2026-11-18');
    expect(postalAddress(['2040 Budaörs, Szabadság út 117.'], null)).to.deep.equal({
      streetAddress: 'Szabadság út 117.',
      postalCode: '2040',
      addressLocality: 'Budaörs',
    });
  });

  it('reads ingredients grouped under sub-headings, and a Greek method', () => {
    const recipe = understandPage(
      page(
        'https://pites.example/spanakopita/',
        `<article><h1>Σπανακόπιτα</h1><h2>Τι θα χρειαστείτε</h2><h3>Για το φύλλο</h3><ul><li>500 γρ. αλεύρι</li><li>1 κ.γ. αλάτι</li></ul>
        <h3>Για τη γέμιση</h3><ul><li>1 κιλό σπανάκι</li><li>300 γρ. φέτα</li></ul>
        <h2>Εκτέλεση</h2><ol><li>Ζυμώνουμε το φύλλο.</li><li>Ψήνουμε για μία ώρα.</li></ol></article>`,
        { lang: 'el', head: jsonLd({ '@type': 'BlogPosting', headline: 'Σπανακόπιτα', wordCount: 1184 }) },
      ),
    ).proposal;
    expect(recipe?.['@type']).to.equal('Recipe');
    expect(recipe?.['recipeIngredient']).to.deep.equal(['500 γρ. αλεύρι', '1 κ.γ. αλάτι', '1 κιλό σπανάκι', '300 γρ. φέτα']);
    expect(recipe?.['wordCount']).to.equal(undefined);
  });
});

describe('Page understanding: round 11, local businesses in more languages and layouts', () => {
  it('reads Hungarian and Finnish day names, and short Finnish ones only on a Finnish page', () => {
    expect(openingHoursOf('Hétfőtől péntekig 8:00–18:00, szombat 9:00–13:00, vasárnap zárva', 'hu')).to.have.length(2);
    expect(openingHoursOf('ma–pe 9–16, la 10–14, su suljettu', 'fi')).to.deep.equal([
      { dayOfWeek: WEEKDAYS, opens: '09:00', closes: '16:00' },
      { dayOfWeek: ['https://schema.org/Saturday'], opens: '10:00', closes: '14:00' },
    ]);
    // "la" is an article and "to" a range word elsewhere: no Saturday, no Thursday.
    expect(openingHoursOf('Lunes a viernes de 9:00 a 14:00, la tienda cierra en agosto', 'es')).to.have.length(1);
  });

  it('reads a number after "Puh." as a phone, names the place by its title over a greeting, and two columns are no listing', () => {
    const understood = understandPage(
      page(
        'https://camping.example/',
        `<h1>Tervetuloa Järvenrannan Leirintäalueelle</h1>
        <div class="uk-grid"><div class="uk-width-1-2@m"><h2>Yhteystiedot</h2><p>Järvenrannan Leirintäalue<br>Rantatie 4<br>57230 Savonlinna</p>
          <p>Puh. 044 555 0100</p></div>
          <div class="uk-width-1-2@m"><h2>Aukioloajat</h2><p>ma–pe 9–16, la 10–14</p></div></div>`,
        { lang: 'fi', head: '<meta property="og:site_name" content="Järvenrannan Leirintäalue">' },
      ),
    );
    expect(understood.proposal?.['@type']).to.equal('Campground');
    expect(understood.proposal?.['name']).to.equal('Järvenrannan Leirintäalue');
    expect(understood.proposal?.['telephone']).to.equal('044 555 0100');
    expect(understood.proposal?.['address']).to.include({ streetAddress: 'Rantatie 4', postalCode: '57230' });
  });

  it('is an FAQ page where six or more questions with answers stand beside a business’s contact details', () => {
    const questions = [1, 2, 3, 4, 5, 6]
      .map((n) => `<details><summary>Soru ${n} nedir?</summary><p>Cevap ${n}: bakım yaklaşık 45 dakika sürer.</p></details>`)
      .join('');
    const understood = understandPage(
      page(
        'https://kombi.example/kombi-bakimi',
        `<h1>Kombiniz kışa hazır mı?</h1><h2>Sıkça sorulan sorular</h2>${questions}
        <p>Atatürk Cad. No: 12, 34710 Kadıköy</p><p><a href="tel:+902165550100">0216 555 01 00</a></p>`,
        { lang: 'tr' },
      ),
    );
    expect(understood.proposal?.['@type']).to.equal('FAQPage');
  });
});

describe('Page understanding: round 11, bylines, places and dates the markup gets wrong', () => {
  it('gives both writers a byline names, in its order, in Latin and Hangul script', () => {
    expect(personNames('By Anna Reid and Tom Berger | 3 min read')).to.deep.equal(['Anna Reid', 'Tom Berger']);
    expect(personNames('글 한지우·문태오 | 사진 정하람')).to.deep.equal(['한지우', '문태오']);
    expect(personNames('By Anna Reid')).to.deep.equal(['Anna Reid']);
  });

  it('follows the byline’s two authors and the page’s day over an Article markup with one author and its creation date', () => {
    const article = understandPage(
      page(
        'https://magazine.example/feature/bathhouses',
        `<article><header><p class="kicker">FEATURE · 2026년 12월호</p><h1>서울의 마지막 목욕탕들</h1>
          <div class="byline"><span class="authors">글 한지우·문태오</span> | <span class="date">2026년 11월 18일</span></div></header>
          <p>새벽 다섯 시에 불을 켜는 동네 목욕탕 세 곳의 주인들을 만났다.</p></article>`,
        {
          lang: 'ko',
          head: `<meta property="og:type" content="article">${jsonLd({ '@type': 'Article', headline: '서울의 마지막 목욕탕들', datePublished: '2026-10-29T02:14:55.812Z', author: { '@type': 'Person', name: '한지우' } })}`,
        },
      ),
    ).proposal;
    expect(article?.['author']).to.deep.equal([
      { '@type': 'Person', name: '한지우' },
      { '@type': 'Person', name: '문태오' },
    ]);
    expect(article?.['datePublished']).to.equal('2026-11-18');
  });

  it('places a job where the ad says, not at the head office its microdata names', () => {
    const job = understandPage(
      page(
        'https://agri.example/jobs/detail/field-officer-12',
        `<div itemscope itemtype="https://schema.org/JobPosting"><h1 itemprop="title">Field Sales Officer</h1>
          <div itemprop="jobLocation" itemscope itemtype="https://schema.org/Place"><div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">
            <span itemprop="addressLocality">Bengaluru</span></div></div>
          <table><tr><th>Location</th><td>Mysuru (field role)</td></tr><tr><th>CTC</th><td>₹3,60,000 – ₹4,80,000 per annum</td></tr>
          <tr><th>Employment type</th><td>Full-time</td></tr></table><p>Head office: Bengaluru.</p><a href="/apply">Apply now</a></div>`,
        { lang: 'en-IN' },
      ),
    ).proposal;
    expect((job?.['jobLocation'] as Node)['address']).to.include({ addressLocality: 'Mysuru' });
    expect((job?.['baseSalary'] as Node)['currency']).to.equal('INR');
  });

  it('reads month names in Romanian, Hungarian, Finnish, Turkish, Russian and Greek', () => {
    for (const [text, lang] of [
      ['16–18 iulie 2027', 'ro'],
      ['2027. július 16.', 'hu'],
      ['16. heinäkuuta 2027', 'fi'],
      ['16 Temmuz 2027', 'tr'],
      ['16 июля 2027 г.', 'ru'],
      ['16 Ιουλίου 2027', 'el'],
    ])
      expect(dateIn(text!, lang!), text).to.equal('2027-07-16');
  });
});
