import { expect } from 'chai';
import { parsePageSnapshot } from '../../src/adapters/page-fetch/html-snapshot-parser.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page } from '../support/cms-page.js';

/** A page as Elementor Pro's theme builder writes it: header and footer templates are divs, not <header>/<footer>. */
const elementorPage = (url: string, content: string, footer: string, head = '') =>
  parsePageSnapshot({
    url,
    tokenBudget: 2000,
    html: `<!doctype html><html lang="nl"><head><title>Slotenmakerij Bakker Utrecht | Snel ter plaatse</title>${head}</head><body>
      <div data-elementor-type="header" class="elementor elementor-location-header"><a href="/">Slotenmakerij Bakker</a>
        <nav><a href="/">Home</a><a href="/contact/">Contact</a></nav></div>
      <div data-elementor-type="wp-page" class="elementor elementor-12">${content}</div>
      <div data-elementor-type="footer" class="elementor elementor-location-footer">${footer}</div></body></html>`,
  });

describe('Page understanding: round 27, a locksmith’s home page built with Elementor', () => {
  const organization = JSON.stringify({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Slotenmakerij Bakker' });
  const snapshot = elementorPage(
    'https://www.bakker.example/',
    `<h1>Slotenmakerij Bakker — uw slotenmaker in Utrecht sinds 1994</h1>
     <div class="elementor-widget-text-editor"><h2>Werkplaats &amp; winkel</h2><p>Slotenmakerij Bakker<br>Biltstraat 12<br>3572 AS Utrecht</p>
       <p>Telefoon: <a href="tel:+31301234567">030 123 4567</a></p></div>
     <div class="elementor-widget-heading"><h2>Openingstijden winkel</h2></div>
     <div class="elementor-widget-price-list"><ul class="elementor-price-list">
       <li class="elementor-price-list-item"><span class="elementor-price-list-title">Maandag t/m vrijdag</span> <span class="elementor-price-list-price">08:00 – 18:00</span></li>
       <li class="elementor-price-list-item"><span class="elementor-price-list-title">Zaterdag</span> <span class="elementor-price-list-price">09:00 – 14:00</span></li>
     </ul></div>`,
    `<p>Slotenmakerij Bakker · Biltstraat 12 · 3572 AS Utrecht</p>
     <p>Aangesloten bij de Branchevereniging, Postbus 4410, 2800 AK Gouda, tel. 0182 55 66 77.</p>`,
    `<script type="application/ld+json">${organization}</script>`,
  );
  const locksmith = understandPage(snapshot);

  it('reads the footer template as site chrome and the hours in a price list as the place’s own', () => {
    expect(snapshot.statements.addresses.find((a) => a.lines.includes('Postbus 4410'))?.region).to.equal('chrome');
    expect(snapshot.statements.hours.map((h) => h.region)).to.not.include('listing');
  });

  it('is the locksmith’s own page, with its phone, hours and founding year, not a home page of a site-wide Organization', () => {
    expect(locksmith.kind).to.equal('local-business');
    expect(locksmith.proposal).to.include({ '@type': 'Locksmith', telephone: '030 123 4567', foundingDate: '1994' });
    expect(locksmith.proposal?.['openingHoursSpecification']).to.deep.include({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['https://schema.org/Saturday'],
      opens: '09:00',
      closes: '14:00',
    });
    expect(JSON.stringify(locksmith.proposal)).to.not.include('Gouda');
  });

  it('still reads a price list that names money as a listing', () => {
    const menu = elementorPage(
      'https://www.bakker.example/tarieven/',
      `<h1>Tarieven</h1><div class="elementor-widget-price-list"><ul class="elementor-price-list">
         <li class="elementor-price-list-item"><a href="/deur-openen/">Deur openen</a> <span class="elementor-price-list-price">€ 95</span></li></ul></div>`,
      '',
    );
    expect(menu.statements.prices.find((p) => p.amount === '95')?.region).to.equal('listing');
  });
});

describe('Page understanding: round 27, an FAQ page ending with a newsletter form', () => {
  it('takes the form’s heading ("Still got questions?") for no question', () => {
    const faq = page(
      'https://www.spokes.example/faq',
      `<h1>Workshop FAQ</h1><h3>Do you service e-bikes?</h3><p>Yes, most brands.</p>
       <form class="newsletter-form"><h2>Still got questions?</h2><p>Join the newsletter.</p><input type="email"></form>`,
    );
    expect(faq.faqs.map((f) => f.question)).to.deep.equal(['Do you service e-bikes?']);
  });
});

describe('Page understanding: round 27, a clinic that also names its other town', () => {
  it('takes the number beside the address, not the one under "También estamos en Castellón", and reads a number followed by "WhatsApp:" as a voice line', () => {
    const clinic = understandPage(
      page(
        'https://www.dentalalameda.example/',
        `<h1>Clínica Dental Alameda</h1><h2>Dirección</h2><p>Calle de Colón 42<br>46004 Valencia</p>
         <h2>Teléfono</h2><p><a href="tel:+34963524187">963 52 41 87</a><br>WhatsApp: 611 48 20 73</p>
         <h2>También estamos en Castellón</h2><ul><li>Avenida Rey Don Jaime 18, 12001 Castellón de la Plana</li>
           <li><a href="tel:+34964218309">964 21 83 09</a></li></ul>`,
        { lang: 'es' },
      ),
    );
    expect(clinic.proposal).to.include({ '@type': 'Dentist', telephone: '963 52 41 87' });
  });
});

describe('Page understanding: round 27, a window maker’s contact page with a head office and a branch', () => {
  it('gives the head office’s number: a block under "Niederlassung Dresden" is another place', () => {
    const contact = understandPage(
      page(
        'https://www.seifert.example/kontakt/',
        `<h1>Kontakt</h1><h2>Hauptsitz &amp; Ausstellung Chemnitz</h2><p>Seifert Fensterbau GmbH<br>Zwickauer Straße 241<br>09116 Chemnitz</p>
         <p>Telefon: <a href="tel:+49371274830">0371 27 48 30</a></p>
         <h2>Niederlassung Dresden</h2><p>Seifert Fensterbau GmbH – Niederlassung Dresden<br>Königsbrücker Landstraße 96<br>01109 Dresden</p>
         <p>Telefon: <a href="tel:+4935188563320">0351 885 633 20</a></p>
         <form><textarea name="nachricht"></textarea></form>`,
        { lang: 'de', head: '<meta property="og:site_name" content="Seifert Fensterbau GmbH">' },
      ),
    );
    expect(contact.kind).to.equal('contact');
    expect(contact.proposal?.['mainEntity']).to.include({ telephone: '0371 27 48 30' });
    expect(contact.proposal?.['mainEntity']).to.have.nested.property('address.addressLocality', 'Chemnitz');
  });
});

describe('Page understanding: round 27, a Teamtailor job ad', () => {
  const job = (aside: string, closing = '') =>
    understandPage(
      page(
        'https://karriar.fjallbo.example/jobs/4417203-backendutvecklare',
        `<div class="grid"><h1>Backendutvecklare Kotlin</h1><div class="prose"><p>Vi söker en backendutvecklare till vårt team i Göteborg.</p>
           <ul><li>Heltid, tillsvidare</li></ul><p>Vi tillämpar löpande urval.${closing}</p></div>${aside}</div>`,
        { lang: 'sv', head: '<meta property="og:site_name" content="Fjällbo Logistik AB">' },
      ),
    );

  it('reads an unheaded box of labelled facts beside the text as the job’s own', () => {
    const posting = job(`<aside><div class="careersite-box"><dl><div><dt>Ort</dt><dd>Göteborg</dd></div>
      <div><dt>Sista ansökningsdag</dt><dd>15 februari 2026</dd></div></dl></div>
      <div class="careersite-box"><h3>Kontaktperson</h3><p>Oskar Lindqvist</p></div></aside>`);
    expect(posting.proposal).to.include({ '@type': 'JobPosting', validThrough: '2026-02-15' });
  });

  it('reads the closing date from a later sentence of a paragraph ("… Sista ansökningsdag är 15 februari 2026.")', () => {
    expect(job('', ' Sista ansökningsdag är 15 februari 2026.').proposal).to.include({ validThrough: '2026-02-15' });
  });
});

describe('Page understanding: round 27, a Nuvemshop category with a best-sellers strip', () => {
  it('counts only the category’s own products: the strip Nuvemshop marks data-store="category-related" is related content', () => {
    const card = (slug: string, name: string) =>
      `<div class="js-item-product item-product"><a href="/produtos/${slug}/"><div class="item-name">${name}</div><div class="item-price">R$ 98,00</div></a></div>`;
    const category = understandPage(
      page(
        'https://www.barrodoce.example/canecas/',
        `<h1>Canecas de Cerâmica</h1><div class="js-product-table row-grid">${card('ipe', 'Caneca Ipê')}${card('serra', 'Caneca Serra')}${card('terra', 'Caneca Terra')}</div>
         <section class="section-featured-home" data-store="category-related"><div class="container"><h2>Mais vendidos da loja</h2>
           <div class="row">${card('prato', 'Prato Raso')}${card('tigela', 'Tigela Cumbuca')}</div></div></section>`,
        { lang: 'pt-BR' },
      ),
    );
    expect(category.proposal?.['mainEntity']).to.include({ numberOfItems: 3 });
    expect(JSON.stringify(category.proposal)).to.not.include('Mais vendidos');
  });
});

describe('Page understanding: round 27, when a business was founded', () => {
  const about = (text: string, heading = 'Chi siamo') =>
    understandPage(
      page(
        'https://www.ranieri.example/chi-siamo',
        `<h1>${heading}</h1><p>${text}</p><p>Via Roma 41<br>80054 Gragnano</p><p>Tel. <a href="tel:+390818012345">081 801 2345</a></p>
         <p>Spaccio aperto dal lunedì al sabato, 8:30–13:00.</p>`,
        { lang: 'it', head: '<meta property="og:site_name" content="Pastificio Fratelli Ranieri">' },
      ),
    );
  const founded = (understanding: ReturnType<typeof understandPage>) => {
    const node = understanding.proposal ?? {};
    return (node['foundingDate'] ?? (node['mainEntity'] as Record<string, unknown> | undefined)?.['foundingDate']) as string | undefined;
  };

  it('reads the year a sentence founds the business in ("1962 — … fondano il pastificio")', () => {
    expect(founded(about('1962 — Antonio e Salvatore Ranieri fondano il pastificio in via Roma.'))).to.equal('1962');
  });

  it('reads the whole day where the sentence gives it ("Créée le 14 mai 1998")', () => {
    const association = understandPage(
      page(
        'https://www.velo-grenoble.example/a-propos',
        `<h1>À propos</h1><p>Créée le 14 mai 1998, l’association répare des vélos avec ses adhérents.</p>`,
        {
          lang: 'fr',
          head: '<meta property="og:site_name" content="Atelier Vélo Grenoble">',
          footer: '<p>Atelier Vélo Grenoble<br>12 rue Très-Cloîtres<br>38000 Grenoble</p>',
        },
      ),
    );
    expect(founded(association)).to.equal('1998-05-14');
  });

  it('reads "dal 1962" in the main heading, and of two years the one right after the founding verb', () => {
    expect(founded(about('La famiglia lavora la pasta.', 'Pastificio Ranieri, dal 1962'))).to.equal('1962');
    expect(founded(about('Fondato nel 1962, rinnovato nel 2015.'))).to.equal('1962');
  });

  it('says nothing where a founding sentence names two years, neither right after its verb', () => {
    expect(
      founded(about('Nel 1962 i fratelli aprirono un laboratorio; hanno fondato il pastificio di oggi con i figli nel 2015.')),
    ).to.equal(undefined);
  });
});
