import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { SignupPage } from './signup-page';

describe('SignupPage', () => {
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({ providers: [provideRouter([]), provideHttpClient(), provideHttpClientTesting()] });
    http = TestBed.inject(HttpTestingController);
  });

  async function submit(fixture: ReturnType<typeof TestBed.createComponent<SignupPage>>): Promise<void> {
    const element: HTMLElement = fixture.nativeElement;
    const email = element.querySelector('#signup-email') as HTMLInputElement;
    email.value = 'ada@example';
    email.dispatchEvent(new Event('input'));
    (element.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await fixture.whenStable();
  }

  async function settle(fixture: ReturnType<typeof TestBed.createComponent<SignupPage>>): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve));
    await fixture.whenStable();
  }

  it("shows the server's field errors under their inputs and clears them on the next try", async () => {
    const fixture = TestBed.createComponent(SignupPage);
    await fixture.whenStable();
    const element: HTMLElement = fixture.nativeElement;
    await submit(fixture);
    http.expectOne('/api/auth/signup').flush(
      { error: 'Validation failed', details: { email: { _errors: ['Invalid email'] }, password: { _errors: ['Too short'] } } },
      { status: 400, statusText: 'Bad Request' },
    );
    await settle(fixture);
    expect(element.querySelector('#signup-email-errors')?.textContent).toContain('Invalid email');
    expect(element.querySelector('#signup-password-errors')?.textContent).toContain('Too short');
    expect(element.querySelector('#signup-email')?.getAttribute('aria-invalid')).toBe('true');

    await submit(fixture);
    expect(element.querySelector('#signup-email-errors')?.textContent?.trim()).toBe('');
    expect(element.querySelector('#signup-email')?.getAttribute('aria-invalid')).toBe('false');
    http.expectOne('/api/auth/signup').flush({ error: 'Internal Server Error' }, { status: 500, statusText: 'Error' });
    await settle(fixture);
    expect(element.querySelector('[role="alert"]')?.textContent).toContain('Internal Server Error');
    expect(element.querySelector('#signup-password-errors')?.textContent?.trim()).toBe('');
  });
});
