import { expect } from 'chai';
import { cmsPage as page } from '../support/cms-page.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { countryCode } from '../../src/domain/page-understanding/country-names.js';
import { postalAddress } from '../../src/domain/page-understanding/read-values.js';

describe('Page understanding: the country an address names', () => {
  it('gives the ISO 3166-1 code of a country named in the page’s language or in English', () => {
    const named = {
      España: 'ES',
      Deutschland: 'DE',
      'Česká republika': 'CZ',
      Magyarország: 'HU',
      日本: 'JP',
      USA: 'US',
      'United Kingdom': 'GB',
    };
    for (const [name, code] of Object.entries(named)) expect(countryCode(name), name).to.equal(code);
  });

  it('reads no country in a town, a street or a name that is also a US state', () => {
    for (const part of ['Toulouse', 'Berlin', 'Georgia', 'Carrer de Sueca, 41', '46006']) expect(countryCode(part), part).to.equal(null);
  });

  it('takes a country line as the country, never as the town', () => {
    expect(postalAddress(['Kungsgatan 12', 'Sverige'], null)).to.deep.equal({ streetAddress: 'Kungsgatan 12', addressCountry: 'SE' });
    expect(postalAddress(['Carrer de Sueca, 41', '46006 València', 'España'], null)).to.deep.equal({
      streetAddress: 'Carrer de Sueca, 41',
      postalCode: '46006',
      addressLocality: 'València',
      addressCountry: 'ES',
    });
  });

  const job = (place: string) =>
    understandPage(
      page(
        'https://jobs.example/stellen/elektroniker',
        `<h1>Elektroniker (m/w/d)</h1><ul><li>Einsatzort: ${place}</li><li>Anstellungsart: Vollzeit</li><li>Arbeitgeber: Voltwerk GmbH</li></ul>
         <p>Wir suchen ab sofort Verstärkung für unser Team.</p><form><input type="file" name="cv"><button>Jetzt bewerben</button></form>`,
        { lang: 'de-DE' },
      ),
    );

  it('gives a job its country where the ad names it beside the town, and says so where it does not', () => {
    const named = job('Köln, Deutschland');
    expect(named.proposal?.['jobLocation']).to.deep.equal({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Köln', addressCountry: 'DE' },
    });
    expect(named.notes.join(' ')).not.to.match(/country of its place of work/);
    expect(job('Köln').notes.join(' ')).to.match(/does not name the country of its place of work/);
  });
});
