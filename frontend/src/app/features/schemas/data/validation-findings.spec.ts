import type { ValidateResult } from '@sdn/contracts';
import { fieldOf, findingsByField, findingsOf, headline, splitPath } from './validation-findings';

const base: ValidateResult = {
  isValid: true,
  detectedTypes: ['Article'],
  issues: [],
  warnings: [],
  correctedSchema: null,
};

describe('validation findings', () => {
  it('splits paths from messages of a server without located findings', () => {
    expect(splitPath('author.name: Required')).toEqual({ path: 'author.name', text: 'Required' });
    expect(splitPath('offers[0].price: Must be a number')).toEqual({
      path: 'offers[0].price',
      text: 'Must be a number',
    });
    expect(splitPath('Unknown property (at $.foo)')).toEqual({
      path: '$.foo',
      text: 'Unknown property',
    });
    expect(splitPath('https://schema.org is the context')).toEqual({
      path: null,
      text: 'https://schema.org is the context',
    });
  });

  it("lists each finding once: the engine's located list, or the spec lists without the copies in warnings", () => {
    const located: ValidateResult = {
      ...base,
      warnings: ['datePublished: not ISO 8601'],
      schemaOrgIssues: ['datePublished: not ISO 8601'],
      findings: [
        {
          severity: 'warning',
          category: 'schemaOrgIssues',
          path: 'datePublished',
          message: 'datePublished: not ISO 8601',
        },
        {
          severity: 'warning',
          category: 'warnings',
          path: 'datePublished',
          message: 'datePublished: not ISO 8601',
        },
        {
          severity: 'info',
          category: 'seoRecommendations',
          path: '',
          message: 'Article: add "url"',
        },
      ],
    };
    expect(findingsOf(located)).toEqual([
      {
        severity: 'warning',
        category: 'schemaOrgIssues',
        path: 'datePublished',
        text: 'not ISO 8601',
      },
      { severity: 'info', category: 'seoRecommendations', path: '', text: 'add "url"' },
    ]);
    const listsOnly: ValidateResult = {
      ...base,
      isValid: false,
      issues: ['headline: Required'],
      warnings: ['image: Recommended'],
      googleRichResultWarnings: ['image: Recommended'],
    };
    expect(findingsOf(listsOnly).map((f) => [f.category, f.path, f.text])).toEqual([
      ['issues', 'headline', 'Required'],
      ['googleRichResultWarnings', 'image', 'Recommended'],
    ]);
  });

  it('says Valid only when nothing at all is flagged, else the counts with the worst tone', () => {
    expect(headline([])).toEqual({ tone: 'valid', text: 'Valid' });
    const warning = {
      severity: 'warning',
      category: 'schemaOrgIssues',
      path: 'datePublished',
      text: 'x',
    } as const;
    expect(headline([warning])).toEqual({ tone: 'warning', text: '1 warning' });
    expect(
      headline([
        { ...warning, severity: 'error', category: 'issues' },
        warning,
        { ...warning, text: 'y' },
      ]),
    ).toEqual({ tone: 'error', text: '1 error, 2 warnings' });
    expect(headline([{ ...warning, severity: 'info', category: 'seoRecommendations' }])).toEqual({
      tone: 'info',
      text: '1 recommendation',
    });
  });

  it('places a finding on the first property of its path, nested paths reading from there', () => {
    const at = (path: string | null) =>
      ({ severity: 'error', category: 'issues', path, text: 'must be a number' }) as const;
    expect(fieldOf(at('offers.price'))).toEqual({
      field: 'offers',
      text: 'price: must be a number',
    });
    expect(fieldOf(at('image[1]'))).toEqual({ field: 'image', text: '[1]: must be a number' });
    expect(fieldOf(at('headline'))).toEqual({ field: 'headline', text: 'must be a number' });
    expect(fieldOf(at('@graph[0].name'))).toBeNull();
    expect(fieldOf(at(''))).toBeNull();
    expect(fieldOf(at(null))).toBeNull();
    expect([
      ...findingsByField([at('offers.price'), at('offers.priceCurrency'), at('name')]).keys(),
    ]).toEqual(['offers', 'name']);
  });
});
