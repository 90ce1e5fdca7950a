import { expect } from 'chai';
import { answerKeys, corpusPage, scoreCorpus } from '../../bench/understanding-corpus.js';
import { openingHoursOf } from '../../src/domain/page-understanding/opening-hours.js';
import {
  availabilityOf,
  durationOf,
  firstPriceIn,
  FREE_ADMISSION,
  personName,
  plainAmount,
  postalAddress,
} from '../../src/domain/page-understanding/read-values.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';

for (const set of ['corpus', 'held-out'] as const) {
  describe(`Page understanding: the hand-written ${set} pages (deterministic path)`, () => {
    const scores = scoreCorpus(set);
    const facts = scores.reduce((sum, score) => sum + score.factsTotal, 0);

    it('holds enough pages, each with an answer key', () => {
      expect(scores.length).to.be.at.least(set === 'corpus' ? 40 : 10);
    });

    it('chooses an acceptable type (or rightly nothing) on at least 90% of the pages', () => {
      const wrong = scores.filter((score) => !score.typeAcceptable).map((score) => `${score.page}: ${score.understood.schemaType}`);
      expect(scores.length - wrong.length, wrong.join('; ')).to.be.at.least(Math.ceil(0.9 * scores.length));
    });

    it('gets at least 90% of the key facts exactly right', () => {
      const right = scores.reduce((sum, score) => sum + score.factsRight, 0);
      const wrong = scores.flatMap((score) => score.wrongFacts.map((fact) => `${score.page} ${fact}`));
      expect(right, wrong.join('; ')).to.be.at.least(Math.ceil(0.9 * facts));
    });

    it('states no forbidden value (promo bars, carousels, menus, plans) and no value the page does not state', () => {
      expect(scores.flatMap((score) => score.forbidden.map((value) => `${score.page}: ${value}`))).to.deep.equal([]);
      expect(scores.flatMap((score) => score.invented.map((value) => `${score.page}: ${value}`))).to.deep.equal([]);
    });
  });
}

describe('Page understanding: evidence, provenance and restraint', () => {
  it('takes the page own JSON-LD, microdata and RDFa as the best evidence, and says when it is already complete', () => {
    for (const [page, key] of Object.entries(answerKeys()).filter(([, key]) => key.existingMarkup)) {
      const understood = understandPage(corpusPage(page, key.url).snapshot);
      expect(understood.existing?.type, page).to.equal(key.existingMarkup);
    }
    const skillet = answerKeys()['shop-product-jsonld.html']!;
    const understood = understandPage(corpusPage('shop-product-jsonld.html', skillet.url).snapshot);
    expect(understood.alreadyMarkedUp).to.equal(true);
    expect(understood.notes[0]).to.match(/already carries complete Product markup/);
  });

  it('traces every proposed value to where the page states it', () => {
    const kettle = answerKeys()['shop-product-kettle.html']!;
    const understood = understandPage(corpusPage('shop-product-kettle.html', kettle.url).snapshot);
    const price = understood.facts.find((fact) => fact.property === 'offers.price');
    expect(price).to.deep.equal({
      property: 'offers.price',
      value: '89.00',
      from: 'div.product__info > div.product__price > span.price-item (primary)',
    });
    expect(understood.facts.every((fact) => fact.from.length > 0)).to.equal(true);
  });

  it('proposes nothing for a near-empty app shell, and says why', () => {
    const shell = answerKeys()['app-shell.html']!;
    const understood = understandPage(corpusPage('app-shell.html', shell.url).snapshot);
    expect(understood.proposal).to.equal(null);
    expect(understood.notes.join(' ')).to.match(/does not say clearly what it is/);
  });

  it('reads linked markup values as the page means them, and drops notes the markup answers', () => {
    const dentist = answerKeys('held-out')['r4-dentist-microdata.html']!;
    const understood = understandPage(corpusPage('r4-dentist-microdata.html', dentist.url, 'held-out').snapshot);
    expect(understood.proposal).to.include({ '@type': 'Dentist', telephone: '+15035550142' });
    expect(understood.notes.join(' ')).not.to.match(/opening hours/i);
  });

  it('builds the asked-for type from the same traced facts', () => {
    const bakery = answerKeys()['bakery.html']!;
    const understood = understandPage(corpusPage('bakery.html', bakery.url).snapshot, { type: 'LocalBusiness' });
    expect(understood.proposal).to.include({ '@type': 'LocalBusiness', telephone: '(828) 555-0187' });
  });
});

describe('Page understanding: reading values as written', () => {
  it('reads amounts in both number styles, and refuses ambiguous ones', () => {
    expect(plainAmount('1,850.00')).to.equal('1850.00');
    expect(plainAmount('59,90')).to.equal('59.90');
    expect(plainAmount('1.850')).to.equal('1850');
    expect(plainAmount('89')).to.equal('89');
    expect(plainAmount('1,850,00')).to.equal(null);
  });

  it('reads US, German, French and British addresses without inventing parts', () => {
    expect(postalAddress(['Rise & Crumb Bakery', '731 Haywood Road', 'Asheville, NC 28806'], 'Rise & Crumb Bakery')).to.deep.equal({
      streetAddress: '731 Haywood Road',
      addressLocality: 'Asheville',
      addressRegion: 'NC',
      postalCode: '28806',
    });
    expect(postalAddress(['Karl-Liebknecht-Straße 112', '04275 Leipzig'], null)).to.deep.equal({
      streetAddress: 'Karl-Liebknecht-Straße 112',
      postalCode: '04275',
      addressLocality: 'Leipzig',
    });
    expect(postalAddress(['27 Hotwell Road', 'Bristol BS8 4SU'], null)).to.deep.equal({
      streetAddress: '27 Hotwell Road',
      addressLocality: 'Bristol',
      postalCode: 'BS8 4SU',
    });
    expect(postalAddress(['Call us any time'], null)).to.equal(null);
  });

  it('reads a Dutch postcode with its letters, and leaves the town its own', () => {
    expect(postalAddress(['Oudegracht 112', '3511 AV Utrecht'], null)).to.deep.equal({
      streetAddress: 'Oudegracht 112',
      postalCode: '3511 AV',
      addressLocality: 'Utrecht',
    });
  });

  it('turns written times into durations only when the text is a duration', () => {
    expect(durationOf('15 minutes')).to.equal('PT15M');
    expect(durationOf('1 hour')).to.equal('PT1H');
    expect(durationOf('1 Std. 30 Min.')).to.equal('PT1H30M');
    expect(durationOf('1 loaf (10 slices)')).to.equal(null);
    expect(durationOf('overnight')).to.equal(null);
  });

  it('reads the first amount of a labelled ticket price with its currency', () => {
    expect(firstPriceIn('28 € (ermäßigt 18 €)', null)).to.deep.equal({ price: '28', currency: 'EUR' });
    expect(firstPriceIn('$1,850.00 at the door', null)).to.deep.equal({ price: '1850.00', currency: 'USD' });
    expect(firstPriceIn('Free entry', null)).to.equal(null);
  });

  it('reads a name after a lead-in such as "Words by"', () => {
    expect(personName('Words by Priya Raman')).to.equal('Priya Raman');
    expect(personName('Text und Fotos von Jonas Weber')).to.equal('Jonas Weber');
    expect(personName('Posted by Sam Ortiz on 3 May')).to.equal('Sam Ortiz');
  });
});

describe('Page understanding: opening hours as written', () => {
  const day = (name: string) => `https://schema.org/${name}`;
  const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(day);
  const cases: [string, { dayOfWeek: string[]; opens: string; closes: string }[]][] = [
    [
      'Mon–Fri 9am–5pm, Sat 10am–2pm',
      [
        { dayOfWeek: weekdays, opens: '09:00', closes: '17:00' },
        { dayOfWeek: [day('Saturday')], opens: '10:00', closes: '14:00' },
      ],
    ],
    [
      'Monday Closed Tuesday – Friday 10:00 – 17:00 Saturday & Sunday 10:00 – 18:00',
      [
        { dayOfWeek: weekdays.slice(1), opens: '10:00', closes: '17:00' },
        { dayOfWeek: [day('Saturday'), day('Sunday')], opens: '10:00', closes: '18:00' },
      ],
    ],
    [
      'Martedì – Domenica: 12:00 – 15:00 / 19:00 – 23:00 Lunedì: chiuso',
      [
        { dayOfWeek: [...weekdays.slice(1), day('Saturday'), day('Sunday')], opens: '12:00', closes: '15:00' },
        { dayOfWeek: [...weekdays.slice(1), day('Saturday'), day('Sunday')], opens: '19:00', closes: '23:00' },
      ],
    ],
    [
      'Segunda a Sexta: 9h00 – 19h30 Sábado: 9h00 – 13h00 Domingo e feriados: Encerrado',
      [
        { dayOfWeek: weekdays, opens: '09:00', closes: '19:30' },
        { dayOfWeek: [day('Saturday')], opens: '09:00', closes: '13:00' },
      ],
    ],
    ['Du mardi au samedi, 9 h 30 – 19 h', [{ dayOfWeek: [...weekdays.slice(1), day('Saturday')], opens: '09:30', closes: '19:00' }]],
    [
      'Mo–Fr 7:00–18:00 Uhr, Sa 8–12 Uhr',
      [
        { dayOfWeek: weekdays, opens: '07:00', closes: '18:00' },
        { dayOfWeek: [day('Saturday')], opens: '08:00', closes: '12:00' },
      ],
    ],
    [
      'de lunes a viernes de 9:00 a 14:00 y de 17:00 a 20:00',
      [
        { dayOfWeek: weekdays, opens: '09:00', closes: '14:00' },
        { dayOfWeek: weekdays, opens: '17:00', closes: '20:00' },
      ],
    ],
    [
      'Monday to Friday 6:30 am – 8:00 pm, weekends 8:00 am – 1:00 pm',
      [
        { dayOfWeek: weekdays, opens: '06:30', closes: '20:00' },
        { dayOfWeek: [day('Saturday'), day('Sunday')], opens: '08:00', closes: '13:00' },
      ],
    ],
    ['Saturday–Monday 10–2pm', [{ dayOfWeek: [day('Monday'), day('Saturday'), day('Sunday')], opens: '10:00', closes: '14:00' }]],
  ];
  for (const [text, expected] of cases) {
    it(`reads "${text}" in week order, closed days left out`, () => {
      expect(openingHoursOf(text)).to.deep.equal(expected);
    });
  }

  it('gives a later time range to no days when other words stand between (a bank-holiday line is not the weekend)', () => {
    expect(openingHoursOf('Sat & Sun 10:00 – 18:00 Bank holidays 11:00 – 16:00')).to.deep.equal([
      { dayOfWeek: [day('Saturday'), day('Sunday')], opens: '10:00', closes: '18:00' },
    ]);
  });

  it('reads no hours from dates, bare numbers or days without times', () => {
    expect(openingHoursOf('Closed 24–26 December and 1 January.')).to.deep.equal([]);
    expect(openingHoursOf('Sizes 8–12, Monday delivery')).to.deep.equal([]);
    expect(openingHoursOf('Open Monday to Friday')).to.deep.equal([]);
  });

  it('turns a table of hours into openingHoursSpecification, traced to the table', () => {
    const museum = answerKeys('held-out')['r6-museum-hours-en.html']!;
    const understood = understandPage(corpusPage('r6-museum-hours-en.html', museum.url, 'held-out').snapshot);
    expect(understood.proposal?.['openingHoursSpecification']).to.deep.equal([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: weekdays.slice(1), opens: '10:00', closes: '17:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [day('Saturday'), day('Sunday')], opens: '10:00', closes: '18:00' },
    ]);
    expect(understood.facts.find((fact) => fact.property === 'openingHoursSpecification')?.from).to.match(/table\.opening-times/);
  });
});

describe('Page understanding: free admission, venue addresses and markup the page contradicts', () => {
  it('reads "free" only where the admission line says so', () => {
    for (const free of ['Free', 'Entrée libre', 'Eintritt frei', 'Ingresso libero', 'Admission: Free', 'Entrada livre'])
      expect(FREE_ADMISSION.test(free), free).to.equal(true);
    for (const paid of ['Free shipping over $75', '£12, under-16s free', 'Freitag 19 Uhr', '28 €'])
      expect(FREE_ADMISSION.test(paid), paid).to.equal(false);
  });

  it('gives a free event an Offer of price 0 without a currency, and its venue the address block beside it, its country as Google asks for it', () => {
    const concert = answerKeys('held-out')['r6-concert-lieu-fr.html']!;
    const understood = understandPage(corpusPage('r6-concert-lieu-fr.html', concert.url, 'held-out').snapshot);
    expect(understood.proposal?.['offers']).to.deep.equal({ '@type': 'Offer', price: '0', url: concert.url });
    expect(understood.proposal?.['location']).to.deep.equal({
      '@type': 'Place',
      name: 'La Halle aux Grains',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '3 place Dupuy',
        postalCode: '31000',
        addressLocality: 'Toulouse',
        addressCountry: 'FR',
      },
    });
  });

  it('follows the product area where the page own markup states a stale price or stock, and says so', () => {
    const espresso = answerKeys('held-out')['r6-produkt-jsonld-falsch-de.html']!;
    const understood = understandPage(corpusPage('r6-produkt-jsonld-falsch-de.html', espresso.url, 'held-out').snapshot);
    expect(understood.proposal?.['offers']).to.include({
      price: '19.90',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    });
    expect(understood.proposal?.['offers']).not.to.have.property('priceSpecification');
    expect(understood.notes.join(' ')).to.match(/markup states the price 24\.90, but the product area shows 19\.90/);
    expect(understood.notes.join(' ')).to.match(/markup states OutOfStock, but the product area says InStock/);
  });

  it('reads Portuguese and British address blocks, and stock notes in more languages', () => {
    expect(postalAddress(['Rua de Santa Catarina, 512', '4000-446 Porto'], null)).to.deep.equal({
      streetAddress: 'Rua de Santa Catarina, 512',
      postalCode: '4000-446',
      addressLocality: 'Porto',
    });
    expect(postalAddress(['Harwick Maritime Museum', '14 Quay Street', 'Harwick', 'CO12 3EX'], 'Harwick Maritime Museum')).to.deep.equal({
      streetAddress: '14 Quay Street',
      addressLocality: 'Harwick',
      postalCode: 'CO12 3EX',
    });
    expect(availabilityOf('Op voorraad')).to.equal('https://schema.org/InStock');
    expect(availabilityOf('Vorrätig')).to.equal('https://schema.org/InStock');
    expect(availabilityOf('Indisponible')).to.equal('https://schema.org/OutOfStock');
  });
});
