import { expect } from 'chai';
import { isCmsAccount } from '../../src/domain/page-understanding/read-values.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page, jsonLd } from '../support/cms-page.js';

describe('Page understanding: round 38, a Shopify collection with a "Complete the look" row', () => {
  it('lists the collection’s products, not the accessories under "Complete the look"', () => {
    const card = (name: string, i: number) =>
      `<li class="grid__item"><div class="card"><h3 class="card__heading"><a href="/products/${i}">${name}</a></h3><span class="price-item">$${199 + i}.00 CAD</span></div></li>`;
    const listing = understandPage(
      page(
        'https://northpeak.example/collections/winter-boots',
        `<h1>Winter Boots</h1><ul class="grid product-grid">${['Yukon Trail Boot', 'Banff Chelsea Boot', 'Laurentian Snow Boot'].map(card).join('')}</ul>
        <h2>Complete the look</h2><ul class="grid product-grid">${['Merino Boot Socks (2-Pack)', 'Ice Grip Traction Cleats'].map(card).join('')}</ul>`,
        { lang: 'en-CA' },
      ),
    );
    const list = listing.proposal?.['mainEntity'] as { itemListElement: { name: string }[] };
    expect(list.itemListElement.map((item) => item.name)).to.deep.equal(['Yukon Trail Boot', 'Banff Chelsea Boot', 'Laurentian Snow Boot']);
  });
});

describe('Page understanding: round 38, a WordPress post whose markup names the author by login', () => {
  it('takes a long word in lower case for a login, never a person’s name', () => {
    expect(isCmsAccount('slowroadsmia')).to.equal(true);
    expect(isCmsAccount('Mia Trevaskis')).to.equal(false);
    expect(isCmsAccount('Mia')).to.equal(false);
  });
});

describe('Page understanding: round 38, a BigCommerce product whose markup describes the model it replaced', () => {
  it('follows the product area’s SKU and heading where the markup gives the old model’s, and reads the reviews tab’s average', () => {
    const stove = understandPage(
      page(
        'https://www.bushline.example/ridgeline-twin-burner-camp-stove/',
        `<section class="productView-details"><h1 class="productView-title">Bushline Ridgeline Twin Burner Butane Camp Stove</h1>
          <div class="productView-price"><span class="price price--withTax">$119.00</span></div>
          <div class="productView-rating"><span class="productView-reviewLink"><a href="#product-reviews">(27 reviews)</a></span></div>
          <dl class="productView-info"><dt>SKU:</dt><dd data-product-sku>BL-RTB-02</dd></dl><p>In stock</p>
          <button id="form-action-addToCart">Add to Cart</button></section>
        <div class="tab-content"><p><em>Replaces the original Ridgeline (BL-RTB-01), which sold for $149.00.</em></p>
          <section id="product-reviews"><h3 class="productView-reviews-title">27 Reviews · Average 4.3 out of 5</h3></section></div>`,
        {
          lang: 'en-AU',
          head: jsonLd({
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: 'Ridgeline Twin Burner Camp Stove',
            sku: 'BL-RTB-01',
            offers: { '@type': 'Offer', price: '149.00', priceCurrency: 'AUD' },
          }),
        },
      ),
    );
    expect(stove.proposal).to.include({ name: 'Bushline Ridgeline Twin Burner Butane Camp Stove', sku: 'BL-RTB-02' });
    expect(stove.proposal?.['aggregateRating']).to.include({ ratingValue: '4.3', reviewCount: '27' });
  });
});

describe('Page understanding: round 38, a pottery workshop on Squarespace', () => {
  it('takes the price its booking button carries ("Book now — NZ$165") where no ticket price is labelled', () => {
    const workshop = understandPage(
      page(
        'https://www.kowhaiclay.example/workshops/wheel-throwing-13-march-2027',
        `<h1>Wheel Throwing for Beginners</h1><p>Three hours on the wheel with Aroha.</p>
        <h3>Only 3 spots left</h3><p><strong>NZ$165 per person</strong> · includes all clay, tools, glazing and two firings.</p>
        <a class="sqs-block-button-element" href="/shop/p/wheel-throwing-13-march-2027">Book now — NZ$165</a>`,
        {
          lang: 'en-NZ',
          head: jsonLd({
            '@context': 'https://schema.org',
            '@type': 'Event',
            name: 'Wheel Throwing for Beginners',
            startDate: '2027-03-13T10:00:00+1300',
            location: { '@type': 'Place', name: 'Kōwhai Clay Studio' },
          }),
        },
      ),
    );
    expect(workshop.proposal?.['offers']).to.include({ price: '165', priceCurrency: 'NZD' });
  });
});

describe('Page understanding: round 38, a second-hand book on WooCommerce', () => {
  it('states the condition its description labels ("Condition: Used – Very Good")', () => {
    const book = understandPage(
      page(
        'https://www.lanternbooks.example/product/the-rings-of-saturn/',
        `<div class="summary"><h1 class="product_title">The Rings of Saturn</h1><p class="price"><span class="amount">£45.00</span></p>
          <p><strong>Condition: Used – Very Good in Very Good dust jacket.</strong></p><p class="stock in-stock">1 in stock</p>
          <button class="single_add_to_cart_button">Add to basket</button></div>`,
        { lang: 'en-GB' },
      ),
    );
    expect(book.proposal?.['offers']).to.include({ itemCondition: 'https://schema.org/UsedCondition', price: '45.00' });
  });
});
