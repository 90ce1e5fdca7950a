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
});
