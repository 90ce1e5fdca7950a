import { expect } from 'chai';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page, jsonLd } from '../support/cms-page.js';

describe('Page understanding: round 43, service businesses’ pages', () => {
  it('reads a Tilda landing page that sells one course (one price and a button to pay) as a Product', () => {
    const course = understandPage(
      page(
        'https://cursos.estudio.example.com.ar/monotributo-sin-miedo',
        `<h1>Monotributo sin miedo 2026</h1><p>Aprendé a facturar y recategorizarte sin errores.</p>
        <p>Atiende en el estudio de Palermo (Av. Santa Fe 3312, CABA).</p>
        <div class="t-rec"><div class="t-name">Monotributo sin miedo 2026 — acceso completo</div>
          <div class="t-price-old">$ 120.000</div><div class="t-price-new">$ 89.000 ARS</div>
          <a href="https://www.mercadopago.example/checkout">Pagar e inscribirme</a></div>`,
        { lang: 'es-AR', title: 'Monotributo sin miedo 2026' },
      ),
    );
    expect(course.kind).to.equal('product');
    expect(course.proposal?.['offers']).to.include({ price: '89000', priceCurrency: 'ARS' });
  });

  it('lists a Wix Bookings service list whose cards carry only a data-hook, over the site’s LocalBusiness markup', () => {
    const card = (name: string, price: string, slug: string) =>
      `<div data-hook="service-card" role="listitem"><h2 data-hook="service-info-title">${name}</h2>
        <p data-hook="service-info-details"><span>60分</span> ・ <span data-hook="price">${price}</span></p>
        <a data-hook="book-button" href="https://www.seitai.example/service-page/${slug}">予約する</a></div>`;
    const menu = understandPage(
      page(
        'https://www.seitai.example/menu',
        `<h1>施術メニュー・料金</h1><div data-hook="bookings-service-list" role="list">
          ${card('全身整体コース', '¥7,700', 'zenshin')}${card('骨盤矯正コース', '¥6,600', 'kotsuban')}
          ${card('肩こり・首こり集中ケア', '¥6,600', 'katakori')}${card('産後骨盤ケア', '¥7,150', 'sango')}
          ${card('ドライヘッドスパ', '¥5,500', 'headspa')}${card('姿勢分析＋全身整体', '¥4,980', 'shokai')}</div>`,
        {
          lang: 'ja',
          head: jsonLd({ '@type': 'LocalBusiness', name: '整体院こもれび', url: 'https://www.seitai.example', telephone: '0422-49-7701' }),
        },
      ),
    );
    expect(menu.kind).to.equal('collection');
    const list = menu.proposal?.['mainEntity'] as { numberOfItems: number; itemListElement: { name: string }[] };
    expect(list.numberOfItems).to.equal(6);
    expect(list.itemListElement[0]!.name).to.equal('全身整体コース');
  });

  it('gives a Hebrew contact page the head office, its branch under "סניף" and the icon before its street left out', () => {
    const contact = understandPage(
      page(
        'https://barak-cpa.example/contact/',
        `<h1>צור קשר</h1><h2>המשרד הראשי – תל אביב</h2>
        <ul><li><span>📍</span><span>רחוב הארבעה 21<br>תל אביב-יפו 6473921</span></li>
          <li><a href="tel:+97236091277">☎טלפון: 03-6091277</a></li></ul>
        <h2>סניף חיפה</h2><p>שדרות הנשיא 104<br>חיפה 3463214<br>טלפון: 04-8377120</p>
        <form><input name="name"><textarea name="message"></textarea><button>שליחה</button></form>`,
        { lang: 'he', title: 'צור קשר - ברק ושות׳ רואי חשבון', head: '<meta property="og:site_name" content="ברק ושות׳ רואי חשבון">' },
      ),
    );
    const office = contact.proposal?.['mainEntity'] as Record<string, unknown>;
    expect(office['address']).to.include({ streetAddress: 'רחוב הארבעה 21', postalCode: '6473921' });
    expect(office['telephone']).to.equal('03-6091277');
  });
});

describe('Page understanding: round 43, an electrician, a workshop and a removalist’s about page', () => {
  it('gives the office number, not the 24/7 emergency line the page repeats more often', () => {
    const electrician = understandPage(
      page(
        'https://www.harbourview.example/',
        `<h1>Harbourview Electrical</h1><p>Licensed electricians in Dartmouth, NS.</p>
        <p>Lost power? Call our after-hours line at <a href="tel:9028304417">(902) 830-4417</a>.</p>
        <section><h2>Contact</h2><p>27 Wyse Road<br>Dartmouth, NS B3A 1L9</p>
        <p>Office: <a href="tel:9024682210">(902) 468-2210</a><br>24/7 Emergency: <a href="tel:9028304417">(902) 830-4417</a></p>
        <p>Mon–Fri 7:30 am – 4:30 pm</p></section>`,
        { lang: 'en-CA', title: 'Harbourview Electrical | Electrician in Dartmouth' },
      ),
    );
    expect(electrician.proposal?.['telephone']).to.equal('(902) 468-2210');
  });

  it('reads the hours written on the workshop’s labelled date line as its start and end', () => {
    const workshop = understandPage(
      page(
        'https://www.bilans.example/warsztaty-ksef/',
        `<h1>Warsztaty „KSeF w praktyce”</h1><p><strong>Sobota, 18 kwietnia 2026 · godz. 10:00–15:00 · Hub Zabłocie, Kraków</strong></p>
        <p><strong>Termin:</strong> 18.04.2026 (sobota), 10:00–15:00</p>
        <p><strong>Miejsce:</strong> Hub Zabłocie, ul. Lipowa 4a, 30-702 Kraków</p>`,
        {
          lang: 'pl',
          head: jsonLd({
            '@type': 'EducationEvent',
            name: 'Warsztaty „KSeF w praktyce”',
            eventStatus: 'https://schema.org/EventScheduled',
          }),
        },
      ),
    );
    expect(workshop.proposal).to.include({ startDate: '2026-04-18T10:00', endDate: '2026-04-18T15:00' });
  });

  it('gives an about page the business its RDFa block describes where no footer gives its place', () => {
    const about = understandPage(
      page(
        'https://www.marchetti.example/about-us',
        `<h1>Our Story</h1><p>In 1972, Joe Marchetti bought a second-hand truck.</p>
        <div vocab="https://schema.org/" typeof="MovingCompany"><h3>Head office</h3>
          <p><strong property="name">Marchetti Family Removals</strong></p>
          <p property="address" typeof="PostalAddress"><span property="streetAddress">27 Glenwood Drive</span><br>
            <span property="addressLocality">Thornton</span> <span property="addressRegion">NSW</span> <span property="postalCode">2322</span></p>
          <p>Phone: <a href="tel:+61249662270"><span property="telephone">(02) 4966 2270</span></a></p></div>`,
        {
          lang: 'en-AU',
          title: 'Our Story | Marchetti Family Removals',
          head: '<meta property="og:site_name" content="Marchetti Family Removals">',
        },
      ),
    );
    expect(about.proposal?.['mainEntity']).to.deep.include({ '@type': 'MovingCompany', telephone: '(02) 4966 2270' });
    expect((about.proposal?.['mainEntity'] as { address: object }).address).to.include({ streetAddress: '27 Glenwood Drive' });
  });
});
