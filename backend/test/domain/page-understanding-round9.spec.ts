import { expect } from 'chai';
import { cmsPage as page } from '../support/cms-page.js';
import { openingHoursOf } from '../../src/domain/page-understanding/opening-hours.js';
import { isTagline } from '../../src/domain/page-understanding/propose-local-business.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';

type Node = Record<string, unknown>;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`);

describe('Page understanding: round 9, the hours of something else', () => {
  it('reads day ranges written with t/m, tot en met, bis, à, al, to, through or a dash', () => {
    for (const text of [
      'Maandag t/m vrijdag 06:30 – 22:00',
      'Maandag tot en met vrijdag 06:30 – 22:00',
      'Montag bis Freitag 06:30 – 22:00',
      'Lundi à vendredi 06h30 – 22h00',
      'Lunes al viernes 06:30 – 22:00',
      'Monday to Friday 6:30am – 10pm',
      'Monday through Friday 6:30am – 10pm',
      'Mon–Fri 06:30–22:00',
    ]) {
      expect(openingHoursOf(text), text).to.deep.equal([{ dayOfWeek: WEEKDAYS, opens: '06:30', closes: '22:00' }]);
    }
  });

  it('leaves out the hours of a front desk, kitchen, phone line or reception, in several languages', () => {
    for (const other of [
      'Balie bemand ma–vr 09:00–21:00.',
      'Front desk staffed Mon–Fri 09:00–21:00.',
      'Rezeption besetzt Mo–Fr 09:00–21:00.',
      'Accueil du lundi au vendredi 9h00 – 21h00.',
      'Kitchen open Mon–Fri 9am–9pm.',
      'Customer service: Mon–Fri 09:00–21:00.',
    ]) {
      expect(openingHoursOf(`Mo–Fr 06:30 – 22:00. ${other}`), other).to.deep.equal([
        { dayOfWeek: WEEKDAYS, opens: '06:30', closes: '22:00' },
      ]);
    }
  });

  it('still reads the opening hours that follow a phone number or a sentence about the desk', () => {
    expect(openingHoursOf('Telefon 030 555 1872 Mo–Fr 9–18 Uhr')).to.deep.equal([{ dayOfWeek: WEEKDAYS, opens: '09:00', closes: '18:00' }]);
    expect(openingHoursOf('Kitchen closes an hour earlier. Mon–Fri 9am–10pm')).to.deep.equal([
      { dayOfWeek: WEEKDAYS, opens: '09:00', closes: '22:00' },
    ]);
  });

  it('proposes the hours of the Openingstijden list, not the front desk line beside it, for a gym it calls a gym', () => {
    const understood = understandPage(
      page(
        'https://gym.example/utrecht/',
        `<h1>Studio Kracht Utrecht</h1><p>Boutique sportschool in Lombok.</p>
        <section class="openingstijden-adres"><h2>Openingstijden</h2>
          <ul class="hours"><li><span>Maandag t/m vrijdag</span> <span>06:30 – 22:00</span></li><li><span>Zaterdag</span> <span>08:00 – 18:00</span></li></ul>
          <p class="small">Balie bemand ma–vr 09:00–21:00.</p>
          <h2>Adres</h2><p><strong>Studio Kracht Utrecht</strong><br>Vleutenseweg 212<br>3532 HT Utrecht<br><a href="tel:+31305551872">030 555 1872</a></p>
        </section>`,
        { lang: 'nl', head: '<meta name="description" content="Boutique sportschool in Lombok met spinning en yoga.">' },
      ),
    );
    expect(understood.proposal?.['@type']).to.equal('ExerciseGym');
    const hours = (understood.proposal?.['openingHoursSpecification'] ?? []) as Node[];
    expect(hours.map((spec) => [spec['opens'], spec['closes']])).to.deep.equal([
      ['06:30', '22:00'],
      ['08:00', '18:00'],
    ]);
  });
});

const cookingClass = (capacity: string) => `<div class="hero"><h1>Raviolis chinois faits main</h1></div>
  <div class="infos"><ul>
    <li><strong>Date :</strong> samedi 12 décembre 2026</li>
    <li><strong>Horaire :</strong> 10h00 – 13h00 (3 h)</li>
    <li><strong>Lieu :</strong> L’Atelier Gourmand, 14 rue Mercière, 69002 Lyon</li>
    <li><strong>Tarif :</strong> 85 € par personne</li>
    ${capacity}
  </ul><p>Plus que <b>3 places</b> disponibles</p>
  <form action="/panier/"><button>Réserver – 85 €</button></form></div>
  <div class="autres"><h2>Autres sessions</h2><ul><li>Samedi 9 janvier 2027, 10h00 – 13h00 · complet</li></ul></div>
  <div class="suggestions"><h2>Vous aimerez aussi</h2><p>Dimanche 13 décembre 2026, 14h00 · 75 €</p></div>`;

describe('Page understanding: round 9, an event’s own session', () => {
  it('dates the event from its own details, never from another session or a suggested class', () => {
    const understood = understandPage(page('https://atelier.example/cours/raviolis/', cookingClass(''), { lang: 'fr' }));
    expect(understood.proposal).to.include({ startDate: '2026-12-12T10:00', endDate: '2026-12-12T13:00' });
  });

  it('states the capacity only where the details state a maximum, never the places left', () => {
    for (const [line, expected] of [
      ['<li><strong>Groupe :</strong> 8 participants maximum</li>', '8'],
      ['<li><strong>Places :</strong> 8</li>', '8'],
      ['<li>Max. 8 participants</li>', '8'],
      ['<li>Limited to 8 seats.</li>', '8'],
      ['', undefined],
    ] as const) {
      const understood = understandPage(page('https://atelier.example/cours/raviolis/', cookingClass(line), { lang: 'fr' }));
      expect(understood.proposal?.['maximumAttendeeCapacity'], line).to.equal(expected);
    }
  });
});

describe('Page understanding: round 9, names and about pages', () => {
  it('tells a tagline heading from a name', () => {
    for (const tagline of ['Honest auto repair in Boise since 1998', 'Ultramarinos gourmet online desde Madrid'])
      expect(isTagline(tagline), tagline).to.equal(true);
    for (const name of ['Osteria del Borgo Antico', 'Studio Kracht Utrecht', 'Ridgeway Auto & Brake', 'Bäckerei am Markt'])
      expect(isTagline(name), name).to.equal(false);
  });

  it('names a business from og:site_name when its main heading is a tagline', () => {
    const understood = understandPage(
      page(
        'https://ridgeway.example/',
        `<h1>Honest auto repair in Boise since 1998</h1>
        <div class="contact"><p>4120 W Overland Rd<br>Boise, ID 83705</p><p><a href="tel:+12085550143">(208) 555-0143</a></p>
        <p>Mon–Fri 7:30am–6pm</p></div>`,
        {
          head: '<meta property="og:site_name" content="Ridgeway Auto &amp; Brake"><meta name="description" content="Auto repair in Boise.">',
        },
      ),
    );
    expect(understood.proposal).to.include({ '@type': 'AutoRepair', name: 'Ridgeway Auto & Brake' });
  });

  it('reads an about page with an address and a tasting time, but no opening hours, as an about page', () => {
    const understood = understandPage(
      page(
        'https://quinta.example/sobre-nos',
        `<h1>Sobre nós</h1><p>Uma quinta familiar no Douro desde 1890.</p>
        <h2>Visite-nos</h2><p>Quinta da Ribeira Velha<br>Estrada Nacional 222<br>5100-402 Cambres</p><p><a href="tel:+351254555218">254 555 218</a></p>
        <p>Prova comentada: 18 € por pessoa, de terça a domingo às 11h00 e às 15h30, mediante reserva.</p>`,
        { lang: 'pt' },
      ),
    );
    expect(understood.kind).to.equal('about');
  });
});
