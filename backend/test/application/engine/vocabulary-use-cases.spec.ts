import { expect } from 'chai';
import { GetVocabularyType } from '../../../src/application/engine/get-vocabulary-type.js';
import { ListVocabularyTypes } from '../../../src/application/engine/list-vocabulary-types.js';
import { NotFoundError } from '../../../src/domain/shared/domain-error.js';
import { catalogue, validator } from './support.js';

describe('Vocabulary use cases', () => {
  const list = new ListVocabularyTypes(catalogue, validator);
  const get = new GetVocabularyType(catalogue, validator);

  it('lists every generatable type, marking rich-result and retired ones', () => {
    const { items } = list.execute();
    expect(items.length).to.be.at.least(700);
    expect(items.find((type) => type.name === 'Product')).to.include({ richResult: true });
    expect(items.find((type) => type.name === 'TouristAttraction')).to.include({ richResult: false });
    expect(items.find((type) => type.name === 'HowTo')?.deprecation).to.match(/September 2023/);
    expect(items.some((type) => type.name === 'Text' || type.name === 'DayOfWeek')).to.equal(false);
  });

  it('searches names first (exact, then prefix) and can keep rich-result types only', () => {
    const { items } = list.execute({ search: 'article' });
    expect(items[0].name).to.equal('Article');
    expect(items.map((type) => type.name)).to.include('NewsArticle');
    const rich = list.execute({ richResultsOnly: true }).items;
    expect(rich.every((type) => type.richResult)).to.equal(true);
    expect(rich.map((type) => type.name)).to.include.members(['Recipe', 'Restaurant', 'JobPosting']);
  });

  it('details a type: parents, inherited properties, Google required/recommended first, docs link', () => {
    const recipe = get.execute('Recipe');
    expect(recipe.parents).to.deep.equal(['HowTo']);
    expect(recipe.documentationUrl).to.equal('https://developers.google.com/search/docs/appearance/structured-data/recipe');
    expect(recipe.properties.slice(0, 2).map((p) => p.name).sort()).to.deep.equal(['image', 'name']);
    expect(recipe.properties.find((p) => p.name === 'cookTime')).to.deep.include({ recommended: true, required: false, expectedTypes: ['Duration'] });
    expect(recipe.properties.some((p) => p.name === 'url')).to.equal(true);
    expect(recipe.deprecation).to.equal(undefined);
  });

  it('lists enumeration members and refuses unknown types', () => {
    expect(get.execute('ItemAvailability').members).to.include('InStock');
    expect(() => get.execute('Prodcut')).to.throw(NotFoundError);
  });
});
