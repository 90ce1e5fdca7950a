import { expect } from 'chai';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page, jsonLd } from '../support/cms-page.js';

const names = (understood: ReturnType<typeof understandPage>) =>
  ((understood.proposal?.['mainEntity'] as { itemListElement?: { name?: string }[] } | undefined)?.itemListElement ?? []).map(
    (item) => item.name,
  );

describe('Page understanding: round 48, shop categories', () => {
  const card = (name: string, slug: string) =>
    `<article class="product-miniature"><a href="/thes-verts/${slug}.html"><img alt="${name}"></a><h2 class="product-title"><a href="/thes-verts/${slug}.html">${name}</a></h2><span class="price">9,90 €</span></article>`;
  const teas = ['Sencha Kyoto bio', 'Gyokuro Asahi', 'Genmaicha', 'Bi Luo Chun'];
  const grid = `<div class="products row">${teas.map((name, i) => card(name, `t${i}`)).join('')}</div>`;

  it('lists the grid’s products, not the sidebar’s best sellers, the sort dropdown or the pager', () => {
    const category = understandPage(
      page(
        'https://www.theiere.example/12-thes-verts',
        `<div id="left-column"><section class="featured-products block-bestsellers"><p class="h6">Meilleures ventes</p>
          <ul class="bestsellers-list"><li><a href="/thes-noirs/earl-grey.html">Earl Grey Impérial</a> <span class="price">9,50 €</span></li>
          <li><a href="/infusions/rooibos.html">Rooibos Vanille</a> <span class="price">7,90 €</span></li></ul></section></div>
        <div id="content-wrapper"><h1>Thés verts</h1>
          <div class="products-selection"><div class="products-sort-order dropdown">
            <button class="select-title" data-toggle="dropdown" aria-haspopup="true">Pertinence</button>
            <div class="dropdown-menu"><a href="?order=product.sales.desc">Ventes</a><a href="?order=product.name.asc">Nom, A à Z</a></div></div></div>
          ${grid}
          <div class="pages"><ul class="items pages-items"><li class="item"><a href="?p=2"><span>Page</span> 2</a></li><li class="item"><a href="?p=3"><span>Page</span> 3</a></li></ul></div>
        </div>`,
        { lang: 'fr' },
      ),
    );
    expect(category.kind).to.equal('collection');
    expect(names(category)).to.deep.equal(teas);
  });

  it('proposes the page with its own ItemList markup as the list it is about', () => {
    const listed = teas.map((name, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: `https://www.theiere.example/thes-verts/t${i}.html`,
    }));
    const category = understandPage(
      page('https://www.theiere.example/12-thes-verts', `<h1>Thés verts</h1>${grid}`, {
        lang: 'fr',
        head: jsonLd({ '@type': 'ItemList', itemListElement: listed }),
      }),
    );
    expect(category.proposal?.['@type']).to.equal('CollectionPage');
    expect(category.proposal).not.to.have.property('itemListElement');
    // The markup gives each item's address only: its name is the page's card for that address.
    expect(names(category)).to.deep.equal(teas);
  });
});
