import { expect } from 'chai';
import { isCmsAccount } from '../../src/domain/page-understanding/read-values.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page } from '../support/cms-page.js';

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
