import { expect } from 'chai';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page, jsonLd } from '../support/cms-page.js';

describe('Page understanding: round 45, a non-profit’s about page and a tea shop’s category', () => {
  const about = () =>
    understandPage(
      page(
        'https://maredeletras.example/quem-somos/',
        `<h1>Quem Somos</h1><h2>Nossa história</h2><p>Desde 2009 o Instituto promove a leitura em Salvador.</p>
        <h2>Onde estamos</h2>
        <p>Sede<br>Rua Borges dos Reis, 46 – Rio Vermelho<br>Salvador – BA<br>41950-010<br>Telefone: (71) 3334-5521<br>Segunda a sexta, 8h às 17h</p>
        <p>Núcleo Itapuã<br>Rua Genaro de Carvalho, 212 – Itapuã<br>Salvador – BA<br>41610-000<br>Terças a sábados, 13h às 18h</p>`,
        {
          lang: 'pt-BR',
          title: 'Quem Somos - Instituto Maré de Letras',
          head: `<meta property="og:site_name" content="Instituto Maré de Letras">${jsonLd({ '@type': 'NGO', name: 'Instituto Maré de Letras' })}`,
          footer: '<p>Instituto Maré de Letras · CNPJ 11.482.930/0001-07</p>',
        },
      ),
    );

  it('is an about page though it shows its address, phone and hours as a business would', () => {
    expect(about().kind).to.equal('about');
  });

  it('gives the owner its head office ("Sede"), the type its markup names and its CNPJ', () => {
    const owner = about().proposal?.['mainEntity'] as Record<string, unknown>;
    expect(owner).to.include({
      '@type': 'NGO',
      name: 'Instituto Maré de Letras',
      telephone: '(71) 3334-5521',
      taxID: '11.482.930/0001-07',
    });
    expect(owner['address']).to.include({ postalCode: '41950-010' });
  });

  it('lists a category of nine tea boxes priced in NT$, past the add-on corner beside its heading', () => {
    const card = (name: string, price: string, slug: string) =>
      `<div class="product-item"><a class="Product-item" href="/products/${slug}"><div class="info-box"><div class="Label-title">${name}</div><div class="Label-price">NT$${price}</div></div></a></div>`;
    const names = ['阿里山', '梨山', '東方美人', '日月潭', '文山包種', '凍頂', '大禹嶺', '杉林溪', '新春'];
    const category = understandPage(
      page(
        'https://www.shanlan.example/categories/gift-boxes',
        `<div class="col-md-9"><h1 class="ProductList-title">茶葉禮盒</h1>
          <div class="ProductList-addon"><h3>加購專區</h3><p>任一禮盒加購：白瓷品茗杯 <strong>加購價 NT$99</strong>（原價 NT$280）｜手寫賀卡 NT$30</p></div>
          <div class="ProductList-list">${names.map((name, i) => card(`${name}禮盒`, `${1680 + i * 100}`, `box-${i}`)).join('')}</div></div>`,
        { lang: 'zh-Hant' },
      ),
    );
    expect(category.kind).to.equal('collection');
    expect((category.proposal?.['mainEntity'] as { numberOfItems: number }).numberOfItems).to.equal(9);
  });

  it('reads an address written without a postcode under its heading, and follows it over the markup’s old one', () => {
    const bakery = understandPage(
      page(
        'https://www.lamatilde.example/visitanos',
        `<h1>Visítanos</h1>
        <h2>¡Nos cambiamos de casa!</h2><p>Desde el 1 de septiembre ya no atendemos en Almirante Montt 212 (Cerro Alegre).</p>
        <div><h3>Dirección</h3><p>Templeman 389, Cerro Concepción</p><p>Valparaíso, Región de Valparaíso</p><p>Chile</p>
        <p>Subiendo por el Ascensor Concepción, doblas a la izquierda.</p></div>
        <div><h3>Contacto</h3><p>Teléfono: <a href="tel:+56987654321">+56 9 8765 4321</a></p></div>`,
        {
          lang: 'es-CL',
          title: 'Visítanos | Panadería La Matilde',
          head: jsonLd({
            '@type': 'LocalBusiness',
            name: 'Panadería La Matilde',
            telephone: '+56 9 8765 4321',
            address: {
              '@type': 'PostalAddress',
              streetAddress: 'Almirante Montt 212, Cerro Alegre',
              addressLocality: 'Valparaíso',
              postalCode: '2390376',
            },
          }),
        },
      ),
    );
    expect(bakery.proposal?.['address']).to.deep.equal({
      '@type': 'PostalAddress',
      streetAddress: 'Templeman 389, Cerro Concepción',
      addressLocality: 'Valparaíso',
      addressRegion: 'Región de Valparaíso',
      addressCountry: 'CL',
    });
  });
});
