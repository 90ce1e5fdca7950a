import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { DomainLockStore } from './domain-lock-store';
import { site } from './site.fixture';

describe('DomainLockStore', () => {
  let store: DomainLockStore;
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [DomainLockStore, provideHttpClient(), provideHttpClientTesting()],
    });
    store = TestBed.inject(DomainLockStore);
    http = TestBed.inject(HttpTestingController);
    store.reset({ enabled: false, allowedHosts: ['www.acme.test'] });
  });

  afterEach(() => http.verify());

  it('adds typed or pasted hosts once, removes them, and knows when the form differs from what is saved', () => {
    expect(store.dirty()).toBe(false);
    store.setDraft('  https://Shop.Acme.test/basket?x=1 ');
    expect(store.addDraft()).toBe(true);
    store.setDraft('blog.acme.test/posts');
    store.addDraft();
    expect(store.hosts()).toEqual(['www.acme.test', 'shop.acme.test', 'blog.acme.test']);
    expect(store.draft()).toBe('');
    expect(store.dirty()).toBe(true);

    store.setDraft('SHOP.acme.test');
    expect(store.addDraft()).toBe(false);
    expect(store.draftError()).toBe('shop.acme.test is already in the list');
    store.setDraft('   ');
    expect(store.addDraft()).toBe(false);
    expect(store.draftError()).toContain('hostname');
    store.setDraft('x');
    expect(store.draftError()).toBeNull();

    store.removeHost('shop.acme.test');
    store.removeHost('blog.acme.test');
    expect(store.dirty()).toBe(false);
    store.setEnabled(true);
    expect(store.dirty()).toBe(true);
  });

  it('saves the toggle and the list, then starts over from what the server answered', async () => {
    store.setEnabled(true);
    store.setDraft('shop.acme.test');
    store.addDraft();
    const saving = store.save('c1');
    expect(store.saving()).toBe(true);
    const request = http.expectOne({ method: 'PATCH', url: '/api/clients/c1/domain-lock' });
    expect(request.request.body).toEqual({
      enabled: true,
      allowedHosts: ['www.acme.test', 'shop.acme.test'],
    });
    request.flush(
      site({
        id: 'c1',
        domainLock: { enabled: true, allowedHosts: ['www.acme.test', 'shop.acme.test'] },
      }),
    );
    const saved = await saving;
    expect(saved?.domainLock.enabled).toBe(true);
    expect(store.saving()).toBe(false);
    expect(store.dirty()).toBe(false);
    expect(store.enabled()).toBe(true);
  });

  it("keeps the edits and exposes the server's hostname messages when it refuses", async () => {
    store.setDraft('bad_host');
    store.addDraft();
    const saving = store.save('c1');
    http.expectOne('/api/clients/c1/domain-lock').flush(
      {
        error: 'Validation failed',
        details: { allowedHosts: { _errors: ['"bad_host" is not a valid hostname'] } },
      },
      { status: 400, statusText: 'Bad Request' },
    );
    expect(await saving).toBeNull();
    expect(store.hostErrors()).toEqual(['"bad_host" is not a valid hostname']);
    expect(store.hosts()).toEqual(['www.acme.test', 'bad_host']);
    expect(store.dirty()).toBe(true);
    expect(store.saving()).toBe(false);
  });
});
