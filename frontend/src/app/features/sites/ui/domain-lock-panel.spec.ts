import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import type { ClientSiteDto } from '@sdn/contracts';
import { ToastService } from '../../../shared/ui/toast.service';
import { site } from '../data/site.fixture';
import { DomainLockPanel } from './domain-lock-panel';

async function settle(fixture: { whenStable(): Promise<unknown> }): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve));
  await fixture.whenStable();
}

describe('DomainLockPanel', () => {
  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [provideRouter([]), provideHttpClient(), provideHttpClientTesting()],
    });
  });

  it('turns the lock on with an added host, saves, and reports the saved site', async () => {
    const http = TestBed.inject(HttpTestingController);
    const fixture = TestBed.createComponent(DomainLockPanel);
    fixture.componentRef.setInput(
      'site',
      site({ id: 'c1', domainLock: { enabled: false, allowedHosts: ['www.acme.test'] } }),
    );
    const saved: ClientSiteDto[] = [];
    fixture.componentInstance.saved.subscribe((value) => saved.push(value));
    await fixture.whenStable();
    const element: HTMLElement = fixture.nativeElement;
    const save = element.querySelector('.actions button') as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    const toggle = element.querySelector('input[role="switch"]') as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    toggle.click();
    const host = element.querySelector('#domain-lock-host') as HTMLInputElement;
    host.value = 'shop.acme.test';
    host.dispatchEvent(new Event('input'));
    host.form!.requestSubmit();
    await fixture.whenStable();
    expect([...element.querySelectorAll('.hosts code')].map((code) => code.textContent)).toEqual([
      'www.acme.test',
      'shop.acme.test',
    ]);
    expect(save.disabled).toBe(false);

    save.click();
    await fixture.whenStable();
    expect(save.textContent).toContain('Saving…');
    const request = http.expectOne({ method: 'PATCH', url: '/api/clients/c1/domain-lock' });
    expect(request.request.body).toEqual({
      enabled: true,
      allowedHosts: ['www.acme.test', 'shop.acme.test'],
    });
    request.flush(
      site({
        id: 'c1',
        domainLock: { enabled: true, allowedHosts: ['www.acme.test', 'shop.acme.test'] },
      }),
    );
    await settle(fixture);
    expect(saved.map((s) => s.domainLock.enabled)).toEqual([true]);
    expect(TestBed.inject(ToastService).toasts().at(-1)?.text).toContain('Domain lock on');
    expect(save.disabled).toBe(true);
  });

  it('removes a host with its labelled button and shows the server field errors', async () => {
    const http = TestBed.inject(HttpTestingController);
    const fixture = TestBed.createComponent(DomainLockPanel);
    fixture.componentRef.setInput(
      'site',
      site({
        id: 'c1',
        domainLock: { enabled: true, allowedHosts: ['www.acme.test', 'old.acme.test'] },
      }),
    );
    await fixture.whenStable();
    const element: HTMLElement = fixture.nativeElement;
    (
      element.querySelector('button[aria-label="Remove old.acme.test"]') as HTMLButtonElement
    ).click();
    await fixture.whenStable();
    expect(element.querySelectorAll('.hosts li')).toHaveLength(1);
    expect(document.activeElement?.id).toBe('domain-lock-host');

    (element.querySelector('.actions button') as HTMLButtonElement).click();
    http.expectOne('/api/clients/c1/domain-lock').flush(
      {
        error: 'Validation failed',
        details: { allowedHosts: { _errors: ['At most 50 hosts'] } },
      },
      { status: 400, statusText: 'Bad Request' },
    );
    await settle(fixture);
    expect(element.querySelector('[role="alert"]')?.textContent).toContain('At most 50 hosts');
    expect(element.querySelector('#domain-lock-host')?.getAttribute('aria-invalid')).toBe('true');
  });
});
