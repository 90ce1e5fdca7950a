import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import type { SessionResponse } from '@sdn/contracts';
import { AuthStore } from '../../../core/auth/auth-store';
import { SitesStore } from './sites-store';
import { site } from './site.fixture';

function session(workspaceId: string): SessionResponse {
  return { user: { id: 'u1', email: 'ada@example.com', name: 'Ada' }, workspace: { id: workspaceId, name: workspaceId, plan: 'free' }, role: 'owner' };
}

describe('SitesStore', () => {
  let store: SitesStore;
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({ providers: [provideHttpClient(), provideHttpClientTesting()] });
    store = TestBed.inject(SitesStore);
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  it('loads, creates, renames and deletes sites', async () => {
    const loading = store.load();
    expect(store.loading()).toBe(true);
    http.expectOne('/api/clients').flush({ items: [site()] });
    await loading;
    expect(store.loading()).toBe(false);
    expect(store.sites().map((s) => s.name)).toEqual(['Acme blog']);

    const creating = store.create({ name: 'Shop', websiteUrl: 'https://shop.test' });
    const create = http.expectOne({ method: 'POST', url: '/api/clients' });
    expect(create.request.body).toEqual({ name: 'Shop', websiteUrl: 'https://shop.test' });
    create.flush(site({ id: 'c2', name: 'Shop', websiteUrl: 'https://shop.test', schemaCount: 0 }));
    await creating;
    expect(store.sites().map((s) => s.name)).toEqual(['Acme blog', 'Shop']);

    const renaming = store.update('c2', { name: 'Shop EU' });
    const rename = http.expectOne({ method: 'PATCH', url: '/api/clients/c2' });
    expect(rename.request.body).toEqual({ name: 'Shop EU' });
    rename.flush(site({ id: 'c2', name: 'Shop EU' }));
    await renaming;
    expect(store.sites()[1]?.name).toBe('Shop EU');

    const removing = store.remove('c2');
    http.expectOne({ method: 'DELETE', url: '/api/clients/c2' }).flush(null, { status: 204, statusText: 'No Content' });
    await removing;
    expect(store.sites().map((s) => s.id)).toEqual([site().id]);
  });

  it('keeps the load error and throws mutation errors as ApiError', async () => {
    const loading = store.load();
    http.expectOne('/api/clients').flush({ error: 'Internal Server Error' }, { status: 500, statusText: 'Error' });
    await loading;
    expect(store.error()?.message).toBe('Internal Server Error');

    const creating = store.create({ name: '', websiteUrl: 'x' });
    http.expectOne({ method: 'POST', url: '/api/clients' }).flush(
      { error: 'limit_reached', details: { limit: 'clientSites', max: 1, used: 1, plan: 'free' } }, { status: 403, statusText: 'Forbidden' },
    );
    await expect(creating).rejects.toMatchObject({ status: 403, plan: { reason: 'limit_reached' } });
  });

  it("forgets the previous workspace's sites when the session moves to another workspace or ends", async () => {
    const auth = TestBed.inject(AuthStore);
    auth.adopt(session('w1'));
    const loading = store.load();
    http.expectOne('/api/clients').flush({ items: [site()] });
    await loading;
    expect(store.loaded()).toBe(true);
    expect(store.sites()).toHaveLength(1);

    auth.adopt(session('w1'));
    expect(store.sites()).toHaveLength(1);

    auth.adopt(session('w2'));
    expect(store.loaded()).toBe(false);
    expect(store.sites()).toEqual([]);

    const reloading = store.load();
    http.expectOne('/api/clients').flush({ items: [site({ id: 'c2', name: 'Shop' })] });
    await reloading;
    expect(store.sites().map((s) => s.name)).toEqual(['Shop']);

    auth.markExpired();
    expect(store.loaded()).toBe(false);
    expect(store.sites()).toEqual([]);
  });

  it("drops a list that answers after the workspace changed: it is the previous workspace's", async () => {
    const auth = TestBed.inject(AuthStore);
    auth.adopt(session('w1'));
    const stale = store.load();
    const staleRequest = http.expectOne('/api/clients');
    auth.adopt(session('w2'));
    const current = store.load();
    const currentRequest = http.expectOne('/api/clients');
    currentRequest.flush({ items: [site({ id: 'c2', name: 'Shop' })] });
    await current;
    staleRequest.flush({ items: [site()] });
    await stale;
    expect(store.loading()).toBe(false);
    expect(store.loaded()).toBe(true);
    expect(store.sites().map((s) => s.name)).toEqual(['Shop']);
  });
});
