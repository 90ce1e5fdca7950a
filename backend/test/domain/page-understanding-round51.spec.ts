import { expect } from 'chai';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page, jsonLd } from '../support/cms-page.js';

type Node = Record<string, unknown>;

describe('Page understanding: round 51, recipes, articles, FAQ pages and job ads in Central and Northern Europe', () => {
  it('reads a Blogger recipe post under the blog’s own h1: its title, date header, byline and Romanian times', () => {
    const recipe = understandPage(
      page(
        'https://bucataria.blogspot.example/2026/11/papanasi.html',
        `<div class="blog-posts"><div class="date-outer"><h2 class="date-header"><span>sâmbătă, 14 noiembrie 2026</span></h2>
          <div class="post hentry"><h3 class="post-title entry-title">Papanași prăjiți cu smântână</h3>
          <div class="post-body"><div class="reteta-box">⏱ Timp de preparare: 20 de minute<br>🍳 Timp de prăjire: 20 de minute<br>
          ⌛ Timp total: 40 de minute<br>🍽 Porții: 4</div><h3>Ingrediente</h3><ul><li>500 g brânză de vaci</li><li>2 ouă</li><li>200 g făină</li></ul>
          <h3>Mod de preparare</h3><ol><li>Amestecați brânza cu ouăle.</li><li>Prăjiți în ulei încins.</li></ol></div>
          <span class="post-author vcard">Publicat de <span class="fn">Ilinca Dobre</span></span></div></div></div>`,
        {
          lang: 'ro',
          head: '<meta property="og:title" content="Papanași prăjiți cu smântână">',
          header: `<div id="header"><h1 class="title"><a href="https://bucataria.blogspot.example/">Bucătăria Ilincăi</a></h1></div>`,
        },
      ),
    );
    expect(recipe.kind).to.equal('recipe');
    expect(recipe.proposal).to.include({
      name: 'Papanași prăjiți cu smântână',
      datePublished: '2026-11-14',
      prepTime: 'PT20M',
      cookTime: 'PT20M',
      totalTime: 'PT40M',
    });
    expect(recipe.proposal?.['author']).to.include({ name: 'Ilinca Dobre' });
  });

  it('reads a Turkish FAQ whose heading ends with "Sıkça Sorulan Sorular" over Joomla’s Article microdata', () => {
    const item = (i: number, question: string) =>
      `<div class="accordion-item"><h2 class="accordion-header"><button class="accordion-button" aria-expanded="false" aria-controls="cevap${i}">${question}</button></h2>
        <div id="cevap${i}" class="accordion-collapse collapse"><div class="accordion-body">Cevap ${i}: randevu alarak öğrenebilirsiniz.</div></div></div>`;
    const questions = [
      'İmplant kimlere uygulanabilir?',
      'İmplant ne kadar sürer?',
      'İmplant yapılırken ağrı olur mu?',
      'İmplant fiyatları ne kadar?',
      'İmplantın ömrü ne kadardır?',
      'SGK implant tedavisini karşılıyor mu?',
    ];
    const faq = understandPage(
      page(
        'https://karsiyakadent.example/tedaviler/implant-sss',
        `<div class="item-page" itemscope itemtype="https://schema.org/Article"><h1 itemprop="headline">İmplant Tedavisi Hakkında Sıkça Sorulan Sorular</h1>
          <time datetime="2026-10-02T09:00:00+03:00" itemprop="datePublished">02 Ekim 2026</time>
          <div class="accordion">${questions.map((question, i) => item(i, question)).join('')}</div></div>`,
        { lang: 'tr', head: '<meta property="og:type" content="article">' },
      ),
    );
    expect(faq.kind).to.equal('faq');
    expect((faq.proposal?.['mainEntity'] as Node[]).map((question) => question['name'])).to.deep.equal(questions);
  });

  it('reads a Norwegian salary per year, drops a street the markup keeps after a move, and a Greek byline in the genitive', () => {
    const job = understandPage(
      page(
        'https://karriere.varme.example/jobs/servicetekniker',
        `<h1>Servicetekniker varmepumper</h1><p>I september flyttet vi fra Tungasletta til nye lokaler i Heggstadmyra 4, 7080 Heimdal.</p>
          <ul><li><strong>Lønn: 560 000–640 000 kr per år</strong>, avhengig av erfaring</li><li>Stillingstype: Fast, heltid</li></ul>`,
        {
          lang: 'nb',
          head: jsonLd({
            '@type': 'JobPosting',
            title: 'Servicetekniker varmepumper',
            datePosted: '2026-11-20',
            jobLocation: [
              {
                '@type': 'Place',
                address: { '@type': 'PostalAddress', streetAddress: 'Tungasletta 8', postalCode: '7047', addressLocality: 'Trondheim' },
              },
            ],
          }),
        },
      ),
    );
    expect(job.proposal?.['baseSalary']).to.deep.include({ currency: 'NOK' });
    expect((job.proposal?.['baseSalary'] as Node)['value']).to.include({ minValue: '560000', maxValue: '640000', unitText: 'YEAR' });
    expect(JSON.stringify(job.proposal)).not.to.include('Tungasletta 8');
    const article = understandPage(
      page(
        'https://www.kritiki.example/oikonomia/elaiolado/',
        `<article><h1>Ελαιόλαδο: Έως 30% κάτω οι τιμές παραγωγού</h1><p class="byline">Της Μαρίας Σταυρακάκη</p>
          <time class="article__published" datetime="2026-11-26T09:42">26.11.2026 | 09:42</time>
          <span class="article__updated">Τελευταία ενημέρωση: <time datetime="2026-11-26T13:15">26.11.2026 | 13:15</time></span>
          <p>Οι τιμές παραγωγού στο ελαιόλαδο έπεσαν.</p></article>`,
        { lang: 'el', head: '<meta property="og:type" content="article">' },
      ),
    );
    expect(article.proposal?.['author']).to.deep.include({ name: 'Μαρία Σταυρακάκη' });
    expect(article.proposal).to.include({ dateModified: '2026-11-26T13:15' });
  });
});
