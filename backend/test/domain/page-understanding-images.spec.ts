import { expect } from 'chai';
import { cmsPage as page } from '../support/cms-page.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';

const product = (media: string, head = '') =>
  understandPage(
    page(
      'https://shop.example/products/lamp',
      `<section class="product">
         <div class="product__media">${media}</div>
         <div class="product__info"><h1>Desk Lamp</h1><p class="price">$89.00</p>
           <form action="/cart/add"><button name="add">Add to cart</button></form></div>
       </section>
       <section class="related-products"><div class="card"><img src="/img/other-lamp.jpg" alt="Floor Lamp"><a href="/products/floor">Floor Lamp</a> $120.00</div>
         <div class="card"><img src="/img/shade.jpg" alt="Shade"><a href="/products/shade">Shade</a> $20.00</div></section>`,
      { head: `${head}<link rel="canonical" href="https://shop.example/products/lamp">` },
    ),
  ).proposal;

describe('Page understanding: the page’s picture', () => {
  it('gives a product without og:image the photo of its gallery, by the address a lazy loader keeps', () => {
    const proposal = product(
      `<img class="icon" src="/icons/zoom.png" alt="Zoom"><img src="data:image/gif;base64,R0lGOD" data-src="/media/lamp-front.jpg?v=2" alt="Desk Lamp, front">`,
    );
    expect(proposal?.['image']).to.deep.equal(['https://shop.example/media/lamp-front.jpg?v=2']);
  });

  it('never takes a logo, a vector drawing, a small badge or a related product’s photo', () => {
    const proposal = product(
      `<img src="/brand/logo.png" alt="Lumen"><img src="/media/guarantee.svg" alt="Two-year guarantee"><img src="/media/eco.png" width="48" height="48" alt="Eco">`,
    );
    expect(proposal).not.to.have.property('image');
  });

  it('keeps the page’s og:image first', () => {
    const proposal = product(
      `<img src="/media/lamp-front.jpg" alt="Desk Lamp">`,
      '<meta property="og:image" content="https://cdn.example/lamp.jpg">',
    );
    expect(proposal?.['image']).to.deep.equal(['https://cdn.example/lamp.jpg']);
  });

  it('gives a recipe its picture, not its writer’s photo in the byline', () => {
    const recipe = understandPage(
      page(
        'https://food.example/banana-bread',
        `<article><h1>Banana Bread</h1><div class="entry-author"><img src="/uploads/ana-150x150.jpg" alt="Ana Ruiz"> By Ana Ruiz</div>
         <figure><img src="/uploads/banana-bread.jpg" alt="A loaf of banana bread"></figure>
         <h2>Ingredients</h2><ul class="ingredients"><li>3 ripe bananas</li><li>250 g flour</li><li>100 g sugar</li></ul>
         <h2>Method</h2><ol class="instructions"><li>Mash the bananas.</li><li>Mix in the flour and sugar.</li><li>Bake for 50 minutes.</li></ol></article>`,
      ),
    ).proposal;
    expect(recipe?.['@type']).to.equal('Recipe');
    expect(recipe?.['image']).to.deep.equal(['https://food.example/uploads/banana-bread.jpg']);
  });
});
