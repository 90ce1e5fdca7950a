import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import type { SessionResponse } from '@sdn/contracts';
import { firstValueFrom } from 'rxjs';
import { AuthStore } from '../../../core/auth/auth-store';
import { mutation } from '../../../shared/data/mutation';
import { SitesStore } from './sites-store';
import { site } from './site.fixture';

function session(workspaceId: string): SessionResponse {
  return {
    user: { id: 'u1', email: 'ada@example.com', name: 'Ada' },
    workspace: { id: workspaceId, name: workspaceId, plan: 'free' },
    role: 'owner',
  };
}

/** Lets the resource's effect send its request, then lets the answer reach the signals. */
async function settle(): Promise<void> {
  TestBed.tick();
  await new Promise((resolve) => setTimeout(resolve));
}

describe('SitesStore', () => {
  let store: SitesStore;
  let http: HttpTestingController;
  let auth: AuthStore;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [SitesStore, provideHttpClient(), provideHttpClientTesting()],
    });
    auth = TestBed.inject(AuthStore);
    auth.adopt(session('w1'));
    store = TestBed.inject(SitesStore);
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  it('loads, creates, renames and deletes sites', async () => {
    TestBed.tick();
    expect(store.loading()).toBe(true);
    http.expectOne('/api/clients').flush({ items: [site()] });
    await settle();
    expect(store.loading()).toBe(false);
    expect(store.sites().map((s) => s.name)).toEqual(['Acme blog']);

    const creating = firstValueFrom(
      store.create({ name: 'Shop', websiteUrl: 'https://shop.test' }),
    );
    const create = http.expectOne({ method: 'POST', url: '/api/clients' });
    expect(create.request.body).toEqual({ name: 'Shop', websiteUrl: 'https://shop.test' });
    create.flush(site({ id: 'c2', name: 'Shop', websiteUrl: 'https://shop.test', schemaCount: 0 }));
    await creating;
    expect(store.sites().map((s) => s.name)).toEqual(['Acme blog', 'Shop']);

    const renaming = firstValueFrom(store.update('c2', { name: 'Shop EU' }));
    const rename = http.expectOne({ method: 'PATCH', url: '/api/clients/c2' });
    expect(rename.request.body).toEqual({ name: 'Shop EU' });
    rename.flush(site({ id: 'c2', name: 'Shop EU' }));
    await renaming;
    expect(store.sites()[1]?.name).toBe('Shop EU');

    const removing = firstValueFrom(store.remove('c2'));
    http
      .expectOne({ method: 'DELETE', url: '/api/clients/c2' })
      .flush(null, { status: 204, statusText: 'No Content' });
    await removing;
    expect(store.sites().map((s) => s.id)).toEqual([site().id]);
  });

  it('keeps the load error, reads again on reload, and hands mutation errors over as ApiError', async () => {
    TestBed.tick();
    http
      .expectOne('/api/clients')
      .flush({ error: 'Internal Server Error' }, { status: 500, statusText: 'Error' });
    await settle();
    expect(store.error()?.message).toBe('Internal Server Error');
    expect(store.sites()).toEqual([]);
    expect(store.loaded()).toBe(false);

    const create = mutation(() => store.create({ name: '', websiteUrl: 'x' }));
    const creating = create.run();
    http.expectOne({ method: 'POST', url: '/api/clients' }).flush(
      {
        error: 'limit_reached',
        details: { limit: 'clientSites', max: 1, used: 1, plan: 'free' },
      },
      { status: 403, statusText: 'Forbidden' },
    );
    expect(await creating).toMatchObject({
      ok: false,
      error: { status: 403, plan: { reason: 'limit_reached' } },
    });

    store.reload();
    await settle();
    http.expectOne('/api/clients').flush({ items: [site()] });
    await settle();
    expect(store.error()).toBeNull();
    expect(store.loaded()).toBe(true);
  });

  it("forgets the previous workspace's sites when the session moves to another workspace or ends", async () => {
    TestBed.tick();
    http.expectOne('/api/clients').flush({ items: [site()] });
    await settle();
    expect(store.loaded()).toBe(true);
    expect(store.sites()).toHaveLength(1);

    auth.adopt(session('w1'));
    await settle();
    http.expectNone('/api/clients');
    expect(store.sites()).toHaveLength(1);

    auth.adopt(session('w2'));
    expect(store.loaded()).toBe(false);
    expect(store.sites()).toEqual([]);

    await settle();
    http.expectOne('/api/clients').flush({ items: [site({ id: 'c2', name: 'Shop' })] });
    await settle();
    expect(store.sites().map((s) => s.name)).toEqual(['Shop']);

    auth.markExpired();
    expect(store.loaded()).toBe(false);
    expect(store.sites()).toEqual([]);
    await settle();
  });

  it("drops a list that answers after the workspace changed: it is the previous workspace's", async () => {
    TestBed.tick();
    const staleRequest = http.expectOne('/api/clients');
    auth.adopt(session('w2'));
    await settle();
    expect(staleRequest.cancelled).toBe(true);
    http.expectOne('/api/clients').flush({ items: [site({ id: 'c2', name: 'Shop' })] });
    await settle();
    expect(store.loading()).toBe(false);
    expect(store.loaded()).toBe(true);
    expect(store.sites().map((s) => s.name)).toEqual(['Shop']);
  });

  it("does not add a site created in the previous workspace to the new workspace's list", async () => {
    TestBed.tick();
    http.expectOne('/api/clients').flush({ items: [site()] });
    await settle();
    const creating = firstValueFrom(
      store.create({ name: 'Shop', websiteUrl: 'https://shop.test' }),
    );
    const create = http.expectOne({ method: 'POST', url: '/api/clients' });
    auth.adopt(session('w2'));
    await settle();
    http.expectOne('/api/clients').flush({ items: [] });
    await settle();
    create.flush(site({ id: 'c2', name: 'Shop' }));
    await creating;
    expect(store.sites()).toEqual([]);
  });
});
