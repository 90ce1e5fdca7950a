import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import type { SchemaDto } from '@sdn/contracts';
import { SchemaEditorStore } from './schema-editor-store';
import { fieldFor } from './json-ld-form';
import { ARTICLE } from './article.fixture';

const CLIENT = '5b0f3c3e-8f7e-4a55-9a44-3f1b1f0f0001';

function saved(overrides: Partial<SchemaDto> = {}): SchemaDto {
  return {
    id: 's1', clientId: CLIENT, name: 'Launch post', schemaType: 'Article', pageUrl: 'https://example.com/launch',
    status: 'draft', jsonLd: { '@context': 'https://schema.org', '@type': 'Article', headline: 'Launch' },
    createdAt: '2026-11-01T10:00:00Z', updatedAt: '2026-11-01T10:00:00Z', publishedAt: null, ...overrides,
  };
}

describe('SchemaEditorStore', () => {
  let store: SchemaEditorStore;
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({ providers: [SchemaEditorStore, provideHttpClient(), provideHttpClientTesting()] });
    store = TestBed.inject(SchemaEditorStore);
    http = TestBed.inject(HttpTestingController);
    store.startNew(CLIENT);
  });

  afterEach(() => {
    http.verify();
    sessionStorage.clear();
  });

  async function chooseArticle(): Promise<void> {
    const choosing = store.chooseType('Article');
    http.expectOne('/api/vocabulary/types/Article').flush(ARTICLE);
    await choosing;
  }

  it('keeps the form and the JSON editor in sync both ways', async () => {
    await chooseArticle();
    expect(store.fields().map((f) => f.name)).toEqual(['headline', 'author', 'datePublished', 'image']);

    store.setField(fieldFor(ARTICLE.properties[0]!), { mode: 'literal', text: 'Hello world' });
    expect(JSON.parse(store.jsonText())).toEqual({ '@context': 'https://schema.org', '@type': 'Article', headline: 'Hello world' });
    expect(store.preview()).toContain('<script type="application/ld+json">');

    store.editJson('{"@context":"https://schema.org","@type":"Article","headline":"From JSON","wordCount":3}');
    expect(store.node()?.['headline']).toBe('From JSON');
    expect(store.fields().map((f) => f.name)).toContain('wordCount');

    store.editJson('{"@context": ');
    expect(store.jsonError()).toMatch(/^Invalid JSON/);
    expect(store.jsonText()).toBe('{"@context": ');
    expect(store.node()?.['headline']).toBe('From JSON');
  });

  it('adds and removes optional properties', async () => {
    await chooseArticle();
    store.addField('publisher');
    expect(store.fields().at(-1)?.name).toBe('publisher');
    expect(store.addable().map((p) => p.name)).not.toContain('publisher');
    store.setField(fieldFor(ARTICLE.properties[7]!), { mode: 'node', type: 'Organization', name: 'ACME' });
    store.removeField('publisher');
    expect(store.node()?.['publisher']).toBeUndefined();
    expect(store.fields().map((f) => f.name)).not.toContain('publisher');
  });

  it('validates the JSON string and applies the corrected schema', async () => {
    await chooseArticle();
    const validating = store.validate();
    const request = http.expectOne('/api/validate');
    expect(JSON.parse(request.request.body.jsonString)).toEqual({ '@context': 'https://schema.org', '@type': 'Article' });
    request.flush({
      isValid: false, detectedTypes: ['Article'], issues: ['headline: Required'], warnings: [],
      correctedSchema: { '@context': 'https://schema.org', '@type': 'Article', headline: 'Untitled' },
    });
    expect((await validating)?.isValid).toBe(false);
    expect(store.validationIsCurrent()).toBe(true);

    const applying = store.applyCorrected();
    expect(store.node()?.['headline']).toBe('Untitled');
    http.expectOne('/api/validate').flush({ isValid: true, detectedTypes: ['Article'], issues: [], warnings: [], correctedSchema: null });
    await applying;
    expect(store.validation()?.isValid).toBe(true);
  });

  it('creates a draft, then saves changes with PATCH', async () => {
    await chooseArticle();
    store.name.set('Launch post');
    store.pageUrl.set('https://example.com/launch');
    store.setField(fieldFor(ARTICLE.properties[0]!), { mode: 'literal', text: 'Launch' });

    const creating = store.save();
    const create = http.expectOne(`/api/clients/${CLIENT}/schemas`);
    expect(create.request.method).toBe('POST');
    expect(create.request.body).toEqual({ name: 'Launch post', pageUrl: 'https://example.com/launch', jsonLd: saved().jsonLd });
    create.flush(saved());
    await creating;
    expect(store.isNew()).toBe(false);
    expect(store.dirty()).toBe(false);

    store.name.set('Renamed');
    expect(store.dirty()).toBe(true);
    const updating = store.save();
    const update = http.expectOne(`/api/clients/${CLIENT}/schemas/s1`);
    expect(update.request.method).toBe('PATCH');
    update.flush(saved({ name: 'Renamed' }));
    await updating;
    expect(store.dirty()).toBe(false);
  });

  it('refuses to save without a name or page URL, and keeps server errors', async () => {
    await chooseArticle();
    await expect(store.save()).rejects.toMatchObject({ message: 'Give the schema a name.' });
    store.name.set('x');
    store.pageUrl.set('not a url');
    const saving = store.save();
    http.expectOne(`/api/clients/${CLIENT}/schemas`).flush(
      { error: 'Validation failed', details: { pageUrl: { _errors: ['Must be an absolute http(s) URL'] } } },
      { status: 400, statusText: 'Bad Request' },
    );
    await expect(saving).rejects.toMatchObject({ message: 'Validation failed' });
    expect(store.fieldErrors()['pageUrl']).toEqual(['Must be an absolute http(s) URL']);
  });

  it('loads a saved schema with its type and runs transitions', async () => {
    const loading = store.load(CLIENT, 's1');
    http.expectOne(`/api/clients/${CLIENT}/schemas/s1`).flush(saved());
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve));
    http.expectOne('/api/vocabulary/types/Article').flush(ARTICLE);
    await loading;
    expect(store.fields()[0]?.name).toBe('headline');
    expect(store.status()).toBe('draft');

    const publishing = store.transition('publish');
    const publish = http.expectOne(`/api/clients/${CLIENT}/schemas/s1/publish`);
    expect(publish.request.method).toBe('POST');
    publish.flush(saved({ status: 'published' }));
    await publishing;
    expect(store.status()).toBe('published');

    const pausing = store.transition('unpause');
    http.expectOne(`/api/clients/${CLIENT}/schemas/s1/unpause`).flush(
      { error: 'Cannot unpause a published schema' }, { status: 409, statusText: 'Conflict' },
    );
    await expect(pausing).rejects.toMatchObject({ status: 409, message: 'Cannot unpause a published schema' });
    expect(store.error()?.message).toBe('Cannot unpause a published schema');
    expect(store.status()).toBe('published');
  });

  it('keeps unsaved edits in the tab and offers them back on the next visit', async () => {
    await chooseArticle();
    store.name.set('Unsaved post');
    store.editJson('{"@context":"https://schema.org","@type":"Article","headline":"Kept"}');
    TestBed.tick();
    expect(JSON.parse(sessionStorage.getItem(`sdn-draft:${CLIENT}:new`)!).name).toBe('Unsaved post');

    const next = TestBed.runInInjectionContext(() => new SchemaEditorStore());
    next.startNew(CLIENT);
    TestBed.tick();
    expect(next.restorable()?.name).toBe('Unsaved post');
    expect(sessionStorage.getItem(`sdn-draft:${CLIENT}:new`)).not.toBeNull();
    next.restoreDraft();
    await new Promise((resolve) => setTimeout(resolve));
    expect(next.fields()[0]?.name).toBe('headline');
    expect(next.name()).toBe('Unsaved post');
    expect(next.node()?.['headline']).toBe('Kept');

    next.discardDraft();
    next.name.set('');
    next.editJson('');
    TestBed.tick();
  });
});
