import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';
import { AuthStore } from '../../core/auth/auth-store';
import { ConfirmSignupPage } from './confirm-signup-page';

@Component({ template: '' })
class Blank {}

describe('ConfirmSignupPage', () => {
  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [provideRouter([{ path: 'sites', component: Blank }]), provideHttpClient(), provideHttpClientTesting()],
    });
  });

  async function settle(fixture: ReturnType<typeof TestBed.createComponent<ConfirmSignupPage>>): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve));
    await fixture.whenStable();
  }

  it('confirms the token, signs in and lands on the dashboard', async () => {
    const http = TestBed.inject(HttpTestingController);
    const fixture = TestBed.createComponent(ConfirmSignupPage);
    fixture.componentRef.setInput('token', 'tok-123');
    await fixture.whenStable();
    expect(fixture.nativeElement.textContent).toContain('Confirming your email');
    const confirm = http.expectOne({ method: 'POST', url: '/api/auth/signup/confirm' });
    expect(confirm.request.body).toEqual({ token: 'tok-123' });
    confirm.flush({ user: { id: 'u1', email: 'ada@example.com', name: 'Ada' }, workspace: { id: 'w1', name: 'Ada', plan: 'free' }, role: 'owner' });
    await settle(fixture);
    expect(TestBed.inject(AuthStore).session()?.user.email).toBe('ada@example.com');
    expect(TestBed.inject(Router).url).toBe('/sites');
  });

  it("shows the server's one message for a bad link, with the ways on, and signs nobody in", async () => {
    const http = TestBed.inject(HttpTestingController);
    const fixture = TestBed.createComponent(ConfirmSignupPage);
    fixture.componentRef.setInput('token', 'used');
    await fixture.whenStable();
    const message = 'This confirmation link is invalid, already used or expired. Sign up again to get a new link, or log in if you already confirmed.';
    http.expectOne('/api/auth/signup/confirm').flush({ error: message }, { status: 400, statusText: 'Bad Request' });
    await settle(fixture);
    const element: HTMLElement = fixture.nativeElement;
    expect(element.querySelector('[role="alert"]')?.textContent).toContain(message);
    expect([...element.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['/signup', '/login']);
    expect(TestBed.inject(AuthStore).session()).toBeUndefined();
  });

  it('says so when the link has no token, without calling the service', async () => {
    const http = TestBed.inject(HttpTestingController);
    const fixture = TestBed.createComponent(ConfirmSignupPage);
    await settle(fixture);
    expect(fixture.nativeElement.querySelector('[role="alert"]')?.textContent).toContain('This confirmation link is incomplete');
    http.expectNone('/api/auth/signup/confirm');
  });
});
