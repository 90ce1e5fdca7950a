import { expect } from 'chai';
import { openingHoursOf } from '../../src/domain/page-understanding/opening-hours.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page, jsonLd } from '../support/cms-page.js';

describe('Page understanding: round 34, a Singapore hawker kitchen on Wix', () => {
  it('reads a Singapore address ("#01-02", "Singapore 208808") and the name its heading and subheading split', () => {
    const kitchen = understandPage(
      page(
        'https://www.kopilanekitchen.example/',
        `<section><h1>KOPI LANE</h1><h2>Hawker Kitchen</h2><p>Three generations of wok hei.</p></section>
        <section><h2>Visit Us</h2><p>38 Jalan Besar, #01-02</p><p>Singapore 208808</p>
          <p>Tel: <a href="tel:+6562914826">+65 6291 4826</a></p>
          <h2>Opening Hours</h2><p>Tue – Sun: 7.30am – 9pm</p><p>Monday: Closed</p></section>`,
        { lang: 'en-SG', title: 'Kopi Lane Hawker Kitchen | Jalan Besar' },
      ),
    );
    expect(kitchen.kind).to.equal('local-business');
    expect(kitchen.proposal).to.include({ '@type': 'Restaurant', name: 'Kopi Lane Hawker Kitchen' });
    expect(kitchen.proposal?.['address']).to.include({
      streetAddress: '38 Jalan Besar, #01-02',
      postalCode: '208808',
      addressLocality: 'Singapore',
      addressCountry: 'SG',
    });
  });
});

describe('Page understanding: round 34 and 35, category pages on Shopline and Ticimax', () => {
  const cards = (tag: string, cls: string, names: string[]) =>
    names
      .map(
        (name, i) =>
          `<${tag} class="${cls}"><a href="/products/item-${i}"><div class="product-title">${name}</div><div class="price">NT$${380 + i * 10}</div></a></${tag}>`,
      )
      .join('');

  it('lists a theme’s custom-element cards (`<product-item>`) under a header its class names, not the navigation', () => {
    const listing = understandPage(
      page(
        'https://www.bobalab.example/categories/diy-kits',
        `<div class="ProductList-main"><h1>珍珠奶茶DIY組</h1><div>共 3 件商品</div>
          <div class="ProductList-grid">${cards('product-item', 'product-item', ['黑糖珍珠奶茶DIY組', '阿薩姆鮮奶茶DIY組', '鐵觀音拿鐵DIY組'])}</div></div>`,
        {
          lang: 'zh-TW',
          header: `<div class="Header header-container"><ul><li><a href="/products">全部商品</a></li><li><a href="/categories/tea">茶葉原料</a></li><li><a href="/pages/about">關於我們</a></li></ul></div>`,
        },
      ),
    );
    expect(listing.kind).to.equal('collection');
    const list = listing.proposal?.['mainEntity'] as { itemListElement: { name: string }[] };
    expect(list.itemListElement.map((item) => item.name)).to.deep.equal(['黑糖珍珠奶茶DIY組', '阿薩姆鮮奶茶DIY組', '鐵觀音拿鐵DIY組']);
  });

  it('lists camel-cased product cards ("ProductList > productItem") and leaves the recently viewed ones out', () => {
    const listing = understandPage(
      page(
        'https://www.niluferesarp.example/kadin-sal',
        `<div class="rightBlock"><h1>Kadın Şal</h1><span class="urunSayisi"><b>3</b> ürün listeleniyor</span>
          <div class="ProductList">${cards('div', 'productItem', ['İpek Şal Lale Desenli Bordo', 'Pamuk Şal Düz Bej', 'Viskon Şal Ebruli Lacivert'])}</div></div>
        <div class="sonIncelenenler"><h3>Son İncelediğiniz Ürünler</h3><div class="productItem mini"><a href="/esarp">Eşarp İpek Twill Mor</a> <span>899,90 TL</span></div></div>`,
        { lang: 'tr' },
      ),
    );
    expect(listing.kind).to.equal('collection');
    const list = listing.proposal?.['mainEntity'] as { numberOfItems: number; itemListElement: { name: string }[] };
    expect(list.itemListElement.map((item) => item.name)).to.deep.equal([
      'İpek Şal Lale Desenli Bordo',
      'Pamuk Şal Düz Bej',
      'Viskon Şal Ebruli Lacivert',
    ]);
  });
});

describe('Page understanding: round 34, a Shopify product whose theme markup kept launch prices', () => {
  it('holds the shown variant’s offer to the product area and leaves out a variant at a price the page never shows', () => {
    const knife = understandPage(
      page(
        'https://ridgelinecutlery.example/products/damascus-chefs-knife',
        `<section class="product__info-container"><h1>Ridgeline Damascus Chef's Knife</h1>
          <div class="price"><span class="price-item">$149.00 USD</span></div>
          <p class="product__sku">SKU: RL-DCK-08</p><p class="product__inventory">In stock</p>
          <fieldset><label>8 inch</label><label>10 inch</label></fieldset>
          <button class="product-form__submit">Add to cart</button></section>`,
        {
          lang: 'en-US',
          head: jsonLd({
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: "Ridgeline Damascus Chef's Knife",
            sku: 'RL-DCK-08',
            offers: [
              {
                '@type': 'Offer',
                name: '8 inch',
                sku: 'RL-DCK-08',
                price: 129,
                priceCurrency: 'USD',
                availability: 'https://schema.org/InStock',
              },
              {
                '@type': 'Offer',
                name: '10 inch',
                sku: 'RL-DCK-10',
                price: 159,
                priceCurrency: 'USD',
                availability: 'https://schema.org/InStock',
              },
            ],
          }),
        },
      ),
    );
    expect(knife.proposal?.['offers']).to.deep.equal([
      {
        '@type': 'Offer',
        name: '8 inch',
        sku: 'RL-DCK-08',
        price: '149.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    ]);
    expect(knife.notes.join(' ')).to.include('159 for 10 inch');
  });
});

describe('Page understanding: round 34, studio hours in an Open and Close table', () => {
  it('reads two times side by side as a range where the text writes no range at all', () => {
    expect(openingHoursOf('Day Open Close Monday 6:00 am 8:30 pm Saturday 7:30 am 1:00 pm', 'en-AU')).to.deep.equal([
      { dayOfWeek: ['https://schema.org/Monday'], opens: '06:00', closes: '20:30' },
      { dayOfWeek: ['https://schema.org/Saturday'], opens: '07:30', closes: '13:00' },
    ]);
  });

  it('leaves hours that write their ranges as written (a split day is two ranges, not three)', () => {
    expect(openingHoursOf('Montag 9:00 – 12:00 14:00 – 18:00', 'de')).to.deep.equal([
      { dayOfWeek: ['https://schema.org/Monday'], opens: '09:00', closes: '12:00' },
      { dayOfWeek: ['https://schema.org/Monday'], opens: '14:00', closes: '18:00' },
    ]);
  });
});

describe('Page understanding: round 34, a remote job on Greenhouse', () => {
  it('reads "Remote - US" under the title as a telecommute job open in that country, and the contract said in a sentence', () => {
    const job = understandPage(
      page(
        'https://job-boards.greenhouse.example/lumenfield/jobs/7841203004',
        `<div class="job__title"><h1>Senior Data Engineer, Billing Platform</h1><div class="job__location"><div>Remote - US</div></div></div>
        <div class="job__description"><p>Our billing platform moves money for 4,000 businesses.</p>
          <p>This is a full-time, fully remote role open to candidates anywhere in the United States.</p>
          <p>The base salary range for this role is $158,000 to $192,000 per year.</p></div>
        <a class="btn" href="#application">Apply</a>`,
        { lang: 'en', title: 'Job Application for Senior Data Engineer, Billing Platform at Lumenfield' },
      ),
    );
    expect(job.kind).to.equal('job');
    expect(job.proposal).to.include({ jobLocationType: 'TELECOMMUTE', employmentType: 'FULL_TIME' });
    expect(job.proposal?.['applicantLocationRequirements']).to.deep.equal({ '@type': 'Country', name: 'US' });
  });
});

describe('Page understanding: round 34, a HubSpot post whose markup names the company as author', () => {
  it('follows the byline’s person over the markup’s Organization author, though the page shows the company’s name', () => {
    const post = understandPage(
      page(
        'https://www.tallyline.example/blog/how-to-run-a-qbr',
        `<article><h1>How to Run a QBR Customers Actually Want</h1>
          <div class="blog-post__meta"><span class="blog-post__author-name">Priya Raman</span> · <time datetime="2025-11-04">Nov 4, 2025</time></div>
          <p>Tallyline customers run hundreds of quarterly business reviews a year. Here is what the best ones share.</p></article>`,
        {
          lang: 'en',
          title: 'How to Run a QBR Customers Actually Want | Tallyline',
          head: jsonLd({
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: 'How to Run a QBR Customers Actually Want',
            author: { '@type': 'Organization', name: 'Tallyline' },
            datePublished: '2025-11-04',
          }),
        },
      ),
    );
    expect(post.proposal?.['author']).to.deep.include({ '@type': 'Person', name: 'Priya Raman' });
  });
});

describe('Page understanding: round 34, a Zendesk help-centre FAQ', () => {
  it('asks the questions of the article, not its "Was this article helpful?" widget', () => {
    const faq = understandPage(
      page(
        'https://help.cyclette.example/hc/en-ca/articles/subscription-billing-faq',
        `<article><h1>Subscription &amp; Billing FAQ</h1>
          <details><summary>How much does a subscription cost?</summary><p>$34.99 a month, taxes extra.</p></details>
          <details><summary>When will I be charged each month?</summary><p>On the day you first subscribed.</p></details>
          <div class="article-votes"><h2 class="article-votes-question">Was this article helpful?</h2>
            <div class="article-votes-controls"><button>Yes</button><button>No</button></div></div></article>`,
        { lang: 'en-CA' },
      ),
    );
    const questions = (faq.proposal?.['mainEntity'] as { name: string }[]).map((question) => question.name);
    expect(questions).to.deep.equal(['How much does a subscription cost?', 'When will I be charged each month?']);
  });
});

describe('Page understanding: round 34, a plumber’s about page on Elementor', () => {
  it('gives the owner the footer’s unit and street, its office line over a 24/7 emergency mobile, and its ABN', () => {
    const about = understandPage(
      page(
        'https://www.kowalskiplumbing.example/about-us/',
        `<h1>About Kowalski &amp; Sons Plumbing</h1><h2>Our story</h2><p>Ron Kowalski founded the business in 1979.</p>`,
        {
          lang: 'en-AU',
          head: '<meta property="og:site_name" content="Kowalski &amp; Sons Plumbing">',
          header: '<p>24/7 Emergency Plumber — call <a href="tel:0412884206">0412 884 206</a></p>',
          footer: `<p><strong>Kowalski &amp; Sons Plumbing</strong><br>Unit 4, 17 Production Avenue<br>Kirrawee NSW 2232</p>
            <p>Office: <a href="tel:0295453318">(02) 9545 3318</a> (Mon–Fri 7am–4pm)<br>24/7 emergencies: <a href="tel:0412884206">0412 884 206</a></p>
            <p>© 2025 Kowalski &amp; Sons Plumbing Pty Ltd · ABN 41 117 562 983</p>`,
        },
      ),
    );
    expect(about.kind).to.equal('about');
    const owner = about.proposal?.['mainEntity'] as Record<string, unknown>;
    expect(owner).to.include({ telephone: '(02) 9545 3318', taxID: '41 117 562 983' });
    expect(owner['address']).to.include({ streetAddress: 'Unit 4, 17 Production Avenue', postalCode: '2232' });
  });
});
