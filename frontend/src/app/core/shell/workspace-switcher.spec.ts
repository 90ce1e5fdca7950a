import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';
import type { SessionResponse, WorkspaceListResponse } from '@sdn/contracts';
import { ToastService } from '../../shared/ui/toast.service';
import { AuthStore } from '../auth/auth-store';
import { WorkspaceSwitcher } from './workspace-switcher';

@Component({ template: '' })
class Blank {}

function session(id: string, name: string): SessionResponse {
  return {
    user: { id: 'u1', email: 'dev@agency.test', name: null },
    workspace: { id, name, plan: 'agency' },
    role: id === 'own' ? 'owner' : 'member',
  };
}

const WORKSPACES: WorkspaceListResponse = {
  items: [
    { id: 'own', name: 'Mine', role: 'owner', plan: 'free', current: true },
    { id: 'team', name: 'Agency', role: 'member', plan: 'agency', current: false },
  ],
  total: 2,
  limit: 50,
  offset: 0,
};

async function settle(): Promise<void> {
  TestBed.tick();
  await new Promise((resolve) => setTimeout(resolve));
  TestBed.tick();
}

describe('WorkspaceSwitcher', () => {
  let http: HttpTestingController;
  let auth: AuthStore;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        provideRouter([{ path: 'sites', component: Blank }]),
        provideHttpClient(),
        provideHttpClientTesting(),
      ],
    });
    http = TestBed.inject(HttpTestingController);
    auth = TestBed.inject(AuthStore);
    auth.adopt(session('own', 'Mine'));
  });

  afterEach(() => http.verify());

  it('lists the workspaces, switches the session to the chosen one and opens its sites', async () => {
    const fixture = TestBed.createComponent(WorkspaceSwitcher);
    await settle();
    http.expectOne('/api/workspaces').flush(WORKSPACES);
    await settle();
    const select = fixture.nativeElement.querySelector('#workspace-switch') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Mine', 'Agency (team)']);

    select.value = 'team';
    select.dispatchEvent(new Event('change'));
    TestBed.tick();
    expect(select.disabled).toBe(true);
    const request = http.expectOne({ method: 'POST', url: '/api/workspaces/switch' });
    expect(request.request.body).toEqual({ workspaceId: 'team' });
    request.flush(session('team', 'Agency'));
    await settle();
    expect(auth.session()?.workspace.id).toBe('team');
    expect(TestBed.inject(Router).url).toBe('/sites');
    expect(TestBed.inject(ToastService).toasts().at(-1)?.text).toBe('Now working in Agency');
    // The new workspace's list is read again.
    http
      .expectOne('/api/workspaces')
      .flush({ items: WORKSPACES.items.map((w) => ({ ...w, current: w.id === 'team' })) });
    await settle();
    expect(select.disabled).toBe(false);
  });

  it("shows nothing for a single workspace, and the server's reason when a switch is refused", async () => {
    const fixture = TestBed.createComponent(WorkspaceSwitcher);
    await settle();
    http.expectOne('/api/workspaces').flush({ items: [WORKSPACES.items[0]] });
    await settle();
    expect(fixture.nativeElement.querySelector('select')).toBeNull();

    auth.adopt(session('other', 'Other'));
    await settle();
    http.expectOne('/api/workspaces').flush(WORKSPACES);
    await settle();
    const select = fixture.nativeElement.querySelector('#workspace-switch') as HTMLSelectElement;
    select.value = 'team';
    select.dispatchEvent(new Event('change'));
    http
      .expectOne('/api/workspaces/switch')
      .flush({ error: 'Workspace not found' }, { status: 404, statusText: 'Not Found' });
    await settle();
    expect(TestBed.inject(ToastService).toasts().at(-1)).toMatchObject({
      kind: 'error',
      text: 'Workspace not found',
    });
    expect(auth.session()?.workspace.id).toBe('other');
  });
});
