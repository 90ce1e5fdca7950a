import { Location } from '@angular/common';
import { provideLocationMocks } from '@angular/common/testing';
import { provideHttpClient } from '@angular/common/http';
import {
  HttpTestingController,
  provideHttpClientTesting,
  type TestRequest,
} from '@angular/common/http/testing';
import { Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import type { SchemaDto } from '@sdn/contracts';
import { schema } from '../data/schema.fixture';
import { SchemaLibrary } from './schema-library';

const LIST = '/api/clients/c1/schemas';

/** The site page as the route shows it: the library inside it. */
@Component({
  selector: 'app-test-site',
  imports: [SchemaLibrary],
  template: `<app-schema-library clientId="c1" />`,
})
class TestSite {}

@Component({ selector: 'app-test-login', template: `<h1>Log in</h1>` })
class TestLogin {}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SchemaLibrary in the address', () => {
  let http: HttpTestingController;
  let harness: RouterTestingHarness;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        provideRouter([
          { path: 'sites/:clientId', component: TestSite },
          { path: 'login', component: TestLogin },
        ]),
        provideLocationMocks(),
        provideHttpClient(),
        provideHttpClientTesting(),
      ],
    });
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  const listRequest = (): TestRequest =>
    http.expectOne((req) => req.method === 'GET' && req.url === LIST);
  const answer = (req: TestRequest, items: SchemaDto[], total = items.length) =>
    req.flush({
      items,
      total,
      limit: Number(req.request.params.get('limit')),
      offset: Number(req.request.params.get('offset') ?? 0),
    });
  const settle = async () => {
    await pause(0);
    harness.detectChanges();
    TestBed.tick();
  };
  const url = () => TestBed.inject(Router).url;
  const element = () => harness.routeNativeElement as HTMLElement;
  const field = <T extends HTMLElement>(selector: string) => element().querySelector<T>(selector)!;
  const type = (selector: string, text: string) => {
    const input = field<HTMLInputElement>(selector);
    input.value = text;
    input.dispatchEvent(new Event('input'));
  };
  const choose = (selector: string, value: string) => {
    const select = field<HTMLSelectElement>(selector);
    select.value = value;
    select.dispatchEvent(new Event('change'));
  };

  async function open(address: string, items = [schema({ id: 's1' })], total = 120) {
    harness = await RouterTestingHarness.create(address);
    TestBed.tick();
    const first = listRequest();
    answer(first, items, total);
    await settle();
    return first;
  }

  it('opens on the view a link asks for: every filter, sort, page and page size', async () => {
    const first = await open(
      '/sites/c1?q=lamp&status=draft&type=Product&valid=false&updated=30&sort=name&order=desc&page=3&size=25',
    );
    const params = first.request.params;
    expect(
      ['search', 'status', 'type', 'valid', 'sort', 'order', 'limit', 'offset'].map((key) =>
        params.get(key),
      ),
    ).toEqual(['lamp', 'draft', 'Product', 'false', 'name', 'desc', '25', '50']);
    expect(params.get('updatedFrom')).toMatch(/^\d{4}-/);
    expect(field<HTMLInputElement>('#schema-search').value).toBe('lamp');
    expect(field<HTMLInputElement>('#schema-type-filter').value).toBe('Product');
    expect(field<HTMLSelectElement>('#schema-status-filter').value).toBe('draft');
    expect(field<HTMLSelectElement>('#schema-page-size').value).toBe('25');
    expect(field('.pager [role="status"]').textContent).toContain('51–51 of 120');
  });

  it('applies search and type as the user types, once typing pauses, and keeps them in the address', async () => {
    await open('/sites/c1');
    // Two keystrokes within the pause: one request, for the text as it ends.
    type('#schema-type-filter', 'Pro');
    type('#schema-type-filter', 'Product');
    await pause(300);
    await settle();
    const typed = listRequest();
    expect(typed.request.params.get('type')).toBe('Product');
    answer(typed, [schema({ id: 's2', schemaType: 'Product' })], 1);
    expect(url()).toBe('/sites/c1?type=Product');

    type('#schema-search', 'lamp');
    await pause(300);
    await settle();
    answer(listRequest(), [], 0);
    expect(url()).toBe('/sites/c1?type=Product&q=lamp');

    choose('#schema-status-filter', 'paused');
    await settle();
    answer(listRequest(), [], 0);
    expect(url()).toBe('/sites/c1?type=Product&q=lamp&status=paused');

    // Back restores the previous view, the text boxes included (the router follows the browser's history as in the app).
    TestBed.inject(Router).setUpLocationChangeListener();
    TestBed.inject(Location).back();
    await pause(10);
    await settle();
    answer(listRequest(), [], 0);
    expect(url()).toBe('/sites/c1?type=Product&q=lamp');
    expect(field<HTMLSelectElement>('#schema-status-filter').value).toBe('');
  });

  it('pages with the chosen page size and keeps the first row on screen when the size changes', async () => {
    await open('/sites/c1?page=3');
    choose('#schema-page-size', '100');
    await settle();
    const req = listRequest();
    expect([req.request.params.get('limit'), req.request.params.get('offset')]).toEqual([
      '100',
      '100',
    ]);
    answer(req, [schema({ id: 's1' })], 120);
    await settle();
    expect(url()).toBe('/sites/c1?page=2&size=100');
    [...element().querySelectorAll('button')]
      .find((b) => b.textContent?.trim() === 'Previous')!
      .click();
    await settle();
    answer(listRequest(), [schema({ id: 's1' })], 120);
    expect(url()).toBe('/sites/c1?size=100');
  });

  it('never writes the address after the user has left for another page, such as the log-in redirect', async () => {
    await open('/sites/c1');
    type('#schema-search', 'lamp');
    await TestBed.inject(Router).navigate(['/login'], { queryParams: { returnUrl: '/sites/c1' } });
    await pause(400);
    await settle();
    expect(url()).toBe('/login?returnUrl=%2Fsites%2Fc1');
    http.expectNone((req) => req.url === LIST);
  });
});
