import { expect } from 'chai';
import { parsePageSnapshot } from '../../src/adapters/page-fetch/html-snapshot-parser.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page, jsonLd, ownerOf } from '../support/cms-page.js';

type Node = Record<string, unknown>;
const names = (list: unknown) => ((list as { itemListElement: Node[] }).itemListElement ?? []).map((item) => item['name']);

describe('Page understanding: rounds 55 and 56, English-language small sites and eight European and Asian countries', () => {
  it('lists a category’s products, not the subcategory tiles before them, each named by its heading over its subtitle', () => {
    const tile = (slug: string, name: string, count: number) =>
      `<li class="product-category product"><a href="https://nursery.example/product-category/seed-potatoes/${slug}/"><img src="/${slug}.jpg" alt=""><h2 class="woocommerce-loop-category__title">${name} <mark class="count">(${count})</mark></h2></a></li>`;
    const product = (slug: string, subtitle: string, name: string, price: string) =>
      `<li class="product type-product"><a href="https://nursery.example/product/${slug}/"><img src="/${slug}.jpg" alt=""><p class="product-subtitle">${subtitle}</p><h2 class="woocommerce-loop-product__title">${name}</h2><span class="price">£${price}</span></a><a href="?add-to-cart=1" class="button">Add to basket</a></li>`;
    const category = understandPage(
      page(
        'https://nursery.example/product-category/seed-potatoes/',
        `<header class="woocommerce-products-header"><h1>Seed Potatoes</h1></header><ul class="products columns-3">
          ${tile('first-earlies', 'First Earlies', 6)}${tile('second-earlies', 'Second Earlies', 7)}${tile('maincrop', 'Maincrop', 5)}
          ${product('charlotte', 'Salad · Second Early', 'Charlotte Seed Potatoes – 2kg', '7.49')}
          ${product('maris-piper', 'Maincrop', 'Maris Piper Seed Potatoes – 2kg', '6.99')}
          ${product('pink-fir-apple', 'Salad · Maincrop', 'Pink Fir Apple Seed Potatoes – 1kg', '8.25')}</ul>`,
        { lang: 'en-GB' },
      ),
    );
    expect(category.kind).to.equal('collection');
    expect(names(category.proposal?.['mainEntity'])).to.deep.equal([
      'Charlotte Seed Potatoes – 2kg',
      'Maris Piper Seed Potatoes – 2kg',
      'Pink Fir Apple Seed Potatoes – 1kg',
    ]);
  });

  it('never gives a contact page’s owner the out-of-hours partner’s number its top bar announces', () => {
    const contact = understandPage(
      page(
        'https://www.innyvets.example/contact/',
        `<h1>Contact us</h1><p>Call us or send a message and our reception team will get back to you.</p>
          <form><textarea name="message"></textarea><button>Send</button></form>`,
        {
          lang: 'en-IE',
          head: '<meta property="og:site_name" content="Inny Valley Veterinary">',
          header:
            '<div class="top-bar">Out-of-hours emergencies: <a href="tel:+353906472200">090 647 2200</a></div><a href="/">Inny Valley Veterinary</a>',
          footer:
            '<p><strong>Inny Valley Veterinary</strong><br>Dublin Road, Mullingar, Co. Westmeath N91 T2K7<br>044 934 8812 · reception@innyvets.example</p>',
        },
      ),
    );
    const owner = contact.proposal?.['mainEntity'] as Node;
    expect(owner['address']).to.include({ postalCode: 'N91 T2K7' });
    expect(owner['telephone']).to.equal('044 934 8812');
  });

  it('reads a job’s place of work with no postcode ("Public Works Yard, 1250 Hemlock Road, Alder Sound, BC"), and a town without its district', () => {
    const parks = understandPage(
      page(
        'https://www.aldersound.example/careers/parks-labourer',
        `<h1>Parks Labourer II (Seasonal)</h1><div class="field"><div class="field__label">Work location</div><div class="field__item">Public Works Yard, 1250 Hemlock Road, Alder Sound, BC</div></div>
          <p>Employment type: Temporary</p>`,
        { lang: 'en-CA' },
      ),
    );
    expect((parks.proposal?.['jobLocation'] as { address: Node }).address).to.include({
      streetAddress: '1250 Hemlock Road',
      addressLocality: 'Alder Sound',
      addressRegion: 'BC',
    });
    const python = understandPage(
      page(
        'https://bursztyn.example/kariera/senior-python-developer',
        `<h1>Senior Python Developer</h1><div class="job-meta"><div class="job-meta_label">Lokalizacja</div><div class="job-meta_value">Gdańsk (Oliwa) – hybrydowo, 2 dni w biurze</div></div>`,
        { lang: 'pl' },
      ),
    );
    expect((python.proposal?.['jobLocation'] as { address: Node }).address).to.include({ addressLocality: 'Gdańsk' });
  });

  it('reads when the doors open from a details list ("Insläpp: Kl. 17.30")', () => {
    const concert = understandPage(
      page(
        'https://www.kvarnen.example/evenemang/varkonsert',
        `<h1>Vårkonsert: Sibelius och Stenhammar</h1><dl><dt>Datum</dt><dd>Lördag 18 april 2026</dd><dt>Tid</dt><dd>Kl. 18.00–20.15</dd><dt>Insläpp</dt><dd>Kl. 17.30</dd><dt>Plats</dt><dd>Kulturhuset Kvarnen, Kvarngatan 4, 791 71 Falun</dd></dl>`,
        { lang: 'sv-SE' },
      ),
    );
    expect(concert.proposal).to.include({ startDate: '2026-04-18T18:00', doorTime: '2026-04-18T17:30' });
  });

  it('keeps a recipe’s marked times where the card calls the whole time 調理時間 and its heating 加熱', () => {
    const recipe = understandPage(
      page(
        'https://gohan.example/recipes/23210',
        `<h1>鶏むね肉の南蛮漬け</h1><ul><li><span class="label">調理時間</span><span class="value">約25分</span></li><li><span class="label">下ごしらえ</span><span class="value">15分</span></li><li><span class="label">加熱</span><span class="value">10分</span></li></ul>
          <h2>材料</h2><ul><li>鶏むね肉 1枚</li><li>玉ねぎ 1/2個</li><li>にんじん 1/3本</li></ul><h2>作り方</h2><ol><li>鶏肉を切る。</li><li>揚げ焼きにする。</li></ol>`,
        {
          lang: 'ja',
          head: jsonLd({ '@type': 'Recipe', name: '鶏むね肉の南蛮漬け', prepTime: 'PT15M', cookTime: 'PT10M', totalTime: 'PT25M' }),
        },
      ),
    );
    expect(recipe.proposal).to.include({ prepTime: 'PT15M', cookTime: 'PT10M', totalTime: 'PT25M' });
  });

  it('leaves a "still have questions?" box out of an FAQ, in Turkish too', () => {
    const faq = understandPage(
      page(
        'https://zeytin.example/pages/sss',
        `<h1>Sıkça Sorulan Sorular</h1>
          <h3>Kargo ne kadar sürer?</h3><p>Siparişler 1–3 iş gününde teslim edilir.</p>
          <h3>İade yapabilir miyim?</h3><p>14 gün içinde iade edebilirsiniz.</p>
          <h2>Hâlâ sorunuz mu var?</h2><div><p>WhatsApp: 0532 187 04 66</p></div>`,
        { lang: 'tr' },
      ),
    );
    expect((faq.proposal?.['mainEntity'] as Node[]).map((question) => question['name'])).to.deep.equal([
      'Kargo ne kadar sürer?',
      'İade yapabilir miyim?',
    ]);
  });

  it('names an about page’s founders from the team cards whose role says so', () => {
    const about = understandPage(
      page(
        'https://quarry.example/about',
        `<h1>About</h1><p>We are a small design studio in Chicago, at work since 2013.</p><div class="team">
          <div class="team-card"><h3 class="team-card__name">Maya Lindqvist</h3><p class="team-card__role">Co-founder &amp; creative director</p></div>
          <div class="team-card"><h3 class="team-card__name">Andre Okafor</h3><p class="team-card__role">Co-founder, strategy</p></div>
          <div class="team-card"><h3 class="team-card__name">Lena Park</h3><p class="team-card__role">Designer</p></div></div>`,
        {
          head: '<meta property="og:site_name" content="Quarry & Kite">',
          footer: '<p>Quarry &amp; Kite<br>1411 W Fulton Market<br>Chicago, IL 60607</p>',
        },
      ),
    );
    expect((about.proposal?.['mainEntity'] as Node)['founder']).to.deep.equal([
      { '@type': 'Person', name: 'Maya Lindqvist' },
      { '@type': 'Person', name: 'Andre Okafor' },
    ]);
  });

  it('reads a site footer that a theme puts inside <main> (PrestaShop) as the footer, its number the owner’s', () => {
    const html = `<!doctype html><html lang="it"><head><title>Bottega Etnea</title><meta property="og:site_name" content="Bottega Etnea"></head><body><main>
      <header id="header"><div id="_desktop_logo"><h1><a href="https://www.bottegaetnea.example/"><img src="/logo.jpg" alt="Bottega Etnea"></a></h1></div></header>
      <section id="wrapper"><h2>Dal 1978, il verde dell'Etna</h2><h2>I più amati</h2><div class="products"><div class="js-product product"><article class="product-miniature"><a href="https://www.bottegaetnea.example/12-crema.html" class="thumbnail"><img src="/12-crema.jpg" alt=""></a><div class="product-description"><h3 class="h3 product-title"><a href="https://www.bottegaetnea.example/12-crema.html">Crema di pistacchio 40% – 200 g</a></h3><span class="price">9,90 €</span></div></article></div><div class="js-product product"><article class="product-miniature"><a href="https://www.bottegaetnea.example/7-granella.html" class="thumbnail"><img src="/7-granella.jpg" alt=""></a><div class="product-description"><h3 class="h3 product-title"><a href="https://www.bottegaetnea.example/7-granella.html">Granella di pistacchio DOP – 250 g</a></h3><span class="price">19,35 €</span></div></article></div><div class="js-product product"><article class="product-miniature"><a href="https://www.bottegaetnea.example/15-pesto.html" class="thumbnail"><img src="/15-pesto.jpg" alt=""></a><div class="product-description"><h3 class="h3 product-title"><a href="https://www.bottegaetnea.example/15-pesto.html">Pesto di pistacchio – 190 g</a></h3><span class="price">8,50 €</span></div></article></div></div>
        <h2>Vieni a trovarci</h2><div class="row">
        <div class="col-md-6"><h3>Laboratorio e spaccio di Bronte</h3><p>Via Messina 87, 95034 Bronte (CT)<br>Lun–Sab 8:30–13:00 / 16:00–19:30</p></div>
        <div class="col-md-6"><h3>Punto vendita Catania</h3><p>Via Etnea 212, 95131 Catania<br>Tel. 095 311 0489 · tutti i giorni 9:30–20:30</p></div></div></section>
      <footer id="footer"><div class="block-contact"><p class="h4">Informazioni negozio</p><div id="contact-infos">Bottega Etnea<br>Via Messina 87<br>95034 Bronte (CT)<br>Italia<br>Chiamaci: <span>+39 095 772 4581</span></div></div></footer>
      </main></body></html>`;
    const home = understandPage(parsePageSnapshot({ html, url: 'https://www.bottegaetnea.example/', tokenBudget: 2000 }));
    expect(ownerOf(home.proposal)).to.include({ telephone: '+39 095 772 4581' });
  });

  it('gives a home page’s owner its general mailbox over a department’s ("wholesale@")', () => {
    const home = understandPage(
      page(
        'https://coveandridge.example/',
        `<h1>Small-batch coffee, roasted in North Hobart</h1><section><h2>Wholesale</h2><p>Email <a href="mailto:wholesale@coveandridge.example">wholesale@coveandridge.example</a>.</p></section>`,
        {
          lang: 'en-AU',
          head: '<meta property="og:site_name" content="Cove & Ridge">',
          footer:
            '<address>22 Lefroy Street, North Hobart TAS 7000<br><a href="tel:+61362347719">(03) 6234 7719</a><br><a href="mailto:hello@coveandridge.example">hello@coveandridge.example</a></address>',
        },
      ),
    );
    expect(ownerOf(home.proposal)).to.include({ email: 'hello@coveandridge.example' });
  });
});
