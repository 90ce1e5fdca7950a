import { expect } from 'chai';
import { postalAddress } from '../../src/domain/page-understanding/read-values.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page, jsonLd } from '../support/cms-page.js';

describe('Page understanding: round 39, addresses as local businesses write them', () => {
  it('splits a street and a postcode written on one line ("Twijnstraat 41 3511 ZH Utrecht")', () => {
    expect(postalAddress(['Twijnstraat 41 3511 ZH Utrecht'], null)).to.deep.equal({
      streetAddress: 'Twijnstraat 41',
      postalCode: '3511 ZH',
      addressLocality: 'Utrecht',
    });
  });

  it('leaves out a note in brackets after the street and a region or district after the town, and reads a province’s code', () => {
    expect(postalAddress(['ul. Karmelicka 34/2 (I piętro, domofon 2)', '31-128 Kraków'], null)).to.include({
      streetAddress: 'ul. Karmelicka 34/2',
    });
    expect(postalAddress(['Vídeňská 112', '639 00 Brno – Štýřice'], null)).to.include({ postalCode: '639 00', addressLocality: 'Brno' });
    expect(postalAddress(['Località Poggio ai Lecci', '12', '53037 San Gimignano (SI) – Toscana', 'Italia'], null)).to.deep.equal({
      streetAddress: 'Località Poggio ai Lecci, 12',
      postalCode: '53037',
      addressLocality: 'San Gimignano',
      addressRegion: 'SI',
      addressCountry: 'IT',
    });
  });
});

describe('Page understanding: round 39, a Tiendanube contact page in Buenos Aires', () => {
  it('reads an Argentine postcode before the town ("C1414 Ciudad Autónoma de Buenos Aires") as the shop’s address', () => {
    const contact = understandPage(
      page(
        'https://www.yerbaybarro.example/contacto/',
        `<h1>Contacto</h1><ul class="list-unstyled"><li class="contact-item"><span>E-mail:</span> <a href="mailto:hola@yerbaybarro.example">hola@yerbaybarro.example</a></li>
          <li class="contact-item"><span>Dirección (showroom y retiros):</span> Gurruchaga 1643, Palermo, C1414 Ciudad Autónoma de Buenos Aires</li></ul>
          <form class="contact-form"><input name="name"><input name="email"><textarea name="message"></textarea><button>Enviar</button></form>`,
        { lang: 'es-AR', title: 'Contacto - Yerba & Barro', head: '<meta property="og:site_name" content="Yerba &amp; Barro">' },
      ),
    );
    const owner = contact.proposal?.['mainEntity'] as Record<string, unknown>;
    expect(owner).to.include({ name: 'Yerba & Barro' });
    expect(owner['address']).to.include({ streetAddress: 'Gurruchaga 1643', postalCode: 'C1414' });
  });
});

describe('Page understanding: round 39, local businesses in Mexico and Brazil', () => {
  it('reads a labelled Mexican postcode ("C.P. 44220, Guadalajara, Jalisco")', () => {
    expect(postalAddress(['Av. Juan Pablo II 1875, Col. Santa Elena Alcalde, C.P. 44220, Guadalajara, Jalisco'], null)).to.deep.equal({
      streetAddress: 'Av. Juan Pablo II 1875',
      postalCode: '44220',
      addressLocality: 'Guadalajara',
      addressRegion: 'Jalisco',
    });
  });

  it('is a pet shop by its own words, though it keeps a vet pharmacy ("farmácia veterinária")', () => {
    const shop = understandPage(
      page(
        'https://www.patasecia.example/',
        `<h1>Patas &amp; Cia Pet Shop</h1><p>Banho e tosa, rações premium e farmácia veterinária.</p>
        <p>Rua Mateus Leme, 1432<br>80530-010 Curitiba</p><p>Telefone: <a href="tel:+554133524190">(41) 3352-4190</a></p>`,
        { lang: 'pt-BR', title: 'Patas & Cia Pet Shop | Banho e Tosa em Curitiba' },
      ),
    );
    expect(shop.proposal).to.include({ '@type': 'PetStore' });
  });
});

describe('Page understanding: round 39, a bakery whose Wix markup kept its name from before a rebranding', () => {
  it('follows the name the page shows where the markup’s name stands nowhere on the page', () => {
    const bakery = understandPage(
      page(
        'https://www.maisonlacoste.example/',
        `<h1>Maison Lacoste</h1><p>Boulangerie artisanale à Bordeaux depuis 1998.</p>
        <p>14 rue Notre-Dame<br>33000 Bordeaux</p><p>Téléphone : <a href="tel:+33556441873">05 56 44 18 73</a></p>`,
        {
          lang: 'fr',
          title: 'Maison Lacoste | Boulangerie à Bordeaux',
          head: jsonLd({
            '@context': 'https://schema.org',
            '@type': 'Bakery',
            name: 'Boulangerie Lacoste',
            address: { '@type': 'PostalAddress', streetAddress: '14 rue Notre-Dame', postalCode: '33000', addressLocality: 'Bordeaux' },
          }),
        },
      ),
    );
    expect(bakery.proposal).to.include({ name: 'Maison Lacoste' });
  });
});
