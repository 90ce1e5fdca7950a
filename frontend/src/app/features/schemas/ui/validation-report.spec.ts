import { TestBed } from '@angular/core/testing';
import type { ValidateResult } from '@sdn/contracts';
import { ValidationReport, reportGroups, splitPath } from './validation-report';

const RESULT: ValidateResult = {
  isValid: false,
  detectedTypes: ['Article'],
  issues: ['headline: Required'],
  warnings: ['Unknown property "foo" (at $.foo)'],
  schemaOrgIssues: [],
  googleRichResultWarnings: ['image: Recommended for rich results'],
  seoRecommendations: ['Add a description'],
  correctedSchema: { '@context': 'https://schema.org', '@type': 'Article', headline: 'x' },
};

describe('ValidationReport', () => {
  it('splits paths from messages', () => {
    expect(splitPath('author.name: Required')).toEqual({ path: 'author.name', text: 'Required' });
    expect(splitPath('offers[0].price: Must be a number')).toEqual({ path: 'offers[0].price', text: 'Must be a number' });
    expect(splitPath('Unknown property (at $.foo)')).toEqual({ path: '$.foo', text: 'Unknown property' });
    expect(splitPath('https://schema.org is the context')).toEqual({ path: null, text: 'https://schema.org is the context' });
  });

  it('groups the result and drops empty groups', () => {
    expect(reportGroups(RESULT).map((group) => group.title)).toEqual(['Errors', 'Warnings', 'Rich-result warnings', 'SEO recommendations']);
    const duplicated = { ...RESULT, warnings: [...RESULT.warnings, 'image: Recommended for rich results'] };
    expect(reportGroups(duplicated).find((group) => group.key === 'warnings')?.entries).toHaveLength(1);
  });

  it('renders every group with its paths and offers the corrected schema', async () => {
    const fixture = TestBed.createComponent(ValidationReport);
    fixture.componentRef.setInput('result', RESULT);
    let applied = 0;
    fixture.componentInstance.applyCorrected.subscribe(() => applied++);
    await fixture.whenStable();
    const element: HTMLElement = fixture.nativeElement;
    expect(element.querySelector('h3')?.textContent).toContain('Invalid: 1 error(s)');
    const errors = element.querySelector('[data-group="issues"]')!;
    expect(errors.querySelector('code')?.textContent).toBe('headline');
    expect(errors.textContent).toContain('Required');
    expect(element.querySelector('[data-group="richResults"]')?.textContent).toContain('Recommended for rich results');
    expect(element.querySelector('[data-group="seo"]')?.textContent).toContain('Add a description');
    (element.querySelector('.corrected button') as HTMLButtonElement).click();
    expect(applied).toBe(1);
  });
});
