import { expect } from 'chai';
import { dateRangeIn } from '../../src/domain/page-understanding/written-dates.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page, jsonLd } from '../support/cms-page.js';

describe('Page understanding: round 33, a medieval market announced in a WordPress post', () => {
  const market = understandPage(
    page(
      'https://www.mercadomedieval.example/mercado-medieval-2026/',
      `<article class="post"><h1 class="entry-title">XV Mercado Medieval de Sigüenza</h1>
         <p class="entry-meta">Publicado el <time datetime="2026-03-02T10:00:00+01:00">2 de marzo de 2026</time></p>
         <div class="wp-block-group"><h2>Datos prácticos</h2><ul>
           <li><strong>Fechas:</strong> 15, 16 y 17 de mayo de 2026</li>
           <li><strong>Inauguración:</strong> viernes 15 de mayo a las 17:00 h</li>
           <li><strong>Lugar:</strong> Plaza Mayor, 19250 Sigüenza</li>
           <li><strong>Entrada:</strong> libre y gratuita</li>
           <li><strong>Organiza:</strong> Asociación Cultural El Doncel</li></ul></div></article>`,
      {
        lang: 'es',
        head: `<meta property="og:type" content="article">${jsonLd({ '@type': 'Article', headline: 'XV Mercado Medieval de Sigüenza' })}`,
      },
    ),
  );

  it('is the event’s page: its details give its days, start and place, whatever Article markup its SEO plugin writes', () => {
    expect(market.kind).to.equal('event');
    expect(String(market.proposal?.['startDate'])).to.match(/^2026-05-15T17:00/);
  });

  it('reads who organises it ("Organiza:") and that it is free ("Entrada: libre y gratuita")', () => {
    expect(market.proposal?.['organizer']).to.include({ name: 'Asociación Cultural El Doncel' });
    expect(market.proposal).to.include({ isAccessibleForFree: true });
  });

  it('reads days listed one by one as a range only where they follow each other', () => {
    expect(dateRangeIn('15, 16 y 17 de mayo de 2026')).to.include({ start: '2026-05-15', end: '2026-05-17' });
    expect(dateRangeIn('3, 10 y 17 de mayo de 2026')).to.equal(null);
  });
});

describe('Page understanding: round 33, prices beside a price', () => {
  it('reads the price its theme names the final one, though the block also gives it before tax ("bez DPH") and per piece', () => {
    const glasses = understandPage(
      page(
        'https://www.sklo.example/sklenice-lucie/',
        `<div class="p-info-wrapper"><h1>Sklenice Lucie 450 ml, 6 ks</h1><div class="p-final-price-wrapper">
           <span class="price-standard"><span>Původní cena: <del>1 590 Kč</del></span></span> <span class="price-save">–19 %</span>
           <strong class="price-final"><span class="price-final-holder">1 290 Kč</span></strong>
           <span class="price-additional">1 066 Kč bez DPH</span> <span class="price-measure">215 Kč / 1 ks</span></div>
           <form action="/action/Cart/addCartItem/"><button class="add-to-cart-button">Do košíku</button></form></div>`,
        { lang: 'cs' },
      ),
    );
    expect(glasses.proposal?.['offers']).to.include({ price: '1290', priceCurrency: 'CZK' });
  });

  it('takes no price of an extra written beside the product ("Gift wrapping available at checkout (£4.50)")', () => {
    const throwBlanket = understandPage(
      page(
        'https://www.cwtch.example/product/merino-throw/',
        `<div class="summary"><h1>Merino Throw</h1><p class="price"><del>£110.00</del> <ins>£89.00</ins></p>
           <ul><li>Gift wrapping available at checkout (£4.50)</li></ul>
           <form class="cart" action="/cart"><button name="add-to-cart">Add to basket</button></form></div>`,
        { lang: 'en-GB' },
      ),
    );
    expect(throwBlanket.proposal?.['offers']).to.include({ price: '89.00', priceCurrency: 'GBP' });
  });
});
