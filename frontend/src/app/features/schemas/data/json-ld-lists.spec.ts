import { fieldFor } from './json-ld-form';
import { addItem, blankItem, itemNode, moveItem, removeItem, replaceItem } from './json-ld-lists';

const breadcrumbs = fieldFor(
  {
    name: 'itemListElement',
    description: 'Items.',
    expectedTypes: ['ListItem', 'Text', 'Thing'],
    required: true,
    recommended: false,
    defaultType: 'ListItem',
    namedValue: false,
    repeatable: true,
  },
  'BreadcrumbList',
);
const ingredients = fieldFor(
  {
    name: 'recipeIngredient',
    description: 'Ingredients.',
    expectedTypes: ['Text'],
    required: false,
    recommended: true,
    repeatable: true,
  },
  'Recipe',
);

const crumb = (name: string, position?: number) => ({
  '@type': 'ListItem',
  name,
  ...(position ? { position } : {}),
});

describe('json-ld-lists', () => {
  it('starts a node list with the type Google expects there and a text list with an empty text', () => {
    expect(breadcrumbs.kind).toBe('node');
    expect(blankItem(breadcrumbs)).toEqual({ '@type': 'ListItem' });
    expect(blankItem(ingredients)).toBe('');
    expect(addItem(ingredients, ['flour'])).toEqual(['flour', '']);
  });

  it('keeps breadcrumb positions 1, 2, 3 through every add, edit, move and removal', () => {
    let items = addItem(breadcrumbs, []);
    expect(items).toEqual([{ '@type': 'ListItem', position: 1 }]);
    items = replaceItem(items, 0, crumb('Home'));
    items = replaceItem(addItem(breadcrumbs, items), 1, crumb('Shop'));
    items = replaceItem(addItem(breadcrumbs, items), 2, crumb('Lamps'));
    expect(items).toEqual([crumb('Home', 1), crumb('Shop', 2), crumb('Lamps', 3)]);
    expect(moveItem(items, 2, 0)).toEqual([crumb('Lamps', 1), crumb('Home', 2), crumb('Shop', 3)]);
    expect(moveItem(items, 0, 1)).toEqual([crumb('Shop', 1), crumb('Home', 2), crumb('Lamps', 3)]);
    expect(removeItem(items, 0)).toEqual([crumb('Shop', 1), crumb('Lamps', 2)]);
  });

  it('ignores moves past either end and leaves other items as they are', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(
      replaceItem([{ '@type': 'Offer', price: 1 }], 0, { '@type': 'Offer', price: 2 }),
    ).toEqual([{ '@type': 'Offer', price: 2 }]);
  });

  it('edits a text item in a node list as a new node of the expected type', () => {
    expect(itemNode(breadcrumbs, 'Home')).toEqual({ '@type': 'ListItem' });
    expect(itemNode(breadcrumbs, crumb('Home'))).toEqual(crumb('Home'));
  });
});
