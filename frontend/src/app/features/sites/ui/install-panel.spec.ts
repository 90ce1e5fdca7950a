import { TestBed } from '@angular/core/testing';
import { InstallPanel } from './install-panel';

describe('InstallPanel', () => {
  it('shows the exact SDK snippet and the embed examples for the service origin', async () => {
    const fixture = TestBed.createComponent(InstallPanel);
    fixture.componentRef.setInput('clientId', '5b0f3c3e-8f7e-4a55-9a44-3f1b1f0f0001');
    fixture.componentRef.setInput('websiteUrl', 'https://www.acme.test/shop');
    fixture.componentRef.setInput('baseUrl', 'https://sdn.example');
    await fixture.whenStable();
    const values = [...fixture.nativeElement.querySelectorAll('textarea')].map((area: HTMLTextAreaElement) => area.value);
    expect(values[0]).toBe('<script async src="https://sdn.example/sdk.js" data-client-id="5b0f3c3e-8f7e-4a55-9a44-3f1b1f0f0001"></script>');
    expect(values[1]).toBe("curl 'https://sdn.example/api/embed?clientId=5b0f3c3e-8f7e-4a55-9a44-3f1b1f0f0001&url=https://www.acme.test/'");
    expect(values[2]).toContain("file_get_contents('https://sdn.example/api/embed?clientId=5b0f3c3e-8f7e-4a55-9a44-3f1b1f0f0001&url=' . urlencode(");
  });
});
