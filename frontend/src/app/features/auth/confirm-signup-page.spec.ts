import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';
import { AuthStore } from '../../core/auth/auth-store';
import { ConfirmSignupPage } from './confirm-signup-page';

@Component({ template: '' })
class Blank {}

const WRONG_PASSWORD =
  'This is not the password chosen at sign-up. Enter the password you chose when you signed up with this address.';
const SESSION = {
  user: { id: 'u1', email: 'ada@example.com', name: 'Ada' },
  workspace: { id: 'w1', name: 'Ada', plan: 'free' },
  role: 'owner',
};

describe('ConfirmSignupPage', () => {
  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        provideRouter([{ path: 'sites', component: Blank }]),
        provideHttpClient(),
        provideHttpClientTesting(),
      ],
    });
  });

  type Fixture = ReturnType<typeof TestBed.createComponent<ConfirmSignupPage>>;

  async function settle(fixture: Fixture): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve));
    await fixture.whenStable();
  }

  async function opened(token?: string): Promise<Fixture> {
    const fixture = TestBed.createComponent(ConfirmSignupPage);
    if (token) fixture.componentRef.setInput('token', token);
    await fixture.whenStable();
    return fixture;
  }

  function passwordField(fixture: Fixture): HTMLInputElement {
    return fixture.nativeElement.querySelector('input#confirm-password');
  }

  async function submitPassword(fixture: Fixture, password: string): Promise<void> {
    const field = passwordField(fixture);
    field.value = password;
    field.dispatchEvent(new Event('input'));
    (fixture.nativeElement.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await fixture.whenStable();
  }

  it('asks for the sign-up password and says why, without calling the service on its own', async () => {
    const http = TestBed.inject(HttpTestingController);
    const fixture = await opened('tok-123');
    const element: HTMLElement = fixture.nativeElement;
    expect(element.querySelector('label[for="confirm-password"]')?.textContent).toContain(
      'Password chosen at sign-up',
    );
    expect(passwordField(fixture).type).toBe('password');
    expect(element.textContent).toContain('Enter the password you chose when you signed up');
    expect(element.textContent).toContain('nobody can use your address without that password');
    http.expectNone('/api/auth/signup/confirm');
  });

  it('sends the token with the password, signs in and lands on the dashboard', async () => {
    const http = TestBed.inject(HttpTestingController);
    const fixture = await opened('tok-123');
    await submitPassword(fixture, 'correct-horse-1');
    const confirm = http.expectOne({ method: 'POST', url: '/api/auth/signup/confirm' });
    expect(confirm.request.body).toEqual({ token: 'tok-123', password: 'correct-horse-1' });
    confirm.flush(SESSION);
    await settle(fixture);
    expect(TestBed.inject(AuthStore).session()?.user.email).toBe('ada@example.com');
    expect(TestBed.inject(Router).url).toBe('/sites');
  });

  it("shows the server's message for a wrong password, signs nobody in, and lets the person try again", async () => {
    const http = TestBed.inject(HttpTestingController);
    const fixture = await opened('tok-123');
    await submitPassword(fixture, 'not-my-password-1');
    http
      .expectOne('/api/auth/signup/confirm')
      .flush({ error: WRONG_PASSWORD }, { status: 400, statusText: 'Bad Request' });
    await settle(fixture);
    const element: HTMLElement = fixture.nativeElement;
    expect(element.querySelector('[role="alert"]')?.textContent).toContain(WRONG_PASSWORD);
    expect(passwordField(fixture).value).toBe('');
    expect(TestBed.inject(AuthStore).session()).toBeUndefined();
    expect(TestBed.inject(Router).url).toBe('/');

    await submitPassword(fixture, 'correct-horse-1');
    http.expectOne('/api/auth/signup/confirm').flush(SESSION);
    await settle(fixture);
    expect(element.querySelector('[role="alert"]')).toBeNull();
    expect(TestBed.inject(Router).url).toBe('/sites');
  });

  it('refuses an empty password in the browser', async () => {
    const http = TestBed.inject(HttpTestingController);
    const fixture = await opened('tok-123');
    await submitPassword(fixture, '');
    expect(fixture.nativeElement.querySelector('[role="alert"]')?.textContent).toContain(
      'Enter the password you chose when you signed up.',
    );
    http.expectNone('/api/auth/signup/confirm');
  });

  it("shows the server's one message for a bad link, with the ways on", async () => {
    const http = TestBed.inject(HttpTestingController);
    const fixture = await opened('used');
    await submitPassword(fixture, 'correct-horse-1');
    const message =
      'This confirmation link is invalid, already used or expired. Sign up again to get a new link, or log in if you already confirmed.';
    http
      .expectOne('/api/auth/signup/confirm')
      .flush({ error: message }, { status: 400, statusText: 'Bad Request' });
    await settle(fixture);
    const element: HTMLElement = fixture.nativeElement;
    expect(element.querySelector('[role="alert"]')?.textContent).toContain(message);
    expect([...element.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/signup',
      '/login',
    ]);
    expect(TestBed.inject(AuthStore).session()).toBeUndefined();
  });

  it('says so when the link has no token, and offers no form', async () => {
    const http = TestBed.inject(HttpTestingController);
    const fixture = await opened();
    await settle(fixture);
    expect(fixture.nativeElement.querySelector('[role="alert"]')?.textContent).toContain(
      'This confirmation link is incomplete',
    );
    expect(passwordField(fixture)).toBeNull();
    http.expectNone('/api/auth/signup/confirm');
  });
});
