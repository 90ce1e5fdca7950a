import { expect } from 'chai';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page } from '../support/cms-page.js';

describe('Page understanding: round 44, shops in Japan and Korea', () => {
  it('prices a BASE item by its product area, past a logo heading, an old price named "旧価格" and a fee', () => {
    const kettle = understandPage(
      page(
        'https://kamasei.example/items/84620173',
        `<div class="itemDetail"><div class="itemDetail__info"><h2 class="itemDetail__title">南部鉄器 鉄瓶「霰」0.9L</h2>
          <p class="itemDetail__price">¥16,500 <span class="tax">（税込）</span></p>
          <p class="itemDetail__priceNote">※2026年10月1日より価格を改定いたしました（旧価格 ¥15,400）。</p>
          <p class="payIdNote">Pay IDあと払いなら翌月まとめてお支払い（手数料 ¥350）</p>
          <button class="purchaseButton">カートに入れる</button></div></div>`,
        {
          lang: 'ja',
          header:
            '<h1 class="header__logo"><a href="/"><img src="/logo.png" alt="釜清工房"></a></h1><div class="miniCart"><p>小計 ¥6,050</p></div>',
          head: '<meta property="og:type" content="product"><meta property="product:price:amount" content="15400"><meta property="product:price:currency" content="JPY">',
        },
      ),
    );
    expect(kettle.proposal?.['name']).to.equal('南部鉄器 鉄瓶「霰」0.9L');
    expect(kettle.proposal?.['offers']).to.include({ price: '16500', priceCurrency: 'JPY' });
  });

  it('reads a Cafe24 item’s price in 원 under its "headingArea", with the sale price its meta tags give', () => {
    const keyboard = understandPage(
      page(
        'https://www.tactone.example/product/tk75/1287/',
        `<div class="infoArea"><div class="headingArea"><h2>[예약판매] 택톤 TK75 알루미늄 무선 기계식 키보드</h2></div>
          <table><tr><th>판매가</th><td><strike>219,000원</strike></td></tr>
          <tr><th>할인판매가</th><td><strong id="span_product_price_text">189,000원</strong> (14% 할인)</td></tr></table>
          <a href="#none" class="btnSubmit">예약 구매하기</a></div>`,
        {
          lang: 'ko',
          header:
            '<div id="header"><h1 class="xans-layout-logotop"><a href="/index.html"><img src="/logo.png" alt="택톤 TACTONE"></a></h1><div class="miniBasket"><p class="total">합계 <strong>49,000원</strong></p></div></div>',
          head: '<meta property="og:type" content="product"><meta property="product:price:amount" content="219000"><meta property="product:sale_price:amount" content="189000"><meta property="product:sale_price:currency" content="KRW">',
        },
      ),
    );
    expect(keyboard.proposal?.['offers']).to.include({ price: '189000', priceCurrency: 'KRW' });
  });
});
