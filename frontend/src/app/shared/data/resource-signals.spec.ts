import { provideHttpClient, httpResource } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { lastValue, resourceError, valueOr } from './resource-signals';

async function settle(): Promise<void> {
  TestBed.tick();
  await new Promise((resolve) => setTimeout(resolve));
}

describe('resource signals', () => {
  let http: HttpTestingController;
  const page = signal(1);

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [provideHttpClient(), provideHttpClientTesting()],
    });
    http = TestBed.inject(HttpTestingController);
    page.set(1);
  });

  afterEach(() => http.verify());

  function pages() {
    return TestBed.runInInjectionContext(() =>
      httpResource<string[]>(() => `/api/items?page=${page()}`),
    );
  }

  it('gives the value, the previous value while the next loads, and a failure as ApiError', async () => {
    const items = pages();
    const shown = valueOr(items, null);
    const last = lastValue(items);
    const error = resourceError(items);
    expect(shown()).toBeNull();
    expect(last()).toBeUndefined();

    await settle();
    http.expectOne('/api/items?page=1').flush(['a']);
    await settle();
    expect(shown()).toEqual(['a']);
    expect(last()).toEqual(['a']);

    page.set(2);
    await settle();
    expect(shown()).toBeNull();
    expect(last()).toEqual(['a']);
    http
      .expectOne('/api/items?page=2')
      .flush(
        { error: 'limit_reached', details: { limit: 'seats', max: 1 } },
        { status: 403, statusText: 'Forbidden' },
      );
    await settle();
    expect(shown()).toBeNull();
    expect(last()).toEqual(['a']);
    expect(error()).toMatchObject({ status: 403, plan: { reason: 'limit_reached' } });

    items.reload();
    await settle();
    http.expectOne('/api/items?page=2').flush(['b']);
    await settle();
    expect(error()).toBeNull();
    expect(shown()).toEqual(['b']);
    expect(last()).toEqual(['b']);
  });

  it('explains a failure that never reached the server', async () => {
    const error = resourceError(pages());
    await settle();
    http.expectOne('/api/items?page=1').error(new ProgressEvent('error'), { status: 0 });
    await settle();
    expect(error()?.message).toBe('Cannot reach the service. Check your connection and try again.');
  });
});
