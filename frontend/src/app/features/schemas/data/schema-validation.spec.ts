import { HttpTestingController } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { editorProviders } from './schema-editor.fixture';
import { SchemaForm } from './schema-form';
import { SchemaValidation } from './schema-validation';

describe('SchemaValidation', () => {
  let form: SchemaForm;
  let checks: SchemaValidation;
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({ providers: editorProviders() });
    form = TestBed.inject(SchemaForm);
    checks = TestBed.inject(SchemaValidation);
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  it('validates the JSON string, shows the corrected schema before applying it, and undoes it', async () => {
    form.replaceDocument({ '@context': 'https://schema.org', '@type': 'Article' });
    const validating = checks.validate();
    expect(checks.validating()).toBe(true);
    const request = http.expectOne('/api/validate');
    expect(JSON.parse(request.request.body.jsonString)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
    });
    request.flush({
      isValid: false,
      detectedTypes: ['Article'],
      issues: ['headline: Required'],
      warnings: [],
      correctedSchema: {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: 'Untitled',
      },
    });
    expect((await validating)?.isValid).toBe(false);
    expect(checks.validating()).toBe(false);
    expect(checks.isCurrent()).toBe(true);

    checks.reviewCorrected();
    expect(checks.proposal()).toEqual({
      kind: 'correction',
      before: { '@context': 'https://schema.org', '@type': 'Article' },
      after: { '@context': 'https://schema.org', '@type': 'Article', headline: 'Untitled' },
    });
    expect(form.node()?.['headline']).toBeUndefined();
    const applying = checks.accept();
    expect(checks.proposal()).toBeNull();
    expect(form.node()?.['headline']).toBe('Untitled');
    expect(checks.isCurrent()).toBe(false);
    http.expectOne('/api/validate').flush({
      isValid: true,
      detectedTypes: ['Article'],
      issues: [],
      warnings: [],
      correctedSchema: null,
    });
    await applying;
    expect(checks.result()?.isValid).toBe(true);
    expect(checks.isCurrent()).toBe(true);
    expect(checks.undoable()).toBe('correction');

    checks.undo();
    expect(form.node()).toEqual({ '@context': 'https://schema.org', '@type': 'Article' });
    expect(checks.result()?.isValid).toBe(false);
    expect(checks.isCurrent()).toBe(true);
    expect(checks.undoable()).toBeNull();
  });

  it('keeps the document when corrections are dismissed, and offers no undo once the user edits after applying', async () => {
    form.replaceDocument({ '@context': 'https://schema.org', '@type': 'Article' });
    const validating = checks.validate();
    http.expectOne('/api/validate').flush({
      isValid: false,
      detectedTypes: ['Article'],
      issues: ['headline: Required'],
      warnings: [],
      correctedSchema: {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: 'Untitled',
      },
    });
    await validating;
    checks.reviewCorrected();
    checks.dismiss();
    expect(checks.proposal()).toBeNull();
    expect(form.node()?.['headline']).toBeUndefined();

    checks.reviewCorrected();
    const applying = checks.accept();
    http.expectOne('/api/validate').flush({
      isValid: true,
      detectedTypes: ['Article'],
      issues: [],
      warnings: [],
      correctedSchema: null,
    });
    await applying;
    form.editJson('{"@context": "https://schema.org", "@type": "Article", "headline": "Mine"}');
    expect(checks.undoable()).toBeNull();
    checks.undo();
    expect(form.node()?.['headline']).toBe('Mine');
  });

  it('sends broken JSON to the repair as typed, shows the result, and applies it only when accepted (undoable)', async () => {
    const broken = "{'@context': 'https://schema.org', '@type': 'Article', headline: 'A',}";
    form.editJson(broken);
    const repairing = checks.repair();
    expect(checks.repairing()).toBe(true);
    const request = http.expectOne('/api/validate');
    expect(request.request.body).toEqual({ jsonString: broken });
    const repaired = { '@context': 'https://schema.org', '@type': 'Article', headline: 'A' };
    request.flush({
      isValid: false,
      detectedTypes: ['Article'],
      issues: ['Invalid JSON at line 1, column 2: …'],
      warnings: [],
      correctedSchema: repaired,
    });
    expect(await repairing).toBe(true);
    expect(checks.proposal()).toEqual({ kind: 'repair', before: broken, after: repaired });
    expect(form.jsonError()).not.toBeNull();

    const accepting = checks.accept();
    expect(form.jsonError()).toBeNull();
    expect(form.node()).toEqual(repaired);
    http.expectOne('/api/validate').flush({
      isValid: true,
      detectedTypes: ['Article'],
      issues: [],
      warnings: [],
      correctedSchema: null,
    });
    await accepting;
    expect(checks.undoable()).toBe('repair');
    checks.undo();
    expect(form.jsonText()).toBe(broken);
    expect(form.jsonError()).not.toBeNull();
  });

  it('says so when the service cannot repair the text', async () => {
    form.editJson('{"@type": ');
    const repairing = checks.repair();
    http.expectOne('/api/validate').flush({
      isValid: false,
      detectedTypes: [],
      issues: ['Invalid JSON'],
      warnings: [],
      correctedSchema: null,
    });
    expect(await repairing).toBe(false);
    expect(checks.proposal()).toBeNull();
    expect(checks.repairError()?.message).toMatch(/could not repair/);
  });

  it('explains in the browser what blocks validation and saving, without asking the server', async () => {
    expect(await checks.validate()).toBeNull();
    expect(checks.error()?.message).toBe('Choose a type first.');
    expect(checks.problemBeforeSave()).toBe('Choose a schema type first.');

    form.editJson('{"@type": ');
    expect(await checks.validate()).toBeNull();
    expect(checks.error()?.message).toMatch(/^Invalid JSON/);
    expect(checks.problemBeforeSave()).toMatch(/^Fix the JSON first\. Invalid JSON/);

    form.replaceDocument({ '@context': 'https://schema.org', '@type': 'Article' });
    expect(checks.problemBeforeSave()).toBe('Give the schema a name.');
    form.name.set('Post');
    expect(checks.problemBeforeSave()).toBe('Enter the page URL the schema is for.');
    form.pageUrl.set('https://example.com/post');
    expect(checks.problemBeforeSave()).toBeNull();
  });

  it("keeps the previous report and shows the server's reason when validation fails", async () => {
    form.replaceDocument({ '@context': 'https://schema.org', '@type': 'Article' });
    const first = checks.validate();
    http.expectOne('/api/validate').flush({
      isValid: true,
      detectedTypes: ['Article'],
      issues: [],
      warnings: [],
      correctedSchema: null,
    });
    await first;
    const second = checks.validate();
    http
      .expectOne('/api/validate')
      .flush({ error: 'Too many requests' }, { status: 429, statusText: 'Too Many Requests' });
    expect(await second).toBeNull();
    expect(checks.error()?.message).toBe('Too many requests');
    expect(checks.result()?.isValid).toBe(true);
  });

  it('places findings on their fields, and marks those of a field edited since the check', async () => {
    form.replaceDocument({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'A',
      datePublished: 'yesterday',
    });
    const validating = checks.validate();
    http.expectOne('/api/validate').flush({
      isValid: true,
      detectedTypes: ['Article'],
      issues: [],
      warnings: ['datePublished: not ISO 8601', 'image: recommended'],
      schemaOrgIssues: ['datePublished: not ISO 8601'],
      googleRichResultWarnings: ['image: recommended'],
      correctedSchema: null,
    });
    await validating;
    expect(
      checks
        .fieldFindings()
        .get('datePublished')
        ?.map((f) => f.text),
    ).toEqual(['not ISO 8601']);
    expect(
      checks
        .fieldFindings()
        .get('image')
        ?.map((f) => f.text),
    ).toEqual(['recommended']);

    form.editJson(
      '{"@context": "https://schema.org", "@type": "Article", "headline": "A", "datePublished": "2026-01-01"}',
    );
    expect(checks.isCurrent()).toBe(false);
    expect(
      checks
        .fieldFindings()
        .get('datePublished')
        ?.map((f) => f.text),
    ).toEqual(['Before your edit: not ISO 8601']);
    expect(
      checks
        .fieldFindings()
        .get('image')
        ?.map((f) => f.text),
    ).toEqual(['recommended']);
  });
});
