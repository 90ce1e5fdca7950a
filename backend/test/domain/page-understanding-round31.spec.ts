import { expect } from 'chai';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { cmsPage as page } from '../support/cms-page.js';

const jsonLd = (node: Record<string, unknown>) =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...node })}</script>`;

describe('Page understanding: round 31, a postponed play on The Events Calendar', () => {
  const play = understandPage(
    page(
      'https://www.teatro.example/evento/el-ultimo-tranvia/',
      `<div class="tribe-events-notices"><ul><li>Este evento ha sido aplazado. Consulta la nueva fecha más abajo.</li></ul></div>
       <h1 class="tribe-events-single-event-title">El último tranvía</h1>
       <div class="tribe-events-schedule"><span class="tribe-event-date-start">sábado 16 enero, 2027 @ 20:00</span> - <span class="tribe-event-time">21:45</span></div>
       <p class="tribe-venue">Teatro Salón Lírico, Calle Portales 56, 26001 Logroño</p>`,
      {
        lang: 'es',
        head: jsonLd({
          '@type': 'Event',
          name: 'El último tranvía',
          startDate: '2026-12-12T20:00:00+01:00',
          endDate: '2026-12-12T21:45:00+01:00',
          eventStatus: 'https://schema.org/EventScheduled',
          location: { '@type': 'Place', name: 'Teatro Salón Lírico', address: 'Calle Portales 56, 26001 Logroño' },
        }),
      },
    ),
  );

  it('reads the plugin’s "16 enero, 2027 @ 20:00" and follows it over the cached markup’s date', () => {
    expect(String(play.proposal?.['startDate'])).to.match(/^2027-01-16T20:00/);
    expect(JSON.stringify(play.proposal)).to.not.include('2026-12-12');
  });

  it('says the event is rescheduled, as the notice beside its title announces', () => {
    expect(play.proposal).to.include({ eventStatus: 'https://schema.org/EventRescheduled' });
  });
});

describe('Page understanding: round 31, a free concert at a church', () => {
  it('names the venue, not the weekday written before it, and says the admission is free', () => {
    const concert = understandPage(
      page(
        'https://www.stbrendans.example/events/advent-concert/',
        `<div class="et_pb_column"><h1>Advent Choral Concert</h1><p class="event-date"><time datetime="2026-12-13T16:00">Sunday, December 13, 2026, 4:00 p.m.</time></p>
         <div class="et_pb_text_inner"><p><strong>Sunday, December 13, 2026 · 4:00 p.m.</strong><br>
         St. Brendan’s Episcopal Church · 2210 Monroe Street, Madison, WI 53711</p><p>Free admission · All are welcome</p></div></div>`,
      ),
      { type: 'Event' },
    );
    expect(concert.proposal?.['location']).to.deep.include({ name: 'St. Brendan’s Episcopal Church' });
    expect(concert.proposal?.['offers']).to.include({ price: '0' });
    expect(concert.proposal).to.include({ isAccessibleForFree: true });
  });
});

describe('Page understanding: round 31, a vet’s page in Austria', () => {
  it('reads the table under "Ordinationszeiten" as the opening hours', () => {
    const vet = understandPage(
      page(
        'https://www.tierarzt.example/',
        `<h1>Tierarztpraxis Dr. Hollerer</h1><div class="kasten"><h3>Ordinationszeiten</h3><table class="zeiten">
           <tr><td>Montag</td><td>8:00–11:00 &amp; 16:00–19:00</td></tr><tr><td>Mittwoch</td><td>8:00–11:00</td></tr></table></div>
         <div class="kasten"><h3>So finden Sie uns</h3><p>Tierarztpraxis Dr. Hollerer<br>Leonhardstraße 58<br>8010 Graz</p>
           <p>Telefon: <a href="tel:+43316382741">0316 38 27 41</a></p></div>`,
        { lang: 'de-AT' },
      ),
    );
    expect(vet.proposal?.['openingHoursSpecification']).to.deep.include({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['https://schema.org/Wednesday'],
      opens: '08:00',
      closes: '11:00',
    });
  });
});

describe('Page understanding: round 31, a franchised gym’s timetable page', () => {
  it('names the branch as the page does, not the franchisor its site-wide markup describes, with its address and the e-mail beside its phone', () => {
    const gym = understandPage(
      page(
        'https://www.forgeharbourside.example/timetable',
        `<h1>Class Timetable</h1><p>Forge Fitness Bristol Harbourside<br>Unit 4, Cumberland Wharf, Cumberland Road<br>Bristol BS1 6XG<br>
           Phone: <a href="tel:+441174960382">0117 496 0382</a><br>Email: <a href="mailto:harbourside@forgefitness.example">harbourside@forgefitness.example</a></p>
         <p>Monday–Friday 6:00–22:00</p>`,
        {
          lang: 'en-GB',
          head: `<meta property="og:site_name" content="Forge Fitness Bristol Harbourside">${jsonLd({
            '@type': 'LocalBusiness',
            name: 'Forge Fitness Franchising Ltd',
            address: '3 Midsummer Boulevard\nMilton Keynes, MK9 2UB\nUnited Kingdom',
          })}`,
          footer: '<p>Forge Fitness Franchising Ltd · 3 Midsummer Boulevard, Milton Keynes MK9 2UB</p>',
        },
      ),
    );
    expect(gym.proposal).to.include({ name: 'Forge Fitness Bristol Harbourside', email: 'harbourside@forgefitness.example' });
    expect(gym.proposal?.['address']).to.include({ postalCode: 'BS1 6XG' });
  });
});
