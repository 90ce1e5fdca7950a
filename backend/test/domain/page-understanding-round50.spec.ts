import { expect } from 'chai';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page, jsonLd } from '../support/cms-page.js';

type Node = Record<string, unknown>;

describe('Page understanding: round 50, Asia and the Middle East', () => {
  it('takes the labelled selling price of a Korean product table over its list, member and points amounts, and its brand over its maker', () => {
    const row = (label: string, value: string) =>
      `<tr><th scope="row"><div class="tb-left">${label}</div></th><td><div class="tb-left">${value}</div></td></tr>`;
    const product = understandPage(
      page(
        'https://notdam.example/shop/shopdetail.html?branduid=1024',
        `<div class="info"><h3 class="tit-prd">안성 방짜유기 2인 수저세트</h3><table><tbody>
          ${row('소비자가', '<strike>158,000원</strike>')}${row('판매가격', '<strong id="pricevalue">128,000</strong>원')}
          ${row('회원가', '<span class="member-price">121,600원</span>')}${row('적립금', '1,280원 (1%)')}
          ${row('제조사', '놋담공방')}${row('브랜드', '놋담')}</tbody></table><button>구매하기</button></div>
          <div class="review-summary"><span class="score">평점 <strong>4.8</strong> / 5</span> <span class="count">상품후기 48건</span></div>`,
        { lang: 'ko', head: '<meta property="og:type" content="product">' },
      ),
    );
    expect(product.proposal?.['offers']).to.include({ price: '128000', priceCurrency: 'KRW' });
    expect(product.proposal?.['brand']).to.include({ name: '놋담' });
    expect(product.proposal?.['aggregateRating']).to.include({ ratingValue: '4.8', reviewCount: '48' });
  });

  it('lists a Cafe24 category’s grid without the labels Cafe24 hides', () => {
    const card = (name: string, id: number) =>
      `<li class="xans-record-"><div class="thumbnail"><a href="/product/p${id}/"><img alt="${name}"></a></div><div class="description">
        <strong class="name"><a href="/product/p${id}/"><span class="title displaynone">商品名 :</span> <span>${name}</span></a></strong>
        <ul class="spec"><li><strong class="title displaynone">售价</strong> <span class="price">¥168.00</span></li></ul></div></li>`;
    const names = ['积雪草舒缓精华 50ml', '玻尿酸水光安瓶 7支装', '烟酰胺亮白精华 30ml', '维C焕亮精华 20ml'];
    const category = understandPage(
      page(
        'https://cn.haneul.example/category/42/',
        `<h2 class="title">精华·安瓶</h2><ul class="prdList grid4">${names.map(card).join('')}</ul>`,
        {
          lang: 'zh-CN',
          title: '精华·安瓶 - HANEUL LAB',
        },
      ),
    );
    expect(category.kind).to.equal('collection');
    const items = ((category.proposal?.['mainEntity'] as Node)['itemListElement'] as Node[]).map((item) => item['name']);
    expect(items).to.deep.equal(names);
  });

  it('reads a Gulf shop’s address with no postcode, its daily hours and its name past a "visit us" heading', () => {
    const row = (label: string, value: string) => `<tr><th>${label}</th><td>${value}</td></tr>`;
    const florist = understandPage(
      page(
        'https://zuhoor.example/ar/visit',
        `<h1 class="page-title">زوروا محلنا في أبوظبي</h1><table class="store-info"><tbody>
          ${row('العنوان', 'محل رقم 4، بناية الفلاح، شارع حمدان بن محمد، منطقة الزاهية، أبوظبي، الإمارات العربية المتحدة')}
          ${row('الهاتف', '<a href="tel:+97126348812" dir="ltr">+971 2 634 8812</a>')}
          ${row('ساعات العمل', 'يومياً من ٩:٠٠ صباحاً حتى ١١:٠٠ مساءً (09:00 – 23:00)')}</tbody></table>`,
        { lang: 'ar', title: 'زوروا محلنا | زهور الشاطئ', head: '<meta property="og:site_name" content="زهور الشاطئ">' },
      ),
    );
    expect(florist.kind).to.equal('local-business');
    expect(florist.proposal).to.include({ name: 'زهور الشاطئ', telephone: '+971 2 634 8812' });
    expect(florist.proposal?.['address']).to.include({
      streetAddress: 'محل رقم 4، بناية الفلاح، شارع حمدان بن محمد',
      addressLocality: 'أبوظبي',
      addressCountry: 'AE',
    });
    expect((florist.proposal?.['openingHoursSpecification'] as Node[])[0]).to.include({ opens: '09:00', closes: '23:00' });
  });

  it('reads a React page’s <time dateTime>, whose attribute name HTML reads in any case, so the markup’s date is shown', () => {
    const concert = understandPage(
      page(
        'https://www.ticketbox.example/event/noya-sagi-280526',
        `<h1>נויה שגיא – מופע השקת האלבום</h1><ul class="EventHero_meta">
          <li><time dateTime="2026-05-28T21:00:00+03:00">יום חמישי, 28 במאי 2026</time></li>
          <li>פתיחת דלתות 20:00 · תחילת המופע 21:00</li><li><a href="/venue/heichal">היכל הנמל</a>, רחוב הרכבת 19, תל אביב-יפו</li></ul>`,
        {
          lang: 'he',
          head: jsonLd({
            '@type': 'MusicEvent',
            name: 'נויה שגיא – מופע השקת האלבום',
            startDate: '2026-05-28T18:00:00.000Z',
            location: { '@type': 'Place', name: 'היכל הנמל' },
          }),
        },
      ),
    );
    expect(concert.kind).to.equal('event');
    expect(concert.proposal).to.include({ startDate: '2026-05-28T18:00:00.000Z' });
  });

  it('reads a Thai shop’s address and "open every day" hours, and a Hong Kong bakery’s address and Chinese weekday range', () => {
    const massage = understandPage(
      page(
        'https://www.saimok.example/',
        `<h1>บ้านนวดสายหมอก</h1><h2>ที่ตั้งและเวลาทำการ</h2><p><strong>บ้านนวดสายหมอก (สาขาเมืองเก่า)</strong></p>
          <p>27/3 ถนนราชดำเนิน ตำบลศรีภูมิ</p><p>อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50200</p>
          <p>เปิดทุกวัน 10:00 – 21:00 น.</p><p>โทร. <a href="tel:053271846">053 271 846</a></p>`,
        { lang: 'th', title: 'บ้านนวดสายหมอก | นวดแผนไทย เชียงใหม่' },
      ),
    );
    expect(massage.proposal?.['address']).to.include({ streetAddress: '27/3 ถนนราชดำเนิน ตำบลศรีภูมิ', postalCode: '50200' });
    expect((massage.proposal?.['openingHoursSpecification'] as Node[])[0]).to.include({ opens: '10:00', closes: '21:00' });
    const bakery = understandPage(
      page(
        'https://www.maksui.example/pages/shamshuipo',
        `<h1>麥穗餅家 深水埗總店</h1><h2>門市資訊</h2><table><tbody><tr><th>地址</th><td>九龍深水埗福華街 168 號地舖</td></tr>
          <tr><th>電話</th><td><a href="tel:+85223861472">2386 1472</a></td></tr><tr><th>營業時間</th><td>星期一至日 07:00 – 20:00</td></tr></tbody></table>
          <h2>其他分店</h2><div class="store-mini"><h3>觀塘分店</h3><p>九龍觀塘協和街 101 號 B 地舖</p><p><a href="tel:+85223451188">2345 1188</a></p></div>
          <div class="store-mini"><h3>荃灣分店</h3><p>新界荃灣眾安街 55 號地舖</p><p><a href="tel:+85224121009">2412 1009</a></p></div>`,
        { lang: 'zh-HK', title: '深水埗總店 | 麥穗餅家 Bakery' },
      ),
    );
    expect(bakery.kind).to.equal('local-business');
    expect(bakery.proposal?.['address']).to.include({ streetAddress: '福華街 168 號地舖', addressLocality: '深水埗' });
    const week = (bakery.proposal?.['openingHoursSpecification'] as Node[])[0]!;
    expect(week).to.include({ opens: '07:00', closes: '20:00' });
    expect(week['dayOfWeek']).to.have.length(7);
  });
});
