import { expect } from 'chai';
import { parsePageSnapshot } from '../../src/adapters/page-fetch/html-snapshot-parser.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page, jsonLd } from '../support/cms-page.js';

describe('Page understanding: round 31, a postponed play on The Events Calendar', () => {
  const play = understandPage(
    page(
      'https://www.teatro.example/evento/el-ultimo-tranvia/',
      `<div class="tribe-events-notices"><ul><li>Este evento ha sido aplazado. Consulta la nueva fecha más abajo.</li></ul></div>
       <h1 class="tribe-events-single-event-title">El último tranvía</h1>
       <div class="tribe-events-schedule"><span class="tribe-event-date-start">sábado 16 enero, 2027 @ 20:00</span> - <span class="tribe-event-time">21:45</span></div>
       <p class="tribe-venue">Teatro Salón Lírico, Calle Portales 56, 26001 Logroño</p>`,
      {
        lang: 'es',
        head: jsonLd({
          '@type': 'Event',
          name: 'El último tranvía',
          startDate: '2026-12-12T20:00:00+01:00',
          endDate: '2026-12-12T21:45:00+01:00',
          eventStatus: 'https://schema.org/EventScheduled',
          location: { '@type': 'Place', name: 'Teatro Salón Lírico', address: 'Calle Portales 56, 26001 Logroño' },
        }),
      },
    ),
  );

  it('reads the plugin’s "16 enero, 2027 @ 20:00" and follows it over the cached markup’s date', () => {
    expect(String(play.proposal?.['startDate'])).to.match(/^2027-01-16T20:00/);
    expect(JSON.stringify(play.proposal)).to.not.include('2026-12-12');
  });

  it('says the event is rescheduled, as the notice beside its title announces', () => {
    expect(play.proposal).to.include({ eventStatus: 'https://schema.org/EventRescheduled' });
  });
});

describe('Page understanding: round 31, a free concert at a church', () => {
  it('names the venue, not the weekday written before it, and says the admission is free', () => {
    const concert = understandPage(
      page(
        'https://www.stbrendans.example/events/advent-concert/',
        `<div class="et_pb_column"><h1>Advent Choral Concert</h1><p class="event-date"><time datetime="2026-12-13T16:00">Sunday, December 13, 2026, 4:00 p.m.</time></p>
         <div class="et_pb_text_inner"><p><strong>Sunday, December 13, 2026 · 4:00 p.m.</strong><br>
         St. Brendan’s Episcopal Church · 2210 Monroe Street, Madison, WI 53711</p><p>Free admission · All are welcome</p></div></div>`,
      ),
      { type: 'Event' },
    );
    expect(concert.proposal?.['location']).to.deep.include({ name: 'St. Brendan’s Episcopal Church' });
    expect(concert.proposal?.['offers']).to.include({ price: '0' });
    expect(concert.proposal).to.include({ isAccessibleForFree: true });
  });
});

describe('Page understanding: round 31, a vet’s page in Austria', () => {
  it('reads the table under "Ordinationszeiten" as the opening hours', () => {
    const vet = understandPage(
      page(
        'https://www.tierarzt.example/',
        `<h1>Tierarztpraxis Dr. Hollerer</h1><div class="kasten"><h3>Ordinationszeiten</h3><table class="zeiten">
           <tr><td>Montag</td><td>8:00–11:00 &amp; 16:00–19:00</td></tr><tr><td>Mittwoch</td><td>8:00–11:00</td></tr></table></div>
         <div class="kasten"><h3>So finden Sie uns</h3><p>Tierarztpraxis Dr. Hollerer<br>Leonhardstraße 58<br>8010 Graz</p>
           <p>Telefon: <a href="tel:+43316382741">0316 38 27 41</a></p></div>`,
        { lang: 'de-AT' },
      ),
    );
    expect(vet.proposal?.['openingHoursSpecification']).to.deep.include({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['https://schema.org/Wednesday'],
      opens: '08:00',
      closes: '11:00',
    });
  });
});

describe('Page understanding: round 31, a franchised gym’s timetable page', () => {
  it('names the branch as the page does, not the franchisor its site-wide markup describes, with its address and the e-mail beside its phone', () => {
    const gym = understandPage(
      page(
        'https://www.forgeharbourside.example/timetable',
        `<h1>Class Timetable</h1><p>Forge Fitness Bristol Harbourside<br>Unit 4, Cumberland Wharf, Cumberland Road<br>Bristol BS1 6XG<br>
           Phone: <a href="tel:+441174960382">0117 496 0382</a><br>Email: <a href="mailto:harbourside@forgefitness.example">harbourside@forgefitness.example</a></p>
         <p>Monday–Friday 6:00–22:00</p>`,
        {
          lang: 'en-GB',
          head: `<meta property="og:site_name" content="Forge Fitness Bristol Harbourside">${jsonLd({
            '@type': 'LocalBusiness',
            name: 'Forge Fitness Franchising Ltd',
            address: '3 Midsummer Boulevard\nMilton Keynes, MK9 2UB\nUnited Kingdom',
          })}`,
          footer: '<p>Forge Fitness Franchising Ltd · 3 Midsummer Boulevard, Milton Keynes MK9 2UB</p>',
        },
      ),
    );
    expect(gym.proposal).to.include({ name: 'Forge Fitness Bristol Harbourside', email: 'harbourside@forgefitness.example' });
    expect(gym.proposal?.['address']).to.include({ postalCode: 'BS1 6XG' });
  });
});

describe('Page understanding: round 31, a Tokyo dental clinic’s home page', () => {
  const clinic = understandPage(
    page(
      'https://www.sakuradori-dental.example/',
      `<h2>アクセス</h2><table><tr><th>住所</th><td>〒154-0004<br>東京都世田谷区太子堂4-21-3 三軒茶屋メディカルスクエア2F</td></tr>
         <tr><th>電話</th><td><a href="tel:0354321187">03-5432-1187</a></td></tr></table>
       <h2>診療時間</h2><table class="hours"><tr><th>月・火・水・金・土</th><td>9:30〜13:00</td></tr></table><p>三軒茶屋院の休診日（木曜）は、分院のさくら通り歯科クリニック 下北沢院で診療を行っています。<br>下北沢院：〒155-0031 東京都世田谷区北沢2-30-11 TEL <a href="tel:0364135590">03-6413-5590</a></p>`,
      {
        lang: 'ja',
        title: 'さくら通り歯科クリニック｜三軒茶屋駅徒歩3分の歯医者',
        head: `<meta property="og:type" content="website"><meta property="og:site_name" content="医療法人社団 桜歯会">${jsonLd({ '@type': 'Organization', name: '医療法人社団 桜歯会' })}`,
      },
    ),
  );

  it('is the clinic’s page: "歯科" names a dentist, and the branch clinic (分院) named in a sentence is no second place', () => {
    expect(clinic.kind).to.equal('local-business');
    expect(clinic.proposal).to.include({ '@type': 'Dentist', telephone: '03-5432-1187' });
    expect(clinic.proposal?.['address']).to.include({ postalCode: '154-0004', addressLocality: '世田谷区' });
  });

  it('names the clinic as its title does, not the medical corporation its site is named after', () => {
    expect(clinic.proposal).to.include({ name: 'さくら通り歯科クリニック' });
  });
});

describe('Page understanding: round 31, pages whose builders write roles in their own places', () => {
  it('reads a Wix Stores rating from its data-hook', () => {
    const mug = understandPage(
      page(
        'https://www.taller.example/product-page/taza',
        `<div data-hook="product-page"><h1 data-hook="product-title">Taza Marea</h1><span data-hook="formatted-primary-price">24,00 €</span>
           <span data-hook="summary-rating">4,9</span> de 5 · Basado en 31 reseñas
           <button data-hook="add-to-cart">Añadir al carrito</button></div>`,
        { lang: 'es' },
      ),
      { type: 'Product' },
    );
    expect(mug.proposal?.['aggregateRating']).to.include({ ratingValue: '4.9' });
  });

  it('reads a <header> hero that holds the main heading as the page’s own ("desde 2011" beside it)', () => {
    // Webflow writes no <main>: the page's hero is a <header> of its own, after the site's nav.
    const guesthouse = understandPage(
      parsePageSnapshot({
        url: 'https://www.glicinias.example/',
        tokenBudget: 2000,
        html: `<!doctype html><html lang="pt"><head><title>Casa das Glicínias</title></head><body>
          <div class="navbar"><a href="/" class="brand">Casa das Glicínias</a></div>
          <header class="hero"><div class="hero-content"><div class="eyebrow">Bed &amp; Breakfast · Sintra · desde 2011</div>
            <h1 class="hero-heading">Casa das Glicínias</h1></div></header>
          <section><p>Rua Visconde de Monserrate 14<br>2710-591 Sintra</p><p>Tel. <a href="tel:+351219230145">219 230 145</a></p></section>
          <footer><p>© 2026</p></footer></body></html>`,
      }),
    );
    expect(guesthouse.proposal).to.include({ foundingDate: '2011' });
  });
});

describe('Page understanding: round 31, Korean and Hebrew places', () => {
  it('reads a Korean road-name address with its postcode, and "매일" hours', () => {
    const cafe = understandPage(
      page(
        'https://www.ondam.example/yeonnam',
        `<h1>카페 온담 연남점</h1><p><span>주소</span><br>서울특별시 마포구 동교로46길 25 (연남동) 1~2층<br>우편번호 03982</p>
         <p><span>전화</span><br><a href="tel:023367719">02-336-7719</a></p><h2>영업시간</h2><p>매일 11:00 – 22:00</p>`,
        { lang: 'ko' },
      ),
    );
    expect(cafe.proposal).to.include({ '@type': 'CafeOrCoffeeShop', telephone: '02-336-7719' });
    expect(cafe.proposal?.['address']).to.include({
      streetAddress: '동교로46길 25 (연남동) 1~2층',
      addressLocality: '마포구',
      postalCode: '03982',
    });
    expect(cafe.proposal?.['openingHoursSpecification']).to.have.nested.property('[0].opens', '11:00');
  });

  it('reads a Hebrew street, town and postcode, and a week that starts on Sunday', () => {
    const shop = understandPage(
      page(
        'https://www.carmel-bikes.example/',
        `<h1>אופני הכרמל – חנות אופניים</h1><ul><li>שדרות מוריה 45, מרכז הכרמל, חיפה 3457312</li><li><a href="tel:048345672">04-8345672</a></li></ul>
         <h2>שעות פתיחה</h2><p>ראשון – חמישי: 09:00–19:00</p>`,
        { lang: 'he' },
      ),
    );
    expect(shop.proposal?.['address']).to.include({ streetAddress: 'שדרות מוריה 45', addressLocality: 'חיפה', postalCode: '3457312' });
    expect((shop.proposal?.['openingHoursSpecification'] as { dayOfWeek: string[] }[])[0]!.dayOfWeek).to.include(
      'https://schema.org/Sunday',
    );
  });
});

describe('Page understanding: round 31, a Seoul café’s branch page under the flagship’s markup', () => {
  it('names the branch as its heading does where the markup gives the brand with a romanised name at the other address', () => {
    const cafe = understandPage(
      page(
        'https://www.cafe-ondam.example/yeonnam',
        `<h1>카페 온담 연남점</h1><p>연트럴파크 옆 2층 단독 건물, 직접 굽는 소금빵과 핸드드립 커피.</p>
        <h2>위치</h2><p>서울 마포구 동교로 38길 27</p><p>전화 <a href="tel:0233347710">02-3334-7710</a></p>`,
        {
          lang: 'ko',
          title: '연남점 | 카페 온담 ONDAM',
          head: jsonLd({
            '@context': 'https://schema.org',
            '@type': 'LocalBusiness',
            name: '카페 온담 ONDAM',
            address: { '@type': 'PostalAddress', streetAddress: '연무장길 41-3', addressLocality: '성동구' },
            telephone: '02-465-8821',
          }),
          footer: '<p>성수 본점 · 서울 성동구 연무장길 41-3 · 02-465-8821</p>',
        },
      ),
    );
    expect(cafe.proposal).to.include({ name: '카페 온담 연남점' });
  });
});
