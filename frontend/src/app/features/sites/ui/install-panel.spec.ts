import { TestBed } from '@angular/core/testing';
import { InstallPanel } from './install-panel';
import { toApiError } from '../../../shared/data/api-error';
import { HttpErrorResponse } from '@angular/common/http';

describe('InstallPanel', () => {
  it('shows the exact SDK snippet and the embed examples for the service origin', async () => {
    const fixture = TestBed.createComponent(InstallPanel);
    fixture.componentRef.setInput('clientId', '5b0f3c3e-8f7e-4a55-9a44-3f1b1f0f0001');
    fixture.componentRef.setInput('websiteUrl', 'https://www.acme.test/shop');
    fixture.componentRef.setInput('baseUrl', 'https://sdn.example');
    await fixture.whenStable();
    const values = [...fixture.nativeElement.querySelectorAll('textarea')].map(
      (area: HTMLTextAreaElement) => area.value,
    );
    expect(values[0]).toBe(
      '<script async src="https://sdn.example/sdk.js" data-client-id="5b0f3c3e-8f7e-4a55-9a44-3f1b1f0f0001"></script>',
    );
    expect(values[1]).toBe(
      "curl 'https://sdn.example/api/embed?clientId=5b0f3c3e-8f7e-4a55-9a44-3f1b1f0f0001&url=https://www.acme.test/'",
    );
    expect(values[2]).toContain(
      "file_get_contents('https://sdn.example/api/embed?clientId=5b0f3c3e-8f7e-4a55-9a44-3f1b1f0f0001&url=' . urlencode(",
    );
  });

  it('keeps the snippet lines whole (no wrapping inside a word) so a long Client ID scrolls instead', async () => {
    const fixture = TestBed.createComponent(InstallPanel);
    fixture.componentRef.setInput('clientId', '5b0f3c3e-8f7e-4a55-9a44-3f1b1f0f0001');
    fixture.componentRef.setInput('websiteUrl', 'https://www.acme.test/');
    await fixture.whenStable();
    const snippet = fixture.nativeElement.querySelector('textarea') as HTMLTextAreaElement;
    expect(snippet.getAttribute('wrap')).toBe('off');
    expect(getComputedStyle(snippet).whiteSpace).toBe('pre');
    expect(getComputedStyle(snippet).overflowWrap).not.toBe('anywhere');
  });

  it('shows why the last installation check failed inside the panel, until the next check', async () => {
    const fixture = TestBed.createComponent(InstallPanel);
    fixture.componentRef.setInput('clientId', '5b0f3c3e-8f7e-4a55-9a44-3f1b1f0f0001');
    fixture.componentRef.setInput('websiteUrl', 'https://www.acme.test/');
    await fixture.whenStable();
    expect(fixture.nativeElement.querySelector('[role="alert"]')).toBeNull();
    const reason =
      'The home page https://www.acme.test/ does not contain the snippet with this Client ID';
    fixture.componentRef.setInput(
      'verifyError',
      toApiError(new HttpErrorResponse({ status: 400, error: { error: reason } })),
    );
    await fixture.whenStable();
    const alert = fixture.nativeElement.querySelector('#install [role="alert"]') as HTMLElement;
    expect(alert.textContent).toContain('The installation check failed.');
    expect(alert.textContent).toContain(reason);
    fixture.componentRef.setInput('verifyError', null);
    await fixture.whenStable();
    expect(fixture.nativeElement.querySelector('[role="alert"]')).toBeNull();
  });

  it("offers the Cloudflare Worker and the Node middleware with the site's Client ID and the service URL", async () => {
    const fixture = TestBed.createComponent(InstallPanel);
    fixture.componentRef.setInput('clientId', '5b0f3c3e-8f7e-4a55-9a44-3f1b1f0f0001');
    fixture.componentRef.setInput('websiteUrl', 'https://www.acme.test/shop');
    fixture.componentRef.setInput('baseUrl', 'https://sdn.example');
    await fixture.whenStable();
    const summaries = [...fixture.nativeElement.querySelectorAll('summary')].map(
      (s: HTMLElement) => s.textContent,
    );
    expect(summaries.some((text: string) => text.includes('Cloudflare Worker'))).toBe(true);
    expect(summaries.some((text: string) => text.includes('Node middleware'))).toBe(true);
    const download = fixture.nativeElement.querySelector(
      'a[download="worker.js"]',
    ) as HTMLAnchorElement;
    expect(download.getAttribute('href')).toBe('https://sdn.example/edge/worker.js');
    const values = [...fixture.nativeElement.querySelectorAll('textarea')].map(
      (area: HTMLTextAreaElement) => area.value,
    );
    const toml = values.find((value: string) => value.includes('[vars]'))!;
    expect(toml).toContain('SDN_CLIENT_ID = "5b0f3c3e-8f7e-4a55-9a44-3f1b1f0f0001"');
    expect(toml).toContain('SDN_SERVICE_URL = "https://sdn.example"');
    expect(toml).toContain('pattern = "www.acme.test/*", zone_name = "acme.test"');
    const express = values.find((value: string) => value.includes('schemaDeliveryMiddleware'))!;
    expect(express).toContain("clientId: '5b0f3c3e-8f7e-4a55-9a44-3f1b1f0f0001'");
    expect(express).toContain("publicOrigin: 'https://www.acme.test'");
    expect(values.some((value: string) => value.includes('createEdgeHandler'))).toBe(true);
  });
});
