import { expect } from 'chai';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page, jsonLd } from '../support/cms-page.js';

type Node = Record<string, unknown>;

describe('Page understanding: rounds 52 to 54, mainstream events, European shops, Africa and Latin America', () => {
  it('names a library talk’s venue by its label over the address block, and ends it at the <time> written after its start', () => {
    const field = (name: string, label: string, item: string) =>
      `<div class="field field--name-field-event-${name} field--label-inline"><div class="field__label">${label}</div><div class="field__item">${item}</div></div>`;
    const talk = understandPage(
      page(
        'https://www.council.example/library/events/rathmines-township',
        `<article class="node node--type-event"><h1>The Rathmines Township, 1847–1930</h1><div class="event-summary-box">
          ${field('date', 'Date', '<time datetime="2027-01-20T18:30:00Z">Wednesday 20 January 2027, 6.30pm</time> - <time datetime="2027-01-20T19:45:00Z">7.45pm</time>')}
          ${field('library', 'Venue', '<a href="/library/branches/rathmines">Rathmines Library</a>')}
          ${field('address', 'Address', '<p class="address"><span class="address-line1">157 Lower Rathmines Road</span><br><span class="locality">Rathmines</span><br><span class="administrative-area">Dublin 6</span></p>')}
          ${field('cost', 'Cost', 'Free')}</div></article>`,
        { lang: 'en-IE' },
      ),
    );
    expect(talk.kind).to.equal('event');
    expect(talk.proposal).to.include({ startDate: '2027-01-20T18:30:00Z', endDate: '2027-01-20T19:45:00Z' });
    expect((talk.proposal?.['location'] as Node)['name']).to.equal('Rathmines Library');
  });

  it('reads a Moroccan address whose country follows the town, with no postcode, under its heading', () => {
    const restaurant = understandPage(
      page(
        'https://www.dar-zitoun.example/',
        `<h1>Dar Zitoun – Restaurant</h1><div><h3>Adresse</h3><p>12, Derb Sidi Bouloukat</p><p>Riad Zitoun Lakdim, Médina</p><p>Marrakech, Maroc</p></div>
          <p>Tél. <a href="tel:+212524381122">+212 5 24 38 11 22</a></p><p>Tous les jours de 12h00 à 23h00</p>`,
        { lang: 'fr-MA', title: 'Dar Zitoun | Restaurant marocain à Marrakech' },
      ),
    );
    expect(restaurant.proposal?.['address']).to.include({
      streetAddress: '12, Derb Sidi Bouloukat',
      addressLocality: 'Marrakech',
      addressCountry: 'MA',
    });
  });

  it('gives WooCommerce markup whose price stands only in its price specifications that price, and splits a label of several names', () => {
    const product = understandPage(
      page(
        'https://ziarnko.example/produkt/mlynek-c2/',
        `<div class="summary"><h1 class="product_title">Młynek ręczny Żarnik C2</h1><p class="price"><del>389,00 zł</del> <ins>329,00 zł</ins></p>
          <button class="single_add_to_cart_button">Dodaj do koszyka</button><div class="product_meta">
          <span class="sku_wrapper">SKU: <span class="sku">ZRN-C2-BLK</span></span> <span class="wc-gtin">GTIN, UPC, EAN lub ISBN: <span class="gtin">5900123456034</span></span></div></div>`,
        {
          lang: 'pl',
          head: jsonLd({
            '@type': 'Product',
            name: 'Młynek ręczny Żarnik C2',
            sku: 'ZRN-C2-BLK',
            offers: [
              {
                '@type': 'Offer',
                priceSpecification: [
                  { '@type': 'UnitPriceSpecification', price: '329.00', priceCurrency: 'PLN' },
                  { '@type': 'UnitPriceSpecification', price: '389.00', priceCurrency: 'PLN', priceType: 'https://schema.org/ListPrice' },
                ],
                availability: 'https://schema.org/InStock',
              },
            ],
          }),
        },
      ),
    );
    expect(product.proposal?.['offers']).to.include({ price: '329.00', priceCurrency: 'PLN' });
    expect(product.proposal).to.include({ sku: 'ZRN-C2-BLK' });
  });
});
