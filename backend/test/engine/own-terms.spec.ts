import { expect } from 'chai';
import { ownTermsVerdict } from '../../src/engine/validation/own-terms.js';

describe('ownTermsVerdict', () => {
  it('is plain for the schema.org context in its usual spellings', () => {
    expect(ownTermsVerdict({ '@context': 'https://schema.org', '@type': 'Thing' }).kind).to.equal('plain');
    expect(ownTermsVerdict({ '@context': { '@vocab': 'https://schema.org/', '@language': 'en' }, '@type': 'Thing' }).kind).to.equal(
      'plain',
    );
    expect(ownTermsVerdict([{ '@context': ['https://schema.org', { schema: 'https://schema.org/' }] }]).kind).to.equal('plain');
  });

  it('finds aliases, other prefixes or typed terms, at any depth', () => {
    expect(ownTermsVerdict({ '@context': { '@vocab': 'https://schema.org/', type: '@type' } }).kind).to.equal('own-terms');
    expect(ownTermsVerdict({ '@context': ['https://schema.org', { ex: 'https://example.com/#' }] }).kind).to.equal('own-terms');
    expect(
      ownTermsVerdict({ '@context': 'https://schema.org', '@graph': [{ '@type': 'Thing', about: { '@context': { id: '@id' } } }] }).kind,
    ).to.equal('own-terms');
  });

  it('leaves documents that would make processing explode to be checked as written', () => {
    const scoped = {
      '@context': { '@vocab': 'https://schema.org/', about: { '@id': 'about', '@context': { x: 'https://example.com/x' } } },
    };
    expect(ownTermsVerdict(scoped)).to.deep.include({ kind: 'too-complex' });
    const manyTerms = { '@context': Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`t${i}`, `https://schema.org/name`])) };
    expect(ownTermsVerdict(manyTerms)).to.deep.include({ kind: 'too-complex' });
    let deep: Record<string, unknown> = { name: 'leaf' };
    for (let i = 0; i < 30; i++) deep = { about: deep };
    expect(ownTermsVerdict({ '@context': { type: '@type' }, ...deep })).to.deep.include({ kind: 'too-complex' });
  });
});
