import { HttpClient, provideHttpClient, withInterceptors } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';
import { firstValueFrom } from 'rxjs';
import { AuthStore } from '../auth/auth-store';
import { jsonContentTypeInterceptor } from './json-content-type.interceptor';
import { sessionExpiredInterceptor } from './session-expired.interceptor';

@Component({ template: '' })
class Blank {}

describe('HTTP interceptors', () => {
  let http: HttpClient;
  let backend: HttpTestingController;
  let router: Router;

  beforeEach(async () => {
    TestBed.configureTestingModule({
      providers: [
        provideRouter([
          { path: 'login', component: Blank },
          { path: 'sites/:id', component: Blank },
        ]),
        provideHttpClient(
          withInterceptors([jsonContentTypeInterceptor, sessionExpiredInterceptor]),
        ),
        provideHttpClientTesting(),
      ],
    });
    http = TestBed.inject(HttpClient);
    backend = TestBed.inject(HttpTestingController);
    router = TestBed.inject(Router);
    await router.navigateByUrl('/sites/abc?tab=1');
  });

  it('marks every state-changing request as JSON, even without a body', () => {
    void firstValueFrom(http.post('/api/clients/a/schemas/b/publish', {}));
    void firstValueFrom(http.delete('/api/clients/a'));
    void firstValueFrom(http.get('/api/clients'));
    expect(
      backend.expectOne('/api/clients/a/schemas/b/publish').request.headers.get('Content-Type'),
    ).toBe('application/json');
    expect(
      backend.expectOne((r) => r.method === 'DELETE').request.headers.get('Content-Type'),
    ).toBe('application/json');
    expect(backend.expectOne((r) => r.method === 'GET').request.headers.has('Content-Type')).toBe(
      false,
    );
  });

  it('sends the user to log in with the page remembered when a request answers 401', async () => {
    const auth = TestBed.inject(AuthStore);
    const answer = firstValueFrom(http.get('/api/clients'));
    backend
      .expectOne('/api/clients')
      .flush({ error: 'Authentication required' }, { status: 401, statusText: 'Unauthorized' });
    await expect(answer).rejects.toBeTruthy();
    await TestBed.inject(Router).navigated;
    await new Promise((resolve) => setTimeout(resolve));
    expect(router.url).toBe('/login?returnUrl=%2Fsites%2Fabc%3Ftab%3D1');
    expect(auth.session()).toBeNull();
  });

  it('leaves a failed log-in alone', async () => {
    const answer = firstValueFrom(http.post('/api/auth/login', {}));
    backend
      .expectOne('/api/auth/login')
      .flush({ error: 'Invalid email or password' }, { status: 401, statusText: 'Unauthorized' });
    await expect(answer).rejects.toBeTruthy();
    expect(router.url).toBe('/sites/abc?tab=1');
  });
});
