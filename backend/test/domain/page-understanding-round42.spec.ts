import { expect } from 'chai';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page, jsonLd } from '../support/cms-page.js';

describe('Page understanding: round 42, a Greek job ad whose markup was copied from last year’s', () => {
  it('follows the ad’s labelled place of work, pay and deadline over the markup’s', () => {
    const job = understandPage(
      page(
        'https://www.arogi.example/theseis/syntonistis-ethelonton-thessaloniki/',
        `<h1>Συντονιστής/τρια Εθελοντών – Θεσσαλονίκη</h1><table>
          <tr><th>Τόπος εργασίας</th><td>Εγνατίας 87, 546 35 Θεσσαλονίκη</td></tr>
          <tr><th>Απασχόληση</th><td>Πλήρης</td></tr>
          <tr><th>Αποδοχές</th><td>1.150 € μικτά μηνιαίως</td></tr>
          <tr><th>Προθεσμία αιτήσεων</th><td>30/04/2026</td></tr></table>`,
        {
          lang: 'el',
          head: jsonLd({
            '@type': 'JobPosting',
            title: 'Συντονιστής/τρια Εθελοντών',
            datePosted: '2026-04-06',
            hiringOrganization: { '@type': 'Organization', name: 'Αρωγή' },
            baseSalary: {
              '@type': 'MonetaryAmount',
              currency: 'EUR',
              value: { '@type': 'QuantitativeValue', value: '1050', unitText: 'MONTH' },
            },
            jobLocation: {
              '@type': 'Place',
              address: {
                '@type': 'PostalAddress',
                streetAddress: 'Μαιζώνος 41',
                addressLocality: 'Πάτρα',
                postalCode: '26221',
                addressCountry: 'GR',
              },
            },
          }),
        },
      ),
    );
    const place = (job.proposal?.['jobLocation'] as { address: Record<string, string> }).address;
    expect(place).to.include({ streetAddress: 'Εγνατίας 87', addressLocality: 'Θεσσαλονίκη' });
    expect((job.proposal?.['baseSalary'] as { value: Record<string, string> }).value).to.include({ value: '1150', unitText: 'MONTH' });
    expect(job.proposal?.['validThrough']).to.equal('2026-04-30');
  });
});

describe('Page understanding: round 42, an exhibition, a Drupal theatre page and a magazine feature', () => {
  it('reads an exhibition’s "Laufzeit: 21.03.2026 bis 30.08.2026" as its start and end', () => {
    const exhibition = understandPage(
      page(
        'https://www.glasmuseum.example/ausstellungen/glas-und-licht',
        `<h1>Glas und Licht. Fenster der Moderne</h1><table>
          <tr><th>Laufzeit</th><td>21.03.2026 bis 30.08.2026</td></tr><tr><th>Ort</th><td>Glasmuseum Eifel, Am Markt 3, 52152 Simmerath</td></tr>
          <tr><th>Eintritt</th><td>9,00 € (ermäßigt 6,00 €)</td></tr></table>`,
        { lang: 'de' },
      ),
    );
    expect(exhibition.proposal).to.include({ startDate: '2026-03-21', endDate: '2026-08-30' });
  });

  it('reads a Drupal field whose value is a list ("Tarifs": "Plein tarif : CHF 38.–", …) as the ticket, over last season’s markup', () => {
    const play = understandPage(
      page(
        'https://www.theatre.example/spectacle/les-fourberies-de-scapin',
        `<h1>Les Fourberies de Scapin</h1><p>Du 17 avril au 9 mai 2026, 20h00</p>
        <div class="field field--label-above"><div class="field__label">Lieu</div><div class="field__item">Théâtre du Pré, Rue du Pré 4, 2000 Neuchâtel</div></div>
        <div class="field field--label-above"><div class="field__label">Tarifs</div><div class="field__item"><ul>
          <li>Plein tarif : CHF 38.–</li><li>AVS/AI, chômeurs : CHF 28.–</li><li>Étudiants, apprentis, moins de 26 ans : CHF 15.–</li>
          <li>Enfants jusqu’à 16 ans : CHF 12.–</li><li>Carte Culture Caritas : CHF 5.–</li></ul></div></div>`,
        {
          lang: 'fr-CH',
          // The markup kept last season's price.
          head: jsonLd({
            '@type': 'TheaterEvent',
            name: 'Les Fourberies de Scapin',
            startDate: '2026-04-17T20:00:00+02:00',
            location: { '@type': 'Place', name: 'Théâtre du Pré' },
            offers: { '@type': 'Offer', price: '35.00', priceCurrency: 'CHF' },
          }),
        },
      ),
    );
    expect(play.proposal?.['offers']).to.include({ price: '38', priceCurrency: 'CHF' });
  });

  it('names the three writers of a byline "Por A, B y C" though the meta tag names the first', () => {
    const feature = understandPage(
      page(
        'https://revista.example/cronica/cocinas-de-humo/',
        `<article><h1>Cocinas de humo</h1><div class="td-post-author-name">Por <a href="/author/mochoa/">Mariana Ochoa</a>,
          <a href="/author/dtlapanco/">Daniel Tlapanco</a> y <a href="/author/ribarra/">Renata Ibarra</a> -</div>
          <time datetime="2026-03-09T10:00:00+00:00">9 de marzo de 2026</time><p>En la Sierra Norte, el fogón sigue encendido.</p></article>`,
        { lang: 'es-MX', head: '<meta name="author" content="Mariana Ochoa"><meta property="og:type" content="article">' },
      ),
    );
    expect((feature.proposal?.['author'] as { name: string }[]).map((author) => author.name)).to.deep.equal([
      'Mariana Ochoa',
      'Daniel Tlapanco',
      'Renata Ibarra',
    ]);
  });
});

describe('Page understanding: round 42, a Medium recipe, a charity’s about page and a school’s contact page', () => {
  it('reads "6 kişilik · Hazırlık: 25 dakika · Pişirme: 35 dakika · Toplam: 1 saat" as the yield and times', () => {
    const recipe = understandPage(
      page(
        'https://mutfakdefteri.example/zeytinyagli-enginar-4c1d',
        `<article><h1>Annemin Zeytinyağlı Enginarı</h1><p><strong>6 kişilik · Hazırlık: 25 dakika · Pişirme: 35 dakika · Toplam: 1 saat</strong></p>
          <h2>Malzemeler</h2><ul class="ingredients"><li>6 adet enginar</li><li>1 adet soğan</li><li>2 adet havuç</li><li>1 limon</li></ul>
          <h2>Yapılışı</h2><ol class="instructions"><li>Enginarları temizleyin.</li><li>Soğanı kavurun.</li><li>Kısık ateşte 35 dakika pişirin.</li></ol></article>`,
        { lang: 'tr' },
      ),
    );
    expect(recipe.proposal).to.include({ recipeYield: '6 kişilik', prepTime: 'PT25M', cookTime: 'PT35M', totalTime: 'PT1H' });
  });

  it('gives the owner of an about page the number written with the footer’s address in the content', () => {
    const about = understandPage(
      page(
        'https://www.casadofarol.example/quem-somos/',
        `<h1>Quem somos</h1><p>A Casa do Farol foi fundada em 1991 em Almada.</p><h2>Onde estamos</h2>
        <p><strong>Sede</strong><br>Rua dos Lagares, 27<br>1100-332 Lisboa<br>Tel. 218 870 412</p>
        <p><strong>Delegação Norte</strong><br>Rua de Cedofeita, 412<br>4050-174 Porto<br>Tel. 222 081 355</p>`,
        {
          lang: 'pt-PT',
          head: '<meta property="og:site_name" content="Casa do Farol">',
          footer: '<p>Casa do Farol<br>Rua dos Lagares, 27<br>1100-332 Lisboa</p>',
        },
      ),
    );
    expect(about.proposal?.['mainEntity']).to.include({ name: 'Casa do Farol', telephone: '218 870 412' });
  });

  it('names the school a municipality’s contact page is for ("Kontakta Björnåsskolan"), not the municipality', () => {
    const contact = understandPage(
      page(
        'https://www.lerum.example/skolor/bjornasskolan/kontakta-oss.html',
        `<h1>Kontakta Björnåsskolan</h1><h2>Besöksadress</h2><p>Stenbacksvägen 8<br>443 45 Lerum</p>
        <p>Expedition: <a href="tel:+46302521460">0302-52 14 60</a></p>`,
        { lang: 'sv', head: '<meta property="og:site_name" content="Lerums kommun">' },
      ),
    );
    expect(contact.kind).to.equal('contact');
    expect(contact.proposal?.['mainEntity']).to.include({ name: 'Björnåsskolan' });
  });
});
