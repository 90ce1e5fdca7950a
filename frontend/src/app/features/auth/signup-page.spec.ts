import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';
import { AuthStore } from '../../core/auth/auth-store';
import { SignupPage } from './signup-page';

@Component({ template: '' })
class Blank {}

describe('SignupPage', () => {
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        provideRouter([{ path: 'accept-invite', component: Blank }]),
        provideHttpClient(),
        provideHttpClientTesting(),
      ],
    });
    http = TestBed.inject(HttpTestingController);
  });

  async function submit(
    fixture: ReturnType<typeof TestBed.createComponent<SignupPage>>,
  ): Promise<void> {
    const element: HTMLElement = fixture.nativeElement;
    const email = element.querySelector('#signup-email') as HTMLInputElement;
    email.value = 'ada@example';
    email.dispatchEvent(new Event('input'));
    (element.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await fixture.whenStable();
  }

  async function settle(
    fixture: ReturnType<typeof TestBed.createComponent<SignupPage>>,
  ): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve));
    await fixture.whenStable();
  }

  it("shows the server's field errors under their inputs and clears them on the next try", async () => {
    const fixture = TestBed.createComponent(SignupPage);
    await fixture.whenStable();
    const element: HTMLElement = fixture.nativeElement;
    await submit(fixture);
    http.expectOne('/api/auth/signup').flush(
      {
        error: 'Validation failed',
        details: { email: { _errors: ['Invalid email'] }, password: { _errors: ['Too short'] } },
      },
      { status: 400, statusText: 'Bad Request' },
    );
    await settle(fixture);
    expect(element.querySelector('#signup-email-errors')?.textContent).toContain('Invalid email');
    expect(element.querySelector('#signup-password-errors')?.textContent).toContain('Too short');
    expect(element.querySelector('#signup-email')?.getAttribute('aria-invalid')).toBe('true');

    await submit(fixture);
    expect(element.querySelector('#signup-email-errors')?.textContent?.trim()).toBe('');
    expect(element.querySelector('#signup-email')?.getAttribute('aria-invalid')).toBe('false');
    http
      .expectOne('/api/auth/signup')
      .flush({ error: 'Internal Server Error' }, { status: 500, statusText: 'Error' });
    await settle(fixture);
    expect(element.querySelector('[role="alert"]')?.textContent).toContain('Internal Server Error');
    expect(element.querySelector('#signup-password-errors')?.textContent?.trim()).toBe('');
  });

  function fill(element: HTMLElement, id: string, value: string): void {
    const input = element.querySelector(`#${id}`) as HTMLInputElement;
    input.value = value;
    input.dispatchEvent(new Event('input'));
  }

  it('shows "check your inbox" when the service mails a link, stays signed out, and can send the email again', async () => {
    const fixture = TestBed.createComponent(SignupPage);
    await fixture.whenStable();
    const element: HTMLElement = fixture.nativeElement;
    fill(element, 'signup-email', 'ada@example.com');
    fill(element, 'signup-password', 'correct-horse-1');
    (element.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await fixture.whenStable();
    const first = http.expectOne({ method: 'POST', url: '/api/auth/signup' });
    expect(first.request.body).toEqual({ email: 'ada@example.com', password: 'correct-horse-1' });
    first.flush(
      { confirmationSent: true, linkValidHours: 24 },
      { status: 202, statusText: 'Accepted' },
    );
    await settle(fixture);

    expect(element.querySelector('h1')?.textContent).toBe('Check your inbox');
    expect(element.querySelector('[role="status"]')?.textContent).toContain(
      'We sent an email to ada@example.com',
    );
    expect(element.textContent).toContain('The link works once, for 24 hours');
    expect(element.querySelector('form')).toBeNull();
    expect(TestBed.inject(AuthStore).session()).toBeUndefined();

    const resend = [...element.querySelectorAll('button')].find((button) =>
      button.textContent?.includes('Send the email again'),
    )!;
    resend.click();
    await fixture.whenStable();
    const again = http.expectOne('/api/auth/signup');
    expect(again.request.body).toEqual(first.request.body);
    again.flush(
      { confirmationSent: true, linkValidHours: 24 },
      { status: 202, statusText: 'Accepted' },
    );
    await settle(fixture);
    expect(element.textContent).toContain('Sent again. Use the newest email.');

    [...element.querySelectorAll('button')]
      .find((button) => button.textContent?.includes('Use another address'))!
      .click();
    await fixture.whenStable();
    expect(element.querySelector('h1')?.textContent).toBe('Create your account');
    expect((element.querySelector('#signup-email') as HTMLInputElement).value).toBe(
      'ada@example.com',
    );
  });

  it('passes an invitation token on from the accept link, and follows it when the account opens at once', async () => {
    const fixture = TestBed.createComponent(SignupPage);
    fixture.componentRef.setInput('returnUrl', '/accept-invite?token=tok-9');
    await fixture.whenStable();
    const element: HTMLElement = fixture.nativeElement;
    fill(element, 'signup-email', 'bob@example.com');
    fill(element, 'signup-password', 'correct-horse-1');
    (element.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await fixture.whenStable();
    const signup = http.expectOne('/api/auth/signup');
    expect(signup.request.body).toEqual({
      email: 'bob@example.com',
      password: 'correct-horse-1',
      invitationToken: 'tok-9',
    });
    signup.flush(
      {
        user: { id: 'u1', email: 'bob@example.com', name: null },
        workspace: { id: 'w1', name: 'bob', plan: 'free' },
        role: 'owner',
      },
      { status: 201, statusText: 'Created' },
    );
    await settle(fixture);
    expect(TestBed.inject(AuthStore).session()?.user.email).toBe('bob@example.com');
    expect(TestBed.inject(Router).url).toBe('/accept-invite?token=tok-9');
  });
});
