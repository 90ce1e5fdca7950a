import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import type { SessionResponse } from '@sdn/contracts';
import { firstValueFrom } from 'rxjs';
import { AuthStore } from './auth-store';
import { safeReturnUrl } from './auth-guards';

const SESSION: SessionResponse = {
  user: { id: 'u1', email: 'ada@example.com', name: 'Ada' },
  workspace: { id: 'w1', name: 'Ada', plan: 'free' },
  role: 'owner',
};

describe('AuthStore', () => {
  let store: AuthStore;
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [provideHttpClient(), provideHttpClientTesting()],
    });
    store = TestBed.inject(AuthStore);
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  it('asks the server once who is logged in and shares the answer', async () => {
    const first = firstValueFrom(store.ensureSession());
    const second = firstValueFrom(store.ensureSession());
    http.expectOne('/api/auth/me').flush(SESSION);
    expect(await first).toEqual(SESSION);
    expect(await second).toEqual(SESSION);
    expect(await firstValueFrom(store.ensureSession())).toEqual(SESSION);
    expect(store.isLoggedIn()).toBe(true);
    expect(store.plan()).toBe('free');
  });

  it('takes a plan stated by another answer at once, and ignores it while logged out', async () => {
    store.notePlan('agency');
    expect(store.session()).toBeUndefined();
    const session = firstValueFrom(store.ensureSession());
    http.expectOne('/api/auth/me').flush(SESSION);
    await session;
    store.notePlan('agency');
    expect(store.plan()).toBe('agency');
    expect(store.session()?.user).toEqual(SESSION.user);
  });

  it('treats 401 from /me as logged out', async () => {
    const answer = firstValueFrom(store.ensureSession());
    http
      .expectOne('/api/auth/me')
      .flush({ error: 'Not logged in' }, { status: 401, statusText: 'Unauthorized' });
    expect(await answer).toBeNull();
    expect(store.isLoggedIn()).toBe(false);
  });

  it('logs in, then logs out even when the server call fails', async () => {
    const login = firstValueFrom(store.login({ email: 'ada@example.com', password: 'secret-123' }));
    const request = http.expectOne('/api/auth/login');
    expect(request.request.method).toBe('POST');
    expect(request.request.body).toEqual({ email: 'ada@example.com', password: 'secret-123' });
    request.flush(SESSION);
    await login;
    expect(store.session()).toEqual(SESSION);

    const logout = firstValueFrom(store.logout());
    http.expectOne('/api/auth/logout').flush(null, { status: 500, statusText: 'Error' });
    await expect(logout).rejects.toBeTruthy();
    expect(store.session()).toBeNull();
  });
});

describe('safeReturnUrl', () => {
  it('only accepts paths inside the app', () => {
    expect(safeReturnUrl('/sites/abc')).toBe('/sites/abc');
    expect(safeReturnUrl('https://evil.example')).toBe('/sites');
    expect(safeReturnUrl('//evil.example')).toBe('/sites');
    expect(safeReturnUrl('/login?returnUrl=x')).toBe('/sites');
    expect(safeReturnUrl(undefined)).toBe('/sites');
  });
});
