import { expect } from 'chai';
import { definesOwnTerms } from '../../../src/domain/structured-data/validation/own-terms.js';

describe('definesOwnTerms', () => {
  it('is false for the plain schema.org context in its usual spellings', () => {
    expect(definesOwnTerms({ '@context': 'https://schema.org', '@type': 'Thing' })).to.equal(false);
    expect(definesOwnTerms({ '@context': { '@vocab': 'https://schema.org/', '@language': 'en' }, '@type': 'Thing' })).to.equal(false);
    expect(definesOwnTerms([{ '@context': ['https://schema.org', { schema: 'https://schema.org/' }] }])).to.equal(false);
  });

  it('is true for aliases, other prefixes or typed terms, at any depth', () => {
    expect(definesOwnTerms({ '@context': { '@vocab': 'https://schema.org/', type: '@type' } })).to.equal(true);
    expect(definesOwnTerms({ '@context': ['https://schema.org', { ex: 'https://example.com/#' }] })).to.equal(true);
    expect(definesOwnTerms({ '@context': 'https://schema.org', '@graph': [{ '@type': 'Thing', about: { '@context': { id: '@id' } } }] })).to.equal(true);
  });
});
