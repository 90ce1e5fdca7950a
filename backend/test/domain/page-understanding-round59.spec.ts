import { expect } from 'chai';
import { parsePageSnapshot } from '../../src/adapters/page-fetch/html-snapshot-parser.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page, ownerOf } from '../support/cms-page.js';

type Node = Record<string, unknown>;

describe('Page understanding: rounds 59 and 60, English-speaking small businesses, Latin America and Iberia', () => {
  it('reads an Elementor accordion’s questions without their "+" icon, once each, one title asking twice included', () => {
    const item = (id: number, question: string, answer: string) => `
          <div class="elementor-accordion-item">
            <div id="elementor-tab-title-${id}" class="elementor-tab-title" role="button" aria-controls="elementor-tab-content-${id}" aria-expanded="false"><span class="elementor-accordion-icon" aria-hidden="true">+</span><a class="elementor-accordion-title" tabindex="0">${question}</a></div>
            <div id="elementor-tab-content-${id}" class="elementor-tab-content" role="region"><p>${answer}</p></div>
          </div>`;
    const faq = understandPage(
      page(
        'https://plumbing.example/faq/',
        `<h1>Plumbing FAQ</h1>
          <div class="elementor-accordion">${item(1, 'Do you charge a trip fee?', 'Our service call is $89.')}${item(2, 'Do you offer financing?', 'Yes, through our partner.')}${item(3, 'Is hard water damaging my pipes? Do I need a water softener?', 'Often, yes.')}</div>
          <h2>¿Seguís con dudas?</h2>
          <div><p>Escribinos por WhatsApp.</p></div>`,
      ),
    );
    expect((faq.proposal?.['mainEntity'] as Node[]).map((question) => question['name'])).to.deep.equal([
      'Do you charge a trip fee?',
      'Do you offer financing?',
      'Is hard water damaging my pipes? Do I need a water softener?',
    ]);
  });

  it('leaves a Hebrew "still have a question?" box out of an FAQ', () => {
    const faq = understandPage(
      page(
        'https://shahar.example/faq',
        `<h1>שאלות נפוצות</h1>
          <h3>כמה זמן לוקח משלוח?</h3>
          <p>עד שלושה ימי עסקים.</p>
          <h3>האם הקפה טחון?</h3>
          <p>לבחירתכם, פולים או טחון.</p>
          <h2>עדיין יש שאלה?</h2>
          <div><p>כתבו לנו בוואטסאפ.</p></div>`,
        { lang: 'he' },
      ),
    );
    expect((faq.proposal?.['mainEntity'] as Node[]).map((question) => question['name'])).to.deep.equal([
      'כמה זמן לוקח משלוח?',
      'האם הקפה טחון?',
    ]);
  });

  it('reads a VTEX product’s price, not its shipping table’s rates, and the rating of its Trustvox summary', () => {
    const tent = understandPage(
      page(
        'https://www.trilha.example/barraca-iguacu-3-pessoas/p',
        `<div class="vtex-product-summary"><h1>Barraca Iguaçu 3 Pessoas</h1>
          <div class="vtex-product-price-1-x-priceContainer"><span class="vtex-product-price-1-x-listPrice">De <span class="strike">R$ 799,90</span></span>
          <span class="vtex-product-price-1-x-sellingPrice">Por <span class="vtex-product-price-1-x-sellingPriceValue">R$ 649,90</span></span></div>
          <button class="vtex-add-to-cart-button">Adicionar ao carrinho</button>
          <table class="vtex-store-components-3-x-shippingTable"><tr><td>Expressa (Jadlog)</td><td>até 2 dias úteis</td><td>R$ 34,90</td></tr></table></div>
          <section class="trustvox-widget"><h2>Avaliações de clientes</h2><div class="ts-summary">
          <p class="ts-summary-rate"><strong>4,7</strong> de 5</p>
          <p class="ts-summary-count">Baseado em 86 avaliações</p></div></section>`,
        { lang: 'pt-BR' },
      ),
    );
    expect(tent.proposal?.['offers']).to.include({ price: '649.90', priceCurrency: 'BRL' });
    expect(tent.proposal?.['aggregateRating']).to.include({ ratingValue: '4.7', reviewCount: '86' });
  });

  it('reads addresses as Colombia, Brazil, Argentina and Canada write them', () => {
    const business = (url: string, main: string, lang: string) => ownerOf(understandPage(page(url, main, { lang })).proposal)!;
    expect(
      business(
        'https://www.panaderia.example/',
        `<h1>Panadería La Espiga</h1><p>📍 Circular 4 # 73-41<br>Laureles – Estadio, Medellín, Antioquia</p>
          <p>Tel. <a href="tel:+576044123378">604 412 3378</a></p><p>Lunes a sábado: 6:00 a. m. – 8:00 p. m.</p>`,
        'es-CO',
      )['address'],
    ).to.include({ streetAddress: 'Circular 4 # 73-41', addressLocality: 'Medellín', addressRegion: 'Antioquia' });
    expect(
      business(
        'https://www.emporio.example/',
        `<h1>Empório Cerrado Vivo</h1><h2>Nossa loja</h2><p><strong>Rua 7, nº 455, Setor Oeste – Goiânia/GO – CEP 74110-090</strong><br>Segunda a sexta, das 9h às 19h</p>
          <p>Telefone: (62) 3224-5871</p>`,
        'pt-BR',
      )['address'],
    ).to.include({ streetAddress: 'Rua 7, nº 455', addressLocality: 'Goiânia', addressRegion: 'GO', postalCode: '74110-090' });
    expect(
      business(
        'https://cueros.example/contacto/',
        `<h1>Showroom</h1><ul><li><strong>Showroom Palermo</strong><br>Av. Raúl Scalabrini Ortiz 1345, piso 2, dto. B<br>C1414DNK – Palermo, CABA</li></ul>
          <p>WhatsApp: +54 9 11 5555-0101</p>`,
        'es-AR',
      )['address'],
    ).to.include({ streetAddress: 'Av. Raúl Scalabrini Ortiz 1345, piso 2, dto. B', postalCode: 'C1414DNK', addressLocality: 'Palermo' });
    expect(
      business(
        'https://forge.example/',
        `<h1>Lakeshore Forge Fitness</h1><p>Unit 104 – 2250 Enterprise Way, Kelowna, British Columbia V1Y 8R1, Canada</p>
          <p>Phone: (250) 555-0144</p><p>Monday – Friday: 5:00am – 10:00pm</p>`,
        'en-CA',
      )['address'],
    ).to.include({ streetAddress: 'Unit 104 – 2250 Enterprise Way', addressLocality: 'Kelowna', postalCode: 'V1Y 8R1' });
  });

  it('ends a contact block’s address where it labels its next item ("Phone", "Postal"), so a PO box’s postcode is not the street’s', () => {
    const contact = understandPage(
      page(
        'https://www.dockside.example/contact.html',
        `<h1>Contact &amp; Find Us</h1><div class="paragraph"><strong>Address</strong><br>24 London Street<br>Lyttelton 8082<br>Christchurch, New Zealand<br><br><strong>Phone</strong><br><a href="tel:+6433287741">03 328 7741</a><br><br><strong>Postal</strong><br>PO Box 112<br>Lyttelton 8841</div>
          <form><textarea name="message"></textarea><button>Send</button></form>`,
        { lang: 'en-NZ', head: '<meta property="og:site_name" content="Dockside Kitchen">' },
      ),
    );
    expect(ownerOf(contact.proposal)!['address']).to.include({ streetAddress: '24 London Street', postalCode: '8082' });
  });

  it('leaves out hours written in a paragraph about another place, with its own number', () => {
    const dentist = understandPage(
      page(
        'https://www.harbourside.example/falmouth',
        `<h1>Harbourside Dental Care Falmouth</h1>
          <h2>Find us</h2>
          <p>Harbourside Dental Care<br>31 Arwenack Street<br>Falmouth TR11 3LH</p>
          <p>Call <a href="tel:+441326318442">01326 318 442</a></p>
          <section><h2>Our Truro practice</h2>
          <p>Harbourside Dental Care Truro, 9 Lemon Street, Truro TR1 2LQ · 01872 270 515. Open Monday – Friday 8:00am – 6:00pm, with late evenings on Wednesdays until 7:30pm. Implants, sedation and the hygiene team's evening sessions are offered at Truro only, and the two practices share one patient record, so you can be seen at either.</p></section>
          <section><h2>Opening hours</h2>
          <ul><li>Monday – Thursday: 8:30am – 5:30pm</li><li>Friday: 8:30am – 4:00pm</li></ul></section>`,
        { lang: 'en-GB' },
      ),
    );
    const hours = dentist.proposal?.['openingHoursSpecification'] as Node[];
    expect(hours.map((spec) => spec['opens'])).to.deep.equal(['08:30', '08:30']);
  });

  it('reads a footer its platform marks only by id ("rodape"), with a number beside a phone icon, as the owner’s', () => {
    const html = `<!doctype html><html lang="pt-BR"><head><title>Empório</title><meta property="og:site_name" content="Empório Cerrado Vivo"></head><body>
      <div id="cabecalho"><a href="/">Empório Cerrado Vivo</a></div>
      <div id="corpo"><h2>Produtos do Cerrado</h2><p>Baru, pequi e cajuzinho do cerrado.</p></div>
      <div id="rodape"><div class="span3"><span class="titulo">Atendimento</span><ul><li><i class="icon-phone"></i> (62) 3224-5871</li></ul></div>
      <p class="endereco">Empório Cerrado Vivo Ltda · Rua 7, nº 455, Setor Oeste – Goiânia/GO – CEP 74110-090</p></div></body></html>`;
    const home = understandPage(parsePageSnapshot({ html, url: 'https://www.emporio.example/', tokenBudget: 2000 }));
    expect(ownerOf(home.proposal)).to.include({ telephone: '(62) 3224-5871' });
  });
});
