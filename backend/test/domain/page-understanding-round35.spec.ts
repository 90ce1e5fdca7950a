import { expect } from 'chai';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { westernDigits } from '../../src/domain/shared/western-digits.js';
import { cmsPage as page, jsonLd } from '../support/cms-page.js';

describe('Page understanding: round 35, an Arabic shop on Salla', () => {
  it('reads Eastern Arabic digits as the same numbers ("٣٤٥" is 345, "٤٫٩" is 4.9)', () => {
    expect(westernDigits('٣٤٥ ر.س · ٤٫٩ · ۱۲۷ · ١٬٢٥٠')).to.equal('345 ر.س · 4.9 · 127 · 1,250');
  });

  it('takes the price shown in riyals over stale markup that gives the struck former price, and keeps the rating the page shows', () => {
    const oud = understandPage(
      page(
        'https://aldeera-perfumes.example/ar/p1873420551',
        `<div class="product-details"><h1>دهن عود كمبودي ملكي ٣ مل</h1>
          <div class="rating"><span>٤٫٩ (١٢٧ تقييم)</span></div>
          <div class="price-wrapper"><h2 class="total-price">٣٤٥ ر.س</h2>
            <span class="before-price line-through">٣٩٥ ر.س</span></div>
          <button class="add-to-cart">إضافة للسلة</button></div>`,
        {
          lang: 'ar',
          head: jsonLd({
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: 'دهن عود كمبودي ملكي ٣ مل',
            offers: { '@type': 'Offer', price: '395', priceCurrency: 'SAR', availability: 'https://schema.org/InStock' },
            aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.9', reviewCount: '127' },
          }),
        },
      ),
    );
    expect(oud.proposal?.['offers']).to.include({ price: '345', priceCurrency: 'SAR' });
    expect(oud.proposal?.['aggregateRating']).to.include({ ratingValue: '4.9', reviewCount: '127' });
  });
});

describe('Page understanding: round 35, a Webflow contact page headed with an invitation', () => {
  it('is the contact page its title names, with its message form, whatever its heading says', () => {
    const contact = understandPage(
      page(
        'https://www.atelier-traboule.example/contact',
        `<h1>Parlons de votre projet.</h1>
        <div class="contact-block"><p>8 montée de la Grande-Côte</p><p>69001 Lyon</p>
          <p><a href="tel:+33478395812">04 78 39 58 12</a></p><p>Du lundi au vendredi, 9h – 18h</p></div>
        <form class="contact-form"><input name="name"><input type="email" name="email"><textarea name="message"></textarea><button>Envoyer</button></form>`,
        { lang: 'fr', title: 'Contact — Atelier Traboule, studio de design à Lyon' },
      ),
    );
    expect(contact.kind).to.equal('contact');
    expect(contact.proposal).to.include({ '@type': 'ContactPage' });
  });
});

describe('Page understanding: round 35, a press release on a hosted newsroom', () => {
  it('names as publisher the organisation its markup describes and its title names, not the platform in og:site_name', () => {
    const release = understandPage(
      page(
        'https://www.mynewsdesk.example/se/vattern-energi/pressreleases/solcellspark-3391852',
        `<article><h1>Vättern Energi bygger solcellspark i Habo</h1><time datetime="2026-11-24T08:00:00+01:00">24 november 2026</time>
          <p>Vättern Energi AB har fått bygglov för en solcellspark på 18 hektar vid Fagerhult i Habo kommun.</p></article>`,
        {
          lang: 'sv',
          title: 'Vättern Energi bygger solcellspark i Habo | Vättern Energi AB',
          head: `<meta property="og:type" content="article"><meta property="og:site_name" content="Mynewsdesk">${jsonLd({
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: 'Vättern Energi AB',
            url: 'https://www.vatternenergi.example',
          })}`,
        },
      ),
    );
    expect(release.kind).to.equal('article');
    expect(release.proposal?.['publisher']).to.deep.equal({ '@type': 'Organization', name: 'Vättern Energi AB' });
  });
});

describe('Page understanding: round 35, an Eventbrite tasting with FoodEvent markup', () => {
  it('takes markup of any Event subtype as the page’s own, venue, price and organiser', () => {
    const tasting = understandPage(
      page(
        'https://www.eventbrite.example/e/degustazione-guidata-1048831920117',
        `<h1>Degustazione guidata: i bianchi del Collio</h1>
        <div class="date-info"><time datetime="2026-12-12">sabato 12 dicembre · 18:30 - 21:00 CET</time></div>
        <div class="location-info">Enoteca Il Tralcio Via Giuseppe Mazzini 12 34170 Gorizia GO <a href="#map">Mostra mappa</a></div>
        <p>Cinque calici di Friulano, Ribolla Gialla e Malvasia.</p><p>35,00 €</p>`,
        {
          lang: 'it',
          head: jsonLd({
            '@context': 'https://schema.org',
            '@type': 'FoodEvent',
            name: 'Degustazione guidata: i bianchi del Collio',
            startDate: '2026-12-12T18:30:00+01:00',
            location: {
              '@type': 'Place',
              name: 'Enoteca Il Tralcio',
              address: {
                '@type': 'PostalAddress',
                streetAddress: 'Via Giuseppe Mazzini 12',
                addressLocality: 'Gorizia',
                postalCode: '34170',
              },
            },
            organizer: { '@type': 'Organization', name: 'Enoteca Il Tralcio' },
            offers: { '@type': 'Offer', price: '35.00', priceCurrency: 'EUR' },
          }),
        },
      ),
    );
    expect(tasting.kind).to.equal('event');
    expect(tasting.proposal).to.include({ '@type': 'FoodEvent' });
    expect(tasting.proposal?.['location']).to.deep.include({ name: 'Enoteca Il Tralcio' });
    expect(tasting.proposal?.['organizer']).to.deep.include({ name: 'Enoteca Il Tralcio' });
  });
});

describe('Page understanding: round 35, a Danish recipe card', () => {
  it('reads "Tilberedning" as the cooking time, "Samlet tid: 1 time 40 minutter" as the total and "4.8 fra 41 stemmer" as the rating', () => {
    const recipe = understandPage(
      page(
        'https://hyggeikoekkenet.example/aebleskiver-med-kardemomme/',
        `<h1>Æbleskiver med kardemomme</h1>
        <div class="wprm-recipe-container">
          <div class="wprm-recipe-rating"><span class="wprm-recipe-rating-average">4.8</span> fra <span class="wprm-recipe-rating-count">41</span> stemmer</div>
          <p>Forberedelse: 15 minutter</p><p>Tilberedning: 25 minutter</p><p>Samlet tid: 1 time 40 minutter</p>
          <h3>Ingredienser</h3><ul><li>250 g hvedemel</li><li>3 æg</li><li>4 dl kærnemælk</li></ul>
          <h3>Fremgangsmåde</h3><ol><li>Bland mel og salt.</li><li>Pisk æg og kærnemælk i.</li><li>Bag dem gyldne.</li></ol></div>`,
        { lang: 'da-DK' },
      ),
    );
    expect(recipe.kind).to.equal('recipe');
    expect(recipe.proposal).to.include({ prepTime: 'PT15M', cookTime: 'PT25M', totalTime: 'PT1H40M' });
    expect(recipe.proposal?.['aggregateRating']).to.include({ ratingValue: '4.8', reviewCount: '41' });
  });
});
