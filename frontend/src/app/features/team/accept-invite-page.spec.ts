import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';
import { AuthStore } from '../../core/auth/auth-store';
import { AcceptInvitePage } from './accept-invite-page';

@Component({ template: '' })
class Blank {}

describe('AcceptInvitePage', () => {
  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [provideRouter([{ path: 'sites', component: Blank }]), provideHttpClient(), provideHttpClientTesting()],
    });
  });

  it('accepts the token, switches the session to the team and opens its sites', async () => {
    const http = TestBed.inject(HttpTestingController);
    const fixture = TestBed.createComponent(AcceptInvitePage);
    fixture.componentRef.setInput('token', 'tok-123');
    await fixture.whenStable();
    const accept = http.expectOne({ method: 'POST', url: '/api/team/invitations/accept' });
    expect(accept.request.body).toEqual({ token: 'tok-123' });
    accept.flush({ user: { id: 'u2', email: 'dev@agency.test', name: null }, workspace: { id: 'w1', name: 'Agency', plan: 'agency' }, role: 'member' });
    await new Promise((resolve) => setTimeout(resolve));
    expect(TestBed.inject(AuthStore).session()?.workspace.name).toBe('Agency');
    expect(TestBed.inject(Router).url).toBe('/sites');
  });

  it("shows the server's reason when the link cannot be used", async () => {
    const http = TestBed.inject(HttpTestingController);
    const fixture = TestBed.createComponent(AcceptInvitePage);
    fixture.componentRef.setInput('token', 'used');
    await fixture.whenStable();
    http.expectOne('/api/team/invitations/accept').flush({ error: 'This invitation was already used' }, { status: 409, statusText: 'Conflict' });
    await new Promise((resolve) => setTimeout(resolve));
    await fixture.whenStable();
    expect(fixture.nativeElement.querySelector('[role="alert"]').textContent).toContain('This invitation was already used');
  });
});
