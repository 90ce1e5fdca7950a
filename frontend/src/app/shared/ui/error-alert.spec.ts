import { HttpErrorResponse } from '@angular/common/http';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { toApiError } from '../data/api-error';
import { ErrorAlert } from './error-alert';

describe('ErrorAlert', () => {
  it('sends a plan limit to billing to upgrade, with the plan comparison beside it', () => {
    TestBed.configureTestingModule({ providers: [provideRouter([])] });
    const fixture = TestBed.createComponent(ErrorAlert);
    const refusal = new HttpErrorResponse({
      status: 403,
      error: {
        error: 'limit_reached',
        details: { limit: 'savedSchemas', max: 5, used: 5, plan: 'free' },
      },
    });
    fixture.componentRef.setInput('error', toApiError(refusal));
    fixture.detectChanges();
    const links = [...fixture.nativeElement.querySelectorAll('a')] as HTMLAnchorElement[];
    expect(links.map((link) => [link.textContent!.trim(), link.getAttribute('href')])).toEqual([
      ['Upgrade', '/billing'],
      ['Compare plans', '/plans'],
    ]);
  });

  function render(status: number, retryable: boolean) {
    TestBed.resetTestingModule();
    TestBed.configureTestingModule({ providers: [provideRouter([])] });
    const fixture = TestBed.createComponent(ErrorAlert);
    fixture.componentRef.setInput(
      'error',
      toApiError(new HttpErrorResponse({ status, error: { error: 'Site not found' } })),
    );
    fixture.componentRef.setInput('retryable', retryable);
    fixture.detectChanges();
    const element = fixture.nativeElement as HTMLElement;
    return {
      retry: [...element.querySelectorAll('button')].some((b) =>
        b.textContent!.includes('Try again'),
      ),
      back: element.querySelector('a[href="/sites"]')?.textContent?.trim() ?? null,
    };
  }

  it('offers no useless "Try again" for something that is not there, but a way back', () => {
    expect(render(404, true)).toEqual({ retry: false, back: 'Back to your sites' });
  });

  it('offers "Try again" where a retry may help: the network, rate limits and server failures', () => {
    expect(render(0, true).retry).toBe(true);
    expect(render(429, true).retry).toBe(true);
    expect(render(503, true).retry).toBe(true);
    expect(render(403, true).retry).toBe(false);
    expect(render(503, false).retry).toBe(false);
  });
});
