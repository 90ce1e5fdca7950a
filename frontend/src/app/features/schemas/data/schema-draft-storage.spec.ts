import { HttpTestingController } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { ARTICLE } from './article.fixture';
import { SchemaDraftStorage } from './schema-draft-storage';
import { CLIENT, editorProviders, settle } from './schema-editor.fixture';
import { SchemaForm } from './schema-form';

const NEW_KEY = `sdn-draft:${CLIENT}:new`;

describe('SchemaDraftStorage', () => {
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({ providers: editorProviders() });
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => {
    http.verify();
    sessionStorage.clear();
  });

  it('keeps unsaved edits in the tab and offers them back on the next visit', async () => {
    const form = TestBed.inject(SchemaForm);
    const drafts = TestBed.inject(SchemaDraftStorage);
    drafts.watch(CLIENT, null);
    form.name.set('Unsaved post');
    form.editJson('{"@context":"https://schema.org","@type":"Article","headline":"Kept"}');
    TestBed.tick();
    expect(JSON.parse(sessionStorage.getItem(NEW_KEY)!).name).toBe('Unsaved post');
    http.expectOne((req) => req.url === '/api/vocabulary/types/Article').flush(ARTICLE);

    // The page is left (it keeps nothing more); the next visit starts from an empty form, as a reopened editor does.
    drafts.pause();
    form.reset({ name: '', pageUrl: '', jsonLd: null });
    const next = TestBed.runInInjectionContext(() => new SchemaDraftStorage());
    next.watch(CLIENT, null);
    TestBed.tick();
    expect(next.restorable()?.name).toBe('Unsaved post');
    expect(sessionStorage.getItem(NEW_KEY)).not.toBeNull();
  });

  it('restores a draft into the form, where it counts as unsaved', async () => {
    sessionStorage.setItem(
      NEW_KEY,
      JSON.stringify({
        name: 'Kept post',
        pageUrl: '',
        json: '{"@context":"https://schema.org","@type":"Article","headline":"Kept"}',
      }),
    );
    const form = TestBed.inject(SchemaForm);
    const drafts = TestBed.inject(SchemaDraftStorage);
    drafts.watch(CLIENT, null);
    drafts.restore();
    expect(drafts.restorable()).toBeNull();
    await settle();
    http.expectOne((req) => req.url === '/api/vocabulary/types/Article').flush(ARTICLE);
    await settle();
    expect(form.fields()[0]?.name).toBe('headline');
    expect(form.name()).toBe('Kept post');
    expect(form.node()?.['headline']).toBe('Kept');
    expect(form.dirty()).toBe(true);
  });

  it('discards an offered draft, forgets edits when the user leaves, and drops the draft once nothing differs', () => {
    sessionStorage.setItem(
      NEW_KEY,
      JSON.stringify({ name: 'Old', pageUrl: '', json: '{"@type":"Thing"}' }),
    );
    const form = TestBed.inject(SchemaForm);
    const drafts = TestBed.inject(SchemaDraftStorage);
    drafts.watch(CLIENT, null);
    drafts.discard();
    expect(drafts.restorable()).toBeNull();
    expect(sessionStorage.getItem(NEW_KEY)).toBeNull();

    form.name.set('Typed');
    form.editJson('{"@type": ');
    TestBed.tick();
    expect(JSON.parse(sessionStorage.getItem(NEW_KEY)!)).toEqual({
      name: 'Typed',
      pageUrl: '',
      json: '{"@type": ',
    });
    form.name.set('');
    form.editJson('');
    TestBed.tick();
    expect(sessionStorage.getItem(NEW_KEY)).toBeNull();

    form.name.set('Typed again');
    form.editJson('{"@type": ');
    TestBed.tick();
    drafts.forget();
    TestBed.tick();
    expect(sessionStorage.getItem(NEW_KEY)).toBeNull();
    form.name.set('After leaving');
    TestBed.tick();
    expect(sessionStorage.getItem(NEW_KEY)).toBeNull();
  });

  it('moves the new schema’s draft under its id after the first save, and ignores an unreadable draft', () => {
    sessionStorage.setItem(`sdn-draft:${CLIENT}:s9`, '{not json');
    const form = TestBed.inject(SchemaForm);
    const drafts = TestBed.inject(SchemaDraftStorage);
    drafts.watch(CLIENT, 's9');
    expect(drafts.restorable()).toBeNull();

    drafts.watch(CLIENT, null);
    form.name.set('Typed');
    form.editJson('{"@type": ');
    TestBed.tick();
    drafts.moveNewTo(CLIENT, 's2');
    TestBed.tick();
    expect(sessionStorage.getItem(NEW_KEY)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(`sdn-draft:${CLIENT}:s2`)!).name).toBe('Typed');
  });
});
