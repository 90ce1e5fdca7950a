import { Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';
import { RouteLoading } from './route-loading';

@Component({ template: 'page' })
class Page {}

describe('RouteLoading', () => {
  it('shows the boot screen until the first navigation ends, then a bar while lazy code loads', async () => {
    let release!: () => void;
    const lazyCode = new Promise<typeof Page>((resolve) => (release = () => resolve(Page)));
    TestBed.configureTestingModule({
      providers: [
        provideRouter([
          { path: '', component: Page },
          { path: 'lazy', loadComponent: () => lazyCode },
        ]),
      ],
    });
    const fixture = TestBed.createComponent(RouteLoading);
    fixture.detectChanges();
    const host = fixture.nativeElement as HTMLElement;
    expect(host.querySelector('.boot')!.textContent).toContain('Loading…');

    const router = TestBed.inject(Router);
    await router.navigateByUrl('/');
    fixture.detectChanges();
    expect(host.querySelector('.boot')).toBeNull();
    expect(host.querySelector('.route-loading')).toBeNull();

    const navigation = router.navigateByUrl('/lazy');
    await new Promise((resolve) => setTimeout(resolve));
    fixture.detectChanges();
    expect(host.querySelector('.route-loading [role], .route-loading')!.textContent).toContain(
      'Loading the page',
    );
    release();
    await navigation;
    fixture.detectChanges();
    expect(host.querySelector('.route-loading')).toBeNull();
  });
});
