import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';
import { LoginPage } from './login-page';

@Component({ template: 'target' })
class Target {}

describe('LoginPage', () => {
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        provideRouter([{ path: 'sites/:id', component: Target }]),
        provideHttpClient(),
        provideHttpClientTesting(),
      ],
    });
    http = TestBed.inject(HttpTestingController);
  });

  async function fillAndSubmit(
    fixture: ReturnType<typeof TestBed.createComponent<LoginPage>>,
  ): Promise<void> {
    const element: HTMLElement = fixture.nativeElement;
    const email = element.querySelector('#login-email') as HTMLInputElement;
    const password = element.querySelector('#login-password') as HTMLInputElement;
    email.value = 'ada@example.com';
    email.dispatchEvent(new Event('input'));
    password.value = 'wrong-password-1';
    password.dispatchEvent(new Event('input'));
    (element.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await fixture.whenStable();
  }

  it("shows the server's error text", async () => {
    const fixture = TestBed.createComponent(LoginPage);
    await fixture.whenStable();
    await fillAndSubmit(fixture);
    expect(fixture.nativeElement.querySelector('button[type="submit"]').textContent).toContain(
      'Logging in',
    );
    http
      .expectOne('/api/auth/login')
      .flush({ error: 'Invalid email or password' }, { status: 401, statusText: 'Unauthorized' });
    await new Promise((resolve) => setTimeout(resolve));
    await fixture.whenStable();
    expect(fixture.nativeElement.querySelector('[role="alert"]').textContent).toContain(
      'Invalid email or password',
    );
  });

  it('returns to the remembered page after logging in', async () => {
    const fixture = TestBed.createComponent(LoginPage);
    fixture.componentRef.setInput('returnUrl', '/sites/abc');
    await fixture.whenStable();
    await fillAndSubmit(fixture);
    http.expectOne('/api/auth/login').flush({
      user: { id: 'u', email: 'ada@example.com', name: null },
      workspace: { id: 'w', name: 'w', plan: 'free' },
      role: 'owner',
    });
    await new Promise((resolve) => setTimeout(resolve));
    await fixture.whenStable();
    expect(TestBed.inject(Router).url).toBe('/sites/abc');
  });
});
