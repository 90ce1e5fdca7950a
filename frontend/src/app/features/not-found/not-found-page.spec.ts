import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [provideRouter([]), provideHttpClient(), provideHttpClientTesting()],
    });
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  function render(): HTMLElement {
    const fixture = TestBed.createComponent(NotFoundPage);
    fixture.detectChanges();
    return fixture.nativeElement as HTMLElement;
  }

  it('says the page is not there and leads a signed-in user back to their sites', () => {
    const element = render();
    http.expectOne('/api/auth/me').flush({
      user: { id: 'u1', email: 'ada@example.com', name: 'Ada' },
      workspace: { id: 'w1', name: 'Ada', plan: 'free' },
      role: 'owner',
    });
    TestBed.tick();
    expect(element.querySelector('h1')!.textContent).toBe('Page not found');
    expect(element.querySelector('a')!.getAttribute('href')).toBe('/sites');
  });

  it('leads a visitor who is not signed in to the home page', () => {
    const element = render();
    http
      .expectOne('/api/auth/me')
      .flush({ error: 'Not logged in' }, { status: 401, statusText: 'Unauthorized' });
    TestBed.tick();
    expect(element.querySelector('a')!.getAttribute('href')).toBe('/');
  });
});
