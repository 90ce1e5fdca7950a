import { TestBed } from '@angular/core/testing';
import type { ValidateResult } from '@sdn/contracts';
import { ARTICLE } from '../data/article.fixture';
import { fieldFor } from '../data/json-ld-form';
import { type Finding, findingsByField, findingsOf } from '../data/validation-findings';
import { PropertyField } from './property-field';
import { ValidationReport, reportGroups } from './validation-report';

const RESULT: ValidateResult = {
  isValid: false,
  detectedTypes: ['Article'],
  issues: ['headline: Required'],
  warnings: [
    'datePublished: "yesterday" is not an ISO 8601 date',
    'image: Recommended for rich results',
  ],
  schemaOrgIssues: ['datePublished: "yesterday" is not an ISO 8601 date'],
  googleRichResultWarnings: ['image: Recommended for rich results'],
  seoRecommendations: ['Article: add "url"'],
  correctedSchema: { '@context': 'https://schema.org', '@type': 'Article', headline: 'x' },
  findings: [
    { severity: 'error', category: 'issues', path: 'headline', message: 'headline: Required' },
    {
      severity: 'warning',
      category: 'schemaOrgIssues',
      path: 'datePublished',
      message: 'datePublished: "yesterday" is not an ISO 8601 date',
    },
    {
      severity: 'warning',
      category: 'googleRichResultWarnings',
      path: 'image',
      message: 'image: Recommended for rich results',
    },
    { severity: 'info', category: 'seoRecommendations', path: '', message: 'Article: add "url"' },
  ],
};

const WARNINGS_ONLY: ValidateResult = {
  ...RESULT,
  isValid: true,
  issues: [],
  seoRecommendations: [],
  correctedSchema: null,
  findings: RESULT.findings!.filter((finding) => finding.severity === 'warning'),
};

async function render(result: ValidateResult, fieldNames: string[] = []) {
  const fixture = TestBed.createComponent(ValidationReport);
  fixture.componentRef.setInput('result', result);
  fixture.componentRef.setInput('fieldNames', fieldNames);
  await fixture.whenStable();
  return { fixture, element: fixture.nativeElement as HTMLElement };
}

describe('ValidationReport', () => {
  it('groups each finding once, by the spec list it comes from', () => {
    const groups = reportGroups(findingsOf(RESULT));
    expect(groups.map((group) => group.title)).toEqual([
      'Errors',
      'Schema.org issues',
      'Rich-result warnings',
      'SEO recommendations',
    ]);
    expect(groups.flatMap((group) => group.entries)).toHaveLength(4);
  });

  it('never says valid when something is flagged', async () => {
    expect((await render(RESULT)).element.querySelector('h3')?.textContent).toBe(
      '1 error, 2 warnings, 1 recommendation',
    );
    const warnings = (await render(WARNINGS_ONLY)).element;
    expect(warnings.querySelector('h3')?.textContent).toBe('2 warnings');
    expect(warnings.querySelector('.summary')?.getAttribute('data-tone')).toBe('warning');
    const clean = {
      ...WARNINGS_ONLY,
      warnings: [],
      schemaOrgIssues: [],
      googleRichResultWarnings: [],
      findings: [],
    };
    const valid = (await render(clean)).element;
    expect(valid.querySelector('h3')?.textContent).toBe('Valid');
    expect(valid.querySelector('.summary')?.getAttribute('data-tone')).toBe('valid');
  });

  it('shows paths, jumps to the field or the JSON, and offers the corrections for review', async () => {
    const { fixture, element } = await render(RESULT, ['headline', 'datePublished']);
    const located: Finding[] = [];
    let reviewed = 0;
    fixture.componentInstance.located.subscribe((finding) => located.push(finding));
    fixture.componentInstance.applyCorrected.subscribe(() => reviewed++);
    const errors = element.querySelector('[data-group="issues"]')!;
    expect(errors.querySelector('code')?.textContent).toBe('headline');
    const show = errors.querySelector('button.locate') as HTMLButtonElement;
    expect(show.textContent).toBe('Show field');
    show.click();
    expect(located[0]).toMatchObject({ path: 'headline', text: 'Required' });
    expect(
      element.querySelector('[data-group="googleRichResultWarnings"] button.locate')?.textContent,
    ).toBe('Show in JSON');
    (element.querySelector('.corrected button') as HTMLButtonElement).click();
    expect(reviewed).toBe(1);
    fixture.componentRef.setInput('reviewing', true);
    await fixture.whenStable();
    expect(element.querySelector('.corrected')).toBeNull();
  });

  it('puts a finding on its field as well as in the summary, once each', async () => {
    const { element } = await render(RESULT);
    const field = TestBed.createComponent(PropertyField);
    field.componentRef.setInput(
      'field',
      fieldFor(ARTICLE.properties.find((p) => p.name === 'datePublished')!),
    );
    field.componentRef.setInput('value', { mode: 'literal', text: 'yesterday' });
    field.componentRef.setInput(
      'findings',
      findingsByField(findingsOf(RESULT)).get('datePublished'),
    );
    await field.whenStable();
    const onField = [...(field.nativeElement as HTMLElement).querySelectorAll('.findings li')];
    expect(onField.map((item) => [item.getAttribute('data-severity'), item.textContent])).toEqual([
      ['warning', '"yesterday" is not an ISO 8601 date'],
    ]);
    const inSummary = [...element.querySelectorAll('li')].filter((item) =>
      item.textContent?.includes('is not an ISO 8601 date'),
    );
    expect(inSummary).toHaveLength(1);
  });
});
