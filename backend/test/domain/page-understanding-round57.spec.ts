import { expect } from 'chai';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page, jsonLd, ownerOf } from '../support/cms-page.js';

type Node = Record<string, unknown>;

describe('Page understanding: rounds 57 and 58, Africa, Asia and Mexico, and eleven European countries', () => {
  it('reads a job ad on an ordinary page by its deadline, "Vi søger" and CV, with its hourly pay and posting line', () => {
    const job = understandPage(
      page(
        'https://nordlyste.example/pages/job-lager',
        `<h1>Vi søger: Lager- og pakkemedarbejder</h1>
          <p><em>Opslået 12. marts 2026</em></p>
          <h2>Vi tilbyder</h2>
          <ul>
            <li>Timeløn 168 kr. samt pension</li>
            <li>30 % medarbejderrabat</li>
          </ul>
          <table><tr><td><strong>Arbejdssted</strong></td><td>Nordlys Te &amp; Kaffe, lager og kontor, Industrivej 22, 8660 Skanderborg</td></tr>
          <tr><td><strong>Ansøgningsfrist</strong></td><td>Søndag den 5. april 2026</td></tr></table>
          <p>Send en kort ansøgning og dit CV til job@nordlyste.example.</p>`,
        { lang: 'da' },
      ),
    );
    expect(job.kind).to.equal('job');
    expect(job.proposal).to.include({ datePosted: '2026-03-12', validThrough: '2026-04-05' });
    expect((job.proposal?.['jobLocation'] as { address: Node }).address).to.include({
      streetAddress: 'Industrivej 22',
      addressLocality: 'Skanderborg',
    });
    expect(job.proposal?.['baseSalary']).to.deep.include({ currency: 'DKK' });
  });

  it('takes a language root ("/ca/") for the site root, and "des de 1952" in the title for the founding year', () => {
    const home = understandPage(
      page(
        'https://www.calrovira.example/ca/',
        `<h2>Tres generacions fent embotit a Vic</h2>
          <h2>On ens trobareu</h2>
          <h3>Botiga i obrador de Vic</h3>
          <p>Carrer de Sant Pere, 19<br>08500 Vic</p>
          <h3>Parada al Mercat de Santa Caterina</h3>
          <p>Avinguda de Francesc Cambó, 16<br>08003 Barcelona</p>`,
        {
          lang: 'ca',
          title: 'Cal Rovira – Embotits artesans de Vic des de 1952',
          head: `<meta property="og:type" content="website"><meta property="og:site_name" content="Cal Rovira">${jsonLd({ '@type': 'Organization', name: 'Cal Rovira', url: 'https://www.calrovira.example/' })}`,
        },
      ),
    );
    expect(home.kind).to.equal('home');
    expect(ownerOf(home.proposal)).to.include({ foundingDate: '1952' });
  });

  it('reads a Jimdo about page: its footer is the site’s (the host’s address there is no owner’s), its founder from a team card, in full', () => {
    const about = understandPage(
      page(
        'https://www.savonnerie.example/qui-sommes-nous/',
        `<h1>Qui sommes-nous ?</h1>
          <p>Tout commence en 2011 dans la cuisine d'Élodie Marchetti, à Buis-les-Baronnies.</p>
          <div class="team"><div><h3>Élodie</h3>
          <p>Fondatrice et gérante. Formule toutes les recettes et surveille chaque fournée.</p></div>
          <div><h3>Julien</h3>
          <p>Associé depuis 2019. Boutique en ligne et marchés.</p></div></div>
          <h2>Venir nous voir</h2>
          <p><strong>Atelier-boutique</strong><br>11 promenade de la Digue<br>26110 Nyons</p>`,
        {
          lang: 'fr',
          head: '<meta property="og:site_name" content="La Savonnerie des Baronnies">',
          after:
            '<div class="jtpl-footer"><div class="jtpl-footer__inner"><p>Responsable de publication : Élodie Marchetti. Hébergement : Jimdo GmbH<br>Stresemannstraße 375<br>22761 Hambourg<br>Allemagne</p></div></div>',
        },
      ),
    );
    const owner = ownerOf(about.proposal)!;
    expect(owner['address']).to.include({ streetAddress: '11 promenade de la Digue', postalCode: '26110' });
    expect(owner['founder']).to.deep.equal({ '@type': 'Person', name: 'Élodie Marchetti' });
  });

  it('never names a business by a contact heading ("Kapcsolat")', () => {
    const contact = understandPage(
      page(
        'https://www.pinter.example/kapcsolat/',
        `<h1>Kapcsolat</h1>
          <p>Pintér és Társa Könyvelőiroda Kft.<br>4025 Debrecen, Bethlen utca 12.</p>
          <p>Telefon: <a href="tel:+3652555123">+36 52 555 123</a></p>
          <p>Ügyfélfogadás: hétfő–péntek 8:00–16:00</p>`,
        { lang: 'hu', head: '<meta property="og:site_name" content="Pintér és Társa Könyvelőiroda">' },
      ),
    );
    expect(JSON.stringify(contact.proposal)).not.to.include('"name":"Kapcsolat"');
  });

  it('reads doors and the end labelled in a Drupal event’s fields, beside a start marked in UTC', () => {
    const field = (label: string, item: string) => `<div class="field"><div class="field__label">${label}</div>
          <div class="field__item">${item}</div></div>`;
    const concert = understandPage(
      page(
        'https://www.kulturkeller.example/programm/2026-05-09/plattentaufe',
        `<article><h1>Heidi Luginbühl &amp; Band – Plattentaufe</h1>
          ${field('Datum', '<time datetime="2026-05-09T18:30:00Z">Sa, 09.05.2026</time>, 20.30 Uhr')}
          ${field('Türöffnung / Bar', '19.30 Uhr')}${field('Ende', 'ca. 23.00 Uhr')}
          ${field('Ort', 'Kulturkeller Rosengarten, Rosengasse 4, 8500 Frauenfeld')}${field('Eintritt', 'CHF 32.–')}</article>`,
        { lang: 'de-CH' },
      ),
    );
    expect(concert.kind).to.equal('event');
    expect(concert.proposal).to.include({ doorTime: '2026-05-09T19:30', endDate: '2026-05-09T23:00' });
  });

  it('reads Portuguese recipe times labelled "Preparação" and "Cozedura"', () => {
    const recipe = understandPage(
      page(
        'https://www.tachos.example/arroz-de-pato/',
        `<h1>Arroz de pato à antiga</h1>
          <ul><li><strong>Preparação:</strong> 30 min</li>
          <li><strong>Cozedura:</strong> 1 h 40 min</li></ul>
          <h2>Ingredientes</h2>
          <ul><li>1 pato</li>
          <li>400 g de arroz carolino</li>
          <li>1 chouriço</li></ul>
          <h2>Preparação</h2><ol><li>Coza o pato.</li>
          <li>Leve ao forno.</li></ol>`,
        { lang: 'pt-PT' },
      ),
    );
    expect(recipe.proposal).to.include({ prepTime: 'PT30M', cookTime: 'PT1H40M' });
  });

  it('reads a Malaysian address with its house number before the street ("38, Lebuh Armenian") and "Our founder, Puan …"', () => {
    const home = understandPage(
      page(
        'https://seripinang.example/',
        `<h2>Hand-drawn batik from George Town</h2>
          <p>Our founder, Puan Siti Hajar Ismail, learned batik from her mother in Kota Bharu.</p>
          <h2>Visit our studio &amp; shop</h2>
          <p><strong>Seri Pinang Batik</strong><br>38, Lebuh Armenian<br>10200 George Town, Pulau Pinang</p>
          <p>Tel: <a href="tel:+6042617733">+60 4-261 7733</a></p>`,
        { lang: 'en-MY', head: '<meta property="og:site_name" content="Seri Pinang Batik">' },
      ),
    );
    const owner = ownerOf(home.proposal)!;
    expect(owner['address']).to.include({ streetAddress: '38, Lebuh Armenian', postalCode: '10200', addressLocality: 'George Town' });
    expect(owner['founder']).to.deep.equal({ '@type': 'Person', name: 'Puan Siti Hajar Ismail' });
  });

  it('names no founder from another firm’s founding ("a Mallow firm established in 1994 by …")', () => {
    const about = understandPage(
      page(
        'https://www.accountants.example/about-us',
        `<h1>About us</h1>
          <p>In 2008 our practice merged with Walsh &amp; Co., a Mallow firm established in 1994 by Áine Walsh.</p>
          <p>The firm was founded in 1979 by Donal Ó Briain, who opened a two-room practice on the South Mall.</p>`,
        {
          lang: 'en-IE',
          head: '<meta property="og:site_name" content="Ó Briain &amp; Walsh">',
          footer: '<p>Ó Briain &amp; Walsh<br>22 South Mall<br>Cork T12 X8Y2</p>',
        },
      ),
    );
    expect(ownerOf(about.proposal)!['founder']).to.deep.equal({ '@type': 'Person', name: 'Donal Ó Briain' });
  });

  it('reads an Egyptian contact page: its <address> paragraphs, an Arabic street with its number first, the week in Arabic, the branch apart', () => {
    const contact = understandPage(
      page(
        'https://www.lisan.example/ar/contact',
        `<h1>اتصل بنا</h1>
          <div class="contact-card"><h2>المقر الرئيسي – الدقي</h2>
          <address>
          <p><span class="label">العنوان:</span> 14 شارع مصدق، الدقي، الجيزة 12311</p>
          <p class="muted">الدور الثالث، شقة 7 – أمام بنك مصر فرع الدقي</p>
          <p><span class="label">الهاتف:</span> <a href="tel:+20237614820">02 3761 4820</a></p></address>
          <h3>مواعيد العمل</h3>
          <table><tr><th>السبت – الأربعاء</th><td>10:00 – 18:00</td></tr>
          <tr><th>الجمعة</th><td>مغلق</td></tr></table></div>
          <section class="branches"><h2>فرع الإسكندرية</h2>
          <p>27 طريق الحرية، محطة الرمل، الإسكندرية 21519</p>
          <p>الهاتف: 03 487 2210</p></section>
          <form><textarea name="message"></textarea><button>إرسال</button></form>`,
        { lang: 'ar-EG', head: '<meta property="og:site_name" content="مركز لسان للترجمة المعتمدة">' },
      ),
    );
    const owner = ownerOf(contact.proposal)!;
    expect(owner['address']).to.include({ streetAddress: '14 شارع مصدق', postalCode: '12311' });
    expect(owner['telephone']).to.equal('02 3761 4820');
    const hours = owner['openingHoursSpecification'] as Node[];
    expect(hours[0]).to.include({ opens: '10:00', closes: '18:00' });
    expect(hours[0]!['dayOfWeek']).to.include('https://schema.org/Saturday');
  });

  it('keeps an about page an about page where its URL and heading say so, with the contact of the place its markup names', () => {
    const about = understandPage(
      page(
        'https://www.adirelane.example/our-story',
        `<h1>Our Story</h1>
          <p>Adire Lane was founded in 2015 in Itoku, Abeokuta.</p>
          <h3>Visit the studio</h3>
          <p>Adire Lane Studio<br>12 Itoku Road, Itoku<br>Abeokuta, Ogun State</p>
          <p>Mon–Sat 9am – 5pm<br>Tel: <a href="tel:+2348062147730">+234 806 214 7730</a><br>Email: <a href="mailto:hello@adirelane.example">hello@adirelane.example</a></p>`,
        {
          lang: 'en-NG',
          head: `<meta property="og:site_name" content="Adire Lane">${jsonLd({ '@type': 'LocalBusiness', name: 'Adire Lane', address: { '@type': 'PostalAddress', streetAddress: '12 Itoku Road', addressLocality: 'Abeokuta', addressRegion: 'Ogun', addressCountry: 'NG' } })}`,
        },
      ),
    );
    expect(about.kind).to.equal('about');
    expect(about.proposal?.['mainEntity']).to.include({ telephone: '+234 806 214 7730', email: 'hello@adirelane.example' });
  });

  it('gives a job’s town its region written after it ("Kumasi, Ashanti Region")', () => {
    const job = understandPage(
      page(
        'https://www.bosomtwe.example/careers/senior-accountant-kumasi',
        `<h1>Senior Accountant</h1>
          <table><tr><td>Location</td><td>Kumasi, Ashanti Region</td></tr>
          <tr><td>Employment type</td><td>Full-time</td></tr></table>`,
        { lang: 'en-GH' },
      ),
    );
    expect((job.proposal?.['jobLocation'] as { address: Node }).address).to.include({
      addressLocality: 'Kumasi',
      addressRegion: 'Ashanti Region',
    });
  });
});
