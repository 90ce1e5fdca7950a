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

  it('validates the JSON string and applies the corrected schema', async () => {
    form.replaceDocument({ '@context': 'https://schema.org', '@type': 'Article' });
    const validating = checks.validate();
    expect(checks.validating()).toBe(true);
    const request = http.expectOne('/api/validate');
    expect(JSON.parse(request.request.body.jsonString)).toEqual({ '@context': 'https://schema.org', '@type': 'Article' });
    request.flush({
      isValid: false, detectedTypes: ['Article'], issues: ['headline: Required'], warnings: [],
      correctedSchema: { '@context': 'https://schema.org', '@type': 'Article', headline: 'Untitled' },
    });
    expect((await validating)?.isValid).toBe(false);
    expect(checks.validating()).toBe(false);
    expect(checks.isCurrent()).toBe(true);

    const applying = checks.applyCorrected();
    expect(form.node()?.['headline']).toBe('Untitled');
    expect(checks.isCurrent()).toBe(false);
    http.expectOne('/api/validate').flush({ isValid: true, detectedTypes: ['Article'], issues: [], warnings: [], correctedSchema: null });
    await applying;
    expect(checks.result()?.isValid).toBe(true);
    expect(checks.isCurrent()).toBe(true);
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
    http.expectOne('/api/validate').flush({ isValid: true, detectedTypes: ['Article'], issues: [], warnings: [], correctedSchema: null });
    await first;
    const second = checks.validate();
    http.expectOne('/api/validate').flush({ error: 'Too many requests' }, { status: 429, statusText: 'Too Many Requests' });
    expect(await second).toBeNull();
    expect(checks.error()?.message).toBe('Too many requests');
    expect(checks.result()?.isValid).toBe(true);
  });
});
