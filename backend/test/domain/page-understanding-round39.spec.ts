import { expect } from 'chai';
import { postalAddress } from '../../src/domain/page-understanding/read-values.js';

describe('Page understanding: round 39, addresses as local businesses write them', () => {
  it('splits a street and a postcode written on one line ("Twijnstraat 41 3511 ZH Utrecht")', () => {
    expect(postalAddress(['Twijnstraat 41 3511 ZH Utrecht'], null)).to.deep.equal({
      streetAddress: 'Twijnstraat 41',
      postalCode: '3511 ZH',
      addressLocality: 'Utrecht',
    });
  });

  it('leaves out a note in brackets after the street, and the province or district after the town', () => {
    expect(postalAddress(['ul. Karmelicka 34/2 (I piętro, domofon 2)', '31-128 Kraków'], null)).to.include({
      streetAddress: 'ul. Karmelicka 34/2',
    });
    expect(postalAddress(['Vídeňská 112', '639 00 Brno – Štýřice'], null)).to.include({ postalCode: '639 00', addressLocality: 'Brno' });
    expect(postalAddress(['Località Poggio ai Lecci', '12', '53037 San Gimignano (SI) – Toscana', 'Italia'], null)).to.deep.equal({
      streetAddress: 'Località Poggio ai Lecci, 12',
      postalCode: '53037',
      addressLocality: 'San Gimignano',
      addressCountry: 'IT',
    });
  });
});
