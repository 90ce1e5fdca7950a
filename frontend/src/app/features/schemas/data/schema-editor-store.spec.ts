import { HttpTestingController } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { ARTICLE } from './article.fixture';
import { fieldFor } from './json-ld-form';
import { SchemaDraftStorage } from './schema-draft-storage';
import {
  CLIENT,
  answerTypeLookups,
  editorProviders,
  savedSchema,
  settle,
} from './schema-editor.fixture';
import { SchemaEditorStore } from './schema-editor-store';
import { SchemaForm } from './schema-form';
import { SchemaValidation } from './schema-validation';

describe('SchemaEditorStore', () => {
  let store: SchemaEditorStore;
  let form: SchemaForm;
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({ providers: editorProviders() });
    store = TestBed.inject(SchemaEditorStore);
    form = TestBed.inject(SchemaForm);
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => {
    http.verify();
    sessionStorage.clear();
  });

  async function newArticle(): Promise<void> {
    store.open(CLIENT, null);
    form.chooseType('Article');
    await settle();
    http.expectOne((req) => req.url === '/api/vocabulary/types/Article').flush(ARTICLE);
    await settle();
  }

  it('creates a draft, then saves changes with PATCH', async () => {
    await newArticle();
    expect(store.ready()).toBe(true);
    form.name.set('Launch post');
    form.pageUrl.set('https://example.com/launch');
    form.setField(fieldFor(ARTICLE.properties[0]!), { mode: 'literal', text: 'Launch' });

    const creating = store.save();
    expect(store.busy()).toBe('save');
    const create = http.expectOne(`/api/clients/${CLIENT}/schemas`);
    expect(create.request.method).toBe('POST');
    expect(create.request.body).toEqual({
      name: 'Launch post',
      pageUrl: 'https://example.com/launch',
      jsonLd: savedSchema().jsonLd,
    });
    create.flush(savedSchema());
    expect((await creating).ok).toBe(true);
    expect(store.busy()).toBeNull();
    expect(store.isNew()).toBe(false);
    expect(form.dirty()).toBe(false);

    form.name.set('Renamed');
    expect(form.dirty()).toBe(true);
    const updating = store.save();
    const update = http.expectOne(`/api/clients/${CLIENT}/schemas/s1`);
    expect(update.request.method).toBe('PATCH');
    update.flush(savedSchema({ name: 'Renamed' }));
    await updating;
    expect(form.dirty()).toBe(false);
  });

  it('refuses to save without a name or page URL, and keeps server errors', async () => {
    await newArticle();
    expect(await store.save()).toMatchObject({
      ok: false,
      error: { message: 'Give the schema a name.' },
    });
    expect(store.error()?.message).toBe('Give the schema a name.');
    form.name.set('x');
    form.pageUrl.set('not a url');
    const saving = store.save();
    expect(store.error()).toBeNull();
    http.expectOne(`/api/clients/${CLIENT}/schemas`).flush(
      {
        error: 'Validation failed',
        details: { pageUrl: { _errors: ['Must be an absolute http(s) URL'] } },
      },
      { status: 400, statusText: 'Bad Request' },
    );
    expect(await saving).toMatchObject({ ok: false, error: { message: 'Validation failed' } });
    expect(store.fieldErrors()['pageUrl']).toEqual(['Must be an absolute http(s) URL']);
  });

  it('loads a saved schema with its type and runs transitions', async () => {
    store.open(CLIENT, 's1');
    await settle();
    expect(store.ready()).toBe(false);
    http.expectOne(`/api/clients/${CLIENT}/schemas/s1`).flush(savedSchema());
    await settle();
    http.expectOne((req) => req.url === '/api/vocabulary/types/Article').flush(ARTICLE);
    await settle();
    expect(store.ready()).toBe(true);
    expect(form.fields()[0]?.name).toBe('headline');
    expect(form.name()).toBe('Launch post');
    expect(form.dirty()).toBe(false);
    expect(store.status()).toBe('draft');

    const publishing = store.transition('publish');
    expect(store.busy()).toBe('publish');
    const publish = http.expectOne(`/api/clients/${CLIENT}/schemas/s1/publish`);
    expect(publish.request.method).toBe('POST');
    publish.flush(savedSchema({ status: 'published' }));
    await publishing;
    expect(store.status()).toBe('published');

    const pausing = store.transition('unpause');
    http
      .expectOne(`/api/clients/${CLIENT}/schemas/s1/unpause`)
      .flush(
        { error: 'Cannot unpause a published schema' },
        { status: 409, statusText: 'Conflict' },
      );
    expect(await pausing).toMatchObject({
      ok: false,
      error: { status: 409, message: 'Cannot unpause a published schema' },
    });
    expect(store.error()?.message).toBe('Cannot unpause a published schema');
    expect(store.status()).toBe('published');
  });

  it("shows why a schema cannot be opened, and offers the tab's unsaved edits of a saved schema", async () => {
    store.open(CLIENT, 'gone');
    await settle();
    http
      .expectOne(`/api/clients/${CLIENT}/schemas/gone`)
      .flush({ error: 'Schema not found' }, { status: 404, statusText: 'Not Found' });
    await settle();
    expect(store.ready()).toBe(true);
    expect(store.isNew()).toBe(true);
    expect(store.error()?.message).toBe('Schema not found');

    sessionStorage.setItem(
      `sdn-draft:${CLIENT}:s1`,
      JSON.stringify({
        name: 'Edited offline',
        pageUrl: 'https://example.com/launch',
        json: '{"@type":"Article"}',
      }),
    );
    store.open(CLIENT, 's1');
    await settle();
    http.expectOne(`/api/clients/${CLIENT}/schemas/s1`).flush(savedSchema());
    await settle();
    http.expectOne((req) => req.url === '/api/vocabulary/types/Article').flush(ARTICLE);
    expect(store.error()).toBeNull();
    expect(TestBed.inject(SchemaDraftStorage).restorable()?.name).toBe('Edited offline');
  });

  it('deletes the saved schema', async () => {
    store.open(CLIENT, 's1');
    await settle();
    http.expectOne(`/api/clients/${CLIENT}/schemas/s1`).flush(savedSchema());
    await settle();
    http.expectOne((req) => req.url === '/api/vocabulary/types/Article').flush(ARTICLE);
    const removing = store.remove();
    expect(store.busy()).toBe('delete');
    http
      .expectOne({ method: 'DELETE', url: `/api/clients/${CLIENT}/schemas/s1` })
      .flush(null, { status: 204, statusText: 'No Content' });
    expect((await removing).ok).toBe(true);
  });

  it("forgets the previous schema's report, proposed corrections and undo when another one is opened", async () => {
    const checks = TestBed.inject(SchemaValidation);
    await newArticle();
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
    expect(checks.proposal()).not.toBeNull();

    store.open(CLIENT, 's1');
    expect(checks.result()).toBeNull();
    expect(checks.proposal()).toBeNull();
    expect(checks.findings()).toEqual([]);
    await settle();
    http.expectOne(`/api/clients/${CLIENT}/schemas/s1`).flush(savedSchema());
    await settle();
    expect(form.node()?.['headline']).toBe('Launch');
    expect(await answerTypeLookups(http, ARTICLE)).toEqual(['headline']);
  });
});
