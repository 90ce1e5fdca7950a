import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { generateVocabularyModule, VOCABULARY_OUTPUT } from '../../scripts/generate-vocabulary.js';
import { schemaOrgVocabulary as vocabulary } from '../../src/engine/vocabulary/schema-org-vocabulary.js';

describe('Schema.org vocabulary', () => {
  it('holds the whole vocabulary: at least 800 types and 1,200 properties', () => {
    expect(vocabulary.typeNames().length).to.be.at.least(800);
    expect(vocabulary.propertyNames().length).to.be.at.least(1200);
  });

  it('knows the type hierarchy, multiple parents included', () => {
    expect([...vocabulary.ancestors('NewsArticle')]).to.include.members(['Article', 'CreativeWork', 'Thing']);
    expect(vocabulary.isSubtypeOf('Restaurant', 'LocalBusiness')).to.equal(true);
    expect(vocabulary.type('LocalBusiness')?.p).to.include.members(['Organization', 'Place']);
    expect(vocabulary.isSubtypeOf('Person', 'Organization')).to.equal(false);
  });

  it('keeps types whose Schema.org name starts with a digit (schema-dts writes 3DModel as _3DModel)', () => {
    expect(vocabulary.type('3DModel')?.p).to.deep.equal(['MediaObject']);
    expect(vocabulary.propertiesOf('3DModel').has('isResizable')).to.equal(true);
    expect(vocabulary.type('_3DModel')).to.equal(undefined);
  });

  it('gives each type its inherited properties (domain)', () => {
    const recipe = vocabulary.propertiesOf('Recipe');
    expect([...recipe]).to.include.members(['recipeIngredient', 'author', 'name', 'image']);
    expect(vocabulary.propertiesOf('Person').has('recipeIngredient')).to.equal(false);
    expect(vocabulary.property('price')?.t).to.include('Offer');
  });

  it('gives each property its range, data types included', () => {
    expect(vocabulary.property('datePublished')?.r).to.include.members(['Date', 'DateTime']);
    expect(vocabulary.property('price')?.r).to.include.members(['Number', 'Text']);
    expect(vocabulary.property('author')?.r).to.include.members(['Organization', 'Person']);
    expect(vocabulary.property('cookTime')?.r).to.deep.equal(['Duration']);
    expect(vocabulary.isDataType('URL')).to.equal(true);
  });

  it('lists enumerations and their members', () => {
    expect(vocabulary.isEnumeration('ItemAvailability')).to.equal(true);
    expect(vocabulary.members('ItemAvailability')).to.include.members(['InStock', 'OutOfStock', 'PreOrder']);
    expect(vocabulary.members('DayOfWeek')).to.include('Monday');
    expect(vocabulary.enumerationsOfMember('InStock')).to.include('ItemAvailability');
  });

  it('marks superseded properties and types', () => {
    expect(vocabulary.property('awards')?.x).to.match(/award/);
    expect(vocabulary.type('DatedMoneySpecification')?.x).to.match(/MonetaryAmount/);
  });

  it('suggests the intended name for typos and wrong case', () => {
    expect(vocabulary.suggestType('Prodcut')).to.equal('Product');
    expect(vocabulary.suggestType('localbusiness')).to.equal('LocalBusiness');
    expect(vocabulary.suggestProperty('headlne', ['Article'])).to.equal('headline');
    expect(vocabulary.suggestType('Qwxyz')).to.equal(undefined);
  });

  it('matches the committed generated file (run `npm run generate:vocabulary` when this fails)', () => {
    expect(generateVocabularyModule() === readFileSync(VOCABULARY_OUTPUT, 'utf8')).to.equal(true);
  });
});
