import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';
import type { InvitationPreviewResponse, SessionResponse } from '@sdn/contracts';
import { AuthStore } from '../../core/auth/auth-store';
import { AcceptInvitePage } from './accept-invite-page';

@Component({ template: '' })
class Blank {}

const SIGNED_IN: SessionResponse = {
  user: { id: 'u2', email: 'dev@agency.test', name: null },
  workspace: { id: 'w0', name: 'Own', plan: 'free' },
  role: 'owner',
};
const INVITATION: InvitationPreviewResponse = {
  workspaceName: 'Acme Agency',
  inviterName: 'Olga Owner',
  inviterEmail: 'olga@acme.test',
  email: 'dev@agency.test',
  role: 'member',
  expiresAt: '2026-12-01T00:00:00.000Z',
};

async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve));
  TestBed.tick();
}

describe('AcceptInvitePage', () => {
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        provideRouter([{ path: 'sites', component: Blank }]),
        provideHttpClient(),
        provideHttpClientTesting(),
      ],
    });
    http = TestBed.inject(HttpTestingController);
  });

  it('accepts the token for a signed-in user, switches the session to the team and opens its sites', async () => {
    TestBed.inject(AuthStore).adopt(SIGNED_IN);
    const fixture = TestBed.createComponent(AcceptInvitePage);
    fixture.componentRef.setInput('token', 'tok-123');
    await settle();
    const accept = http.expectOne({ method: 'POST', url: '/api/team/invitations/accept' });
    expect(accept.request.body).toEqual({ token: 'tok-123' });
    accept.flush({
      ...SIGNED_IN,
      workspace: { id: 'w1', name: 'Agency', plan: 'agency' },
      role: 'member',
    });
    await settle();
    expect(TestBed.inject(AuthStore).session()?.workspace.name).toBe('Agency');
    expect(TestBed.inject(Router).url).toBe('/sites');
  });

  it("shows the server's reason when a signed-in user's link cannot be used", async () => {
    TestBed.inject(AuthStore).adopt(SIGNED_IN);
    const fixture = TestBed.createComponent(AcceptInvitePage);
    fixture.componentRef.setInput('token', 'used');
    await settle();
    http
      .expectOne('/api/team/invitations/accept')
      .flush(
        { error: 'This invitation was already used' },
        { status: 409, statusText: 'Conflict' },
      );
    await settle();
    expect(fixture.nativeElement.querySelector('[role="alert"]').textContent).toContain(
      'This invitation was already used',
    );
  });

  it('tells a logged-out visitor who invites them, to which workspace and role, and links sign-up and log-in back here', async () => {
    const fixture = TestBed.createComponent(AcceptInvitePage);
    fixture.componentRef.setInput('token', 'tok/+1');
    await settle();
    http
      .expectOne('/api/auth/me')
      .flush({ error: 'Not signed in' }, { status: 401, statusText: 'Unauthorized' });
    await settle();
    http.expectOne('/api/invitations/tok%2F%2B1').flush(INVITATION);
    await settle();
    const page = fixture.nativeElement as HTMLElement;
    expect(page.querySelector('h1')!.textContent).toContain('Join Acme Agency');
    const text = page.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain(
      'Olga Owner (olga@acme.test) invited you to the workspace Acme Agency as a member',
    );
    expect(text).toContain('dev@agency.test');
    const signUp = page.querySelector('a[href^="/signup"]') as HTMLAnchorElement;
    const logIn = page.querySelector('a[href^="/login"]') as HTMLAnchorElement;
    expect(decodeURIComponent(signUp.getAttribute('href')!)).toBe(
      '/signup?returnUrl=/accept-invite?token=tok%2F%2B1',
    );
    expect(decodeURIComponent(logIn.getAttribute('href')!)).toBe(
      '/login?returnUrl=/accept-invite?token=tok%2F%2B1',
    );
    http.expectNone('/api/team/invitations/accept');
  });

  it('says only that the invitation is not valid for a dead link', async () => {
    const fixture = TestBed.createComponent(AcceptInvitePage);
    fixture.componentRef.setInput('token', 'dead');
    await settle();
    http
      .expectOne('/api/auth/me')
      .flush({ error: 'Not signed in' }, { status: 401, statusText: 'Unauthorized' });
    await settle();
    http
      .expectOne('/api/invitations/dead')
      .flush({ error: 'This invitation is not valid' }, { status: 404, statusText: 'Not Found' });
    await settle();
    const page = fixture.nativeElement as HTMLElement;
    expect(page.querySelector('[role="alert"]')!.textContent).toContain(
      'This invitation is not valid',
    );
    expect(page.querySelector('a[href^="/signup"]')).toBeNull();
  });
});
