import { HttpErrorResponse } from '@angular/common/http';
import { TestBed } from '@angular/core/testing';
import { toApiError } from '../../../shared/data/api-error';
import { SiteFormDialog } from './site-form-dialog';

describe('SiteFormDialog', () => {
  it('takes a bare domain as typed and shows what the server still refuses under the field', async () => {
    const fixture = TestBed.createComponent(SiteFormDialog);
    fixture.componentRef.setInput('open', true);
    await fixture.whenStable();
    const element = fixture.nativeElement as HTMLElement;
    const url = element.querySelector('#site-url') as HTMLInputElement;
    // Not type="url": the browser would call "example.com" invalid before the service could add https://.
    expect(url.type).toBe('text');
    expect(url.getAttribute('inputmode')).toBe('url');
    expect(element.querySelector('#site-url-hint')!.textContent).toContain(
      'a domain such as example.com (https:// is added)',
    );

    let saved: unknown = null;
    fixture.componentInstance.save.subscribe((value) => (saved = value));
    (element.querySelector('#site-name') as HTMLInputElement).value = 'Shop';
    element.querySelector('#site-name')!.dispatchEvent(new Event('input'));
    url.value = ' shop.example.com ';
    url.dispatchEvent(new Event('input'));
    element.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(saved).toEqual({ name: 'Shop', websiteUrl: 'shop.example.com' });

    const refusal = {
      error: 'Validation failed',
      details: {
        websiteUrl: { _errors: ['Not a valid domain. Enter a domain such as example.com'] },
      },
    };
    fixture.componentRef.setInput(
      'error',
      toApiError(new HttpErrorResponse({ status: 400, error: refusal })),
    );
    await fixture.whenStable();
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(element.querySelector('#site-url-error')!.textContent).toContain('Not a valid domain');
  });
});
