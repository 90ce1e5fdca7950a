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

describe('Page understanding: round 33, markup filled with the shop’s or the company’s name', () => {
  it('follows the maker the product area names over a brand that is only the shop’s own name', () => {
    const oil = understandPage(
      page(
        'https://www.bottegapugliese.example/olio-coratina',
        `<div class="product-information"><h1>Olio Coratina 750 ml</h1><p class="product-manufacturer">Produttore: <a href="/brand/di-lauro">Frantoio Di Lauro</a></p>
           <span class="current-price">18,90 €</span><form action="/carrello"><button class="add-to-cart">Aggiungi al carrello</button></form></div>`,
        {
          lang: 'it',
          head: `<meta property="og:site_name" content="Bottega Pugliese">${jsonLd({ '@type': 'Product', name: 'Olio Coratina 750 ml', brand: { '@type': 'Brand', name: 'Bottega Pugliese' } })}`,
        },
      ),
    );
    expect(oil.proposal?.['brand']).to.include({ name: 'Frantoio Di Lauro' });
  });

  it('names a business as the page does and keeps its markup’s name with its legal form as its legalName', () => {
    const bakery = understandPage(
      page(
        'https://www.maison-roussel.example/',
        `<h1>Boulangerie Pâtisserie Maison Roussel</h1><p>14 rue Carnot<br>74000 Annecy</p><p>Tél. <a href="tel:+33450451278">04 50 45 12 78</a></p>`,
        {
          lang: 'fr',
          head: jsonLd({
            '@type': 'LocalBusiness',
            name: 'Maison Roussel SARL',
            telephone: '04 50 45 12 78',
            address: { '@type': 'PostalAddress', streetAddress: '14 rue Carnot', postalCode: '74000', addressLocality: 'Annecy' },
          }),
        },
      ),
    );
    expect(bakery.proposal).to.include({ name: 'Maison Roussel', legalName: 'Maison Roussel SARL' });
  });
});

describe('Page understanding: round 33, an electrician on a builder with a sidebar', () => {
  const electrician = (sidebar: string) =>
    understandPage(
      page(
        'https://www.elektro-hofmann.example/',
        `<h1>Elektro Hofmann – Ihr Elektriker in Bamberg</h1><p>Elektroinstallation, E-Check und Photovoltaik seit 1994.</p>
        <p>Hallstadter Straße 112, 96052 Bamberg · Telefon 0951 297 44 80</p>`,
        {
          lang: 'de',
          after: `<aside class="cm_column">${sidebar}</aside>`,
        },
      ),
    );

  it('takes the one week of hours a sidebar box gives when the content gives none', () => {
    const hours = electrician(
      '<div class="cm-sidebar-box"><h3>Bürozeiten</h3><p>Montag – Donnerstag: 7:30 – 16:30 Uhr<br>Freitag: 7:30 – 13:00 Uhr<br>Samstag &amp; Sonntag: geschlossen</p></div>',
    ).proposal?.['openingHoursSpecification'] as { opens: string; closes: string }[];
    expect(hours[0]).to.include({ opens: '07:30', closes: '16:30' });
  });

  it('takes none where the sidebar gives two different weeks (two branches)', () => {
    const proposal = electrician(
      `<div><h3>Bamberg</h3><p>Montag – Freitag: 7:30 – 16:30 Uhr</p></div>
       <div><h3>Forchheim</h3><p>Montag – Freitag: 8:00 – 17:00 Uhr</p></div>`,
    ).proposal;
    expect(proposal?.['@type']).to.equal('Electrician');
    expect(proposal).not.to.have.property('openingHoursSpecification');
  });
});

describe('Page understanding: round 33, a Czech guesthouse', () => {
  it('is a B&B by its word ("Penzion") and reads the check-in a label names in brackets ("Příjezd (check-in): 14:00 – 20:00")', () => {
    const guesthouse = understandPage(
      page(
        'https://www.penzion-podskalou.example/',
        `<h1>Penzion Pod Skalou</h1><p>Rodinný penzion u Adršpašských skal.</p>
        <h2>Důležité informace</h2><ul><li>Příjezd (check-in): 14:00 – 20:00</li><li>Odjezd (check-out): do 10:00</li></ul>
        <h2>Rezervace a kontakt</h2><p>Dolní Adršpach 42<br>549 57 Adršpach</p><p>Telefon: +420 491 586 214</p>`,
        { lang: 'cs', title: 'Penzion Pod Skalou – ubytování u skal' },
      ),
    );
    expect(guesthouse.proposal).to.include({ '@type': 'BedAndBreakfast', checkinTime: '14:00' });
  });
});

describe('Page understanding: round 33, a job ad on a shop whose markup names the employer short', () => {
  it('takes the whole employer name the details label and the posting date its meta line writes', () => {
    const job = understandPage(
      page(
        'https://www.wildbohne.example/jobs/mitarbeiter-versand-lager',
        `<div class="link-content"><div class="job-meta">Stellenangebot · veröffentlicht am 18.03.2026</div>
        <h1>Mitarbeiter Versand &amp; Lager (m/w/d)</h1></div>
        <ul><li><strong>Arbeitgeber:</strong> Kaffeerösterei Wildbohne GmbH</li>
          <li><strong>Einsatzort:</strong> Am Alten Eisenwerk 4, 21339 Lüneburg</li>
          <li><strong>Arbeitszeit:</strong> Vollzeit</li><li>Bewerbungsschluss: 30.04.2026</li></ul>
        <p>Wir suchen Verstärkung für unser Versandlager. Jetzt bewerben!</p>`,
        {
          lang: 'de',
          head: jsonLd({
            '@context': 'https://schema.org',
            '@type': 'JobPosting',
            title: 'Mitarbeiter Versand & Lager (m/w/d)',
            datePosted: '2025-09-15',
            hiringOrganization: { '@type': 'Organization', name: 'Wildbohne' },
          }),
        },
      ),
    );
    expect(job.proposal).to.include({ datePosted: '2026-03-18' });
    expect(job.proposal?.['hiringOrganization']).to.include({ name: 'Kaffeerösterei Wildbohne GmbH' });
  });
});

describe('Page understanding: round 33, a market whose venue is named after its town', () => {
  it('reads the town the venue’s name ends on, which the heading names too, and the province in brackets', () => {
    const market = understandPage(
      page(
        'https://www.mercadomedieval.example/mercado-medieval-2026/',
        `<h1>XV Mercado Medieval de Sigüenza</h1>
        <ul><li><strong>Fechas:</strong> 15, 16 y 17 de mayo de 2026</li><li><strong>Inauguración:</strong> viernes 15, a las 17:00 h</li>
          <li><strong>Lugar:</strong> Plaza Mayor y calles del casco histórico de Sigüenza (Guadalajara)</li>
          <li><strong>Entrada:</strong> libre y gratuita</li></ul>`,
        { lang: 'es' },
      ),
    );
    expect(market.proposal?.['location']).to.deep.equal({
      '@type': 'Place',
      name: 'Plaza Mayor y calles del casco histórico de Sigüenza',
      address: { '@type': 'PostalAddress', addressLocality: 'Sigüenza', addressRegion: 'Guadalajara' },
    });
  });
});
