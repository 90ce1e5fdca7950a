import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import type { SessionResponse, TeamResponse } from '@sdn/contracts';
import { AuthStore } from '../../core/auth/auth-store';
import { TeamPage } from './team-page';

const OWNER: SessionResponse = {
  user: { id: 'u1', email: 'owner@agency.test', name: null },
  workspace: { id: 'w1', name: 'Agency', plan: 'agency' },
  role: 'owner',
};

function team(overrides: Partial<TeamResponse> = {}): TeamResponse {
  return {
    members: [
      {
        id: 'm1',
        email: 'owner@agency.test',
        role: 'owner',
        status: 'active',
        joinedAt: '2026-11-01T00:00:00Z',
        invitedAt: '2026-11-01T00:00:00Z',
      },
      {
        id: 'm2',
        email: 'dev@agency.test',
        role: 'member',
        status: 'pending',
        joinedAt: null,
        invitedAt: '2026-11-02T00:00:00Z',
      },
    ],
    total: 2,
    limit: 50,
    offset: 0,
    seats: { used: 2, limit: 5 },
    canInvite: true,
    ...overrides,
  };
}

/** Lets answers reach the signals, then renders. (Not `whenStable()`: a loading resource keeps the app unstable.) */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve));
  TestBed.tick();
}

describe('TeamPage', () => {
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [provideRouter([]), provideHttpClient(), provideHttpClientTesting()],
    });
    http = TestBed.inject(HttpTestingController);
    TestBed.inject(AuthStore).adopt(OWNER);
  });

  it('lets the owner rename the workspace, and shows the new name at once', async () => {
    const fixture = TestBed.createComponent(TeamPage);
    TestBed.tick();
    http.expectOne('/api/team').flush(team());
    await settle();
    const element: HTMLElement = fixture.nativeElement;
    const name = element.querySelector<HTMLInputElement>('#workspace-name')!;
    expect(name.value).toBe('Agency');
    const save = element.querySelector<HTMLButtonElement>('.workspace-name button[type="submit"]')!;
    expect(save.disabled).toBe(true);
    name.value = 'Northwind Digital';
    name.dispatchEvent(new Event('input'));
    TestBed.tick();
    expect(save.disabled).toBe(false);
    save.click();
    const patch = http.expectOne({ method: 'PATCH', url: '/api/workspaces/current' });
    expect(patch.request.body).toEqual({ name: 'Northwind Digital' });
    patch.flush({ ...OWNER, workspace: { ...OWNER.workspace, name: 'Northwind Digital' } });
    await settle();
    expect(TestBed.inject(AuthStore).session()?.workspace.name).toBe('Northwind Digital');
  });

  it('lists seats and invites a member', async () => {
    const fixture = TestBed.createComponent(TeamPage);
    TestBed.tick();
    http.expectOne('/api/team').flush(team());
    await settle();
    const element: HTMLElement = fixture.nativeElement;
    expect(element.textContent).toContain('2 of 5 seats used');
    expect(element.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(element.querySelector('button[aria-label="Remove dev@agency.test"]')).not.toBeNull();
    expect(element.querySelector('button[aria-label="Remove owner@agency.test"]')).toBeNull();

    const email = element.querySelector('#invite-email') as HTMLInputElement;
    email.value = 'new@agency.test';
    email.dispatchEvent(new Event('input'));
    (element.querySelector('.invite button[type="submit"]') as HTMLButtonElement).click();
    const invite = http.expectOne({ method: 'POST', url: '/api/team/invitations' });
    expect(invite.request.body).toEqual({ email: 'new@agency.test' });
    invite.flush({
      id: 'm3',
      email: 'new@agency.test',
      role: 'member',
      status: 'pending',
      joinedAt: null,
      invitedAt: '2026-11-03T00:00:00Z',
    });
    await settle();
    http.expectOne('/api/team').flush(team({ seats: { used: 3, limit: 5 } }));
    await settle();
    expect(element.textContent).toContain('3 of 5 seats used');
  });

  it('disables the invite form and explains why when all seats are taken', async () => {
    const fixture = TestBed.createComponent(TeamPage);
    TestBed.tick();
    http.expectOne('/api/team').flush(team({ seats: { used: 5, limit: 5 }, canInvite: false }));
    await settle();
    const element: HTMLElement = fixture.nativeElement;
    expect(element.textContent).toContain('All 5 seats are taken');
    expect((element.querySelector('#invite-email') as HTMLInputElement).disabled).toBe(true);
    expect((element.querySelector('button[type="submit"]') as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows the seat meter on the invite form; a Free owner is offered Agency before typing an address', async () => {
    TestBed.inject(AuthStore).adopt({ ...OWNER, workspace: { ...OWNER.workspace, plan: 'free' } });
    const fixture = TestBed.createComponent(TeamPage);
    TestBed.tick();
    http.expectOne('/api/team').flush(
      team({
        members: [team().members[0]!],
        total: 1,
        seats: { used: 1, limit: 1 },
        canInvite: false,
      }),
    );
    await settle();
    const element: HTMLElement = fixture.nativeElement;
    const invite = element.querySelector('section.invite') as HTMLElement;
    expect(invite.querySelector('app-usage-meter')!.textContent).toContain(
      '1 of 1 seats · limit reached',
    );
    expect((invite.querySelector('#invite-email') as HTMLInputElement).disabled).toBe(true);
    const links = [...invite.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/billing', '/billing']);
  });

  it('offers no upgrade on Agency when all five seats are taken', async () => {
    const fixture = TestBed.createComponent(TeamPage);
    TestBed.tick();
    http.expectOne('/api/team').flush(team({ seats: { used: 5, limit: 5 }, canInvite: false }));
    await settle();
    const invite = (fixture.nativeElement as HTMLElement).querySelector(
      'section.invite',
    ) as HTMLElement;
    expect(invite.querySelector('app-usage-meter')!.textContent).toContain(
      '5 of 5 seats · limit reached',
    );
    expect(invite.querySelector('a')).toBeNull();
    expect(invite.textContent).toContain('All 5 seats are taken');
  });
});
