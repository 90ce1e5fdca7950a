import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';
import { AuthStore } from './auth-store';
import { loggedOutMatch } from './auth-guards';

@Component({ template: 'landing' })
class Landing {}
@Component({ template: 'dashboard' })
class Dashboard {}

describe('The root route', () => {
  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        provideRouter([
          { path: '', pathMatch: 'full', canMatch: [loggedOutMatch], component: Landing },
          { path: '', pathMatch: 'full', redirectTo: 'sites' },
          { path: 'sites', component: Dashboard },
        ]),
        provideHttpClient(),
        provideHttpClientTesting(),
      ],
    });
  });

  it('is the landing page for a visitor without a session', async () => {
    const navigation = TestBed.inject(Router).navigateByUrl('/');
    await new Promise((resolve) => setTimeout(resolve));
    TestBed.inject(HttpTestingController)
      .expectOne('/api/auth/me')
      .flush({ error: 'Not signed in' }, { status: 401, statusText: 'Unauthorized' });
    await navigation;
    expect(TestBed.inject(Router).url).toBe('/');
  });

  it('is the dashboard for a logged-in user', async () => {
    TestBed.inject(AuthStore).adopt({
      user: { id: 'u', email: 'a@b.test', name: null },
      workspace: { id: 'w', name: 'W', plan: 'free' },
      role: 'owner',
    });
    await TestBed.inject(Router).navigateByUrl('/');
    expect(TestBed.inject(Router).url).toBe('/sites');
  });
});
