import { provideHttpClient } from '@angular/common/http';
import {
  HttpTestingController,
  provideHttpClientTesting,
  type TestRequest,
} from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import type { SchemaDto, SchemaImportResponse } from '@sdn/contracts';
import { ConfirmService } from '../../../shared/ui/confirm.service';
import { ToastService } from '../../../shared/ui/toast.service';
import { schema } from '../data/schema.fixture';
import { SchemaLibrary } from './schema-library';

const LIST = '/api/clients/c1/schemas';

async function settle(fixture: {
  whenStable(): Promise<unknown>;
  detectChanges(): void;
}): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve));
  TestBed.tick();
  fixture.detectChanges();
}

describe('SchemaLibrary', () => {
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [provideRouter([]), provideHttpClient(), provideHttpClientTesting()],
    });
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  const listRequest = (): TestRequest =>
    http.expectOne((req) => req.method === 'GET' && req.url === LIST);
  const answer = (req: TestRequest, items: SchemaDto[], total = items.length) =>
    req.flush({ items, total, limit: 50, offset: Number(req.request.params.get('offset') ?? 0) });

  async function render(
    items: SchemaDto[] = [
      schema({ id: 's1', name: 'Launch' }),
      schema({ id: 's2', name: 'Lamp', schemaType: 'Product' }),
    ],
    total?: number,
  ) {
    const fixture = TestBed.createComponent(SchemaLibrary);
    fixture.componentRef.setInput('clientId', 'c1');
    TestBed.tick();
    const first = listRequest();
    expect(first.request.params.get('sort')).toBe('updatedAt');
    expect(first.request.params.get('order')).toBe('desc');
    answer(first, items, total);
    await settle(fixture);
    return { fixture, element: fixture.nativeElement as HTMLElement };
  }

  /** A button by its words, leaving out its icon's ligature name. */
  const button = (element: HTMLElement, text: string) =>
    [...element.querySelectorAll<HTMLButtonElement>('button')].find((b) => {
      const words = [...b.childNodes]
        .filter((node) => !(node instanceof HTMLElement && node.classList.contains('icon')))
        .map((node) => node.textContent)
        .join('');
      return words.trim().startsWith(text);
    })!;

  it('asks the service again when a header sorts, a filter changes or the page moves', async () => {
    const { fixture, element } = await render([schema({ id: 's1' })], 120);
    button(element, 'Name').click();
    await settle(fixture);
    let req = listRequest();
    expect([req.request.params.get('sort'), req.request.params.get('order')]).toEqual([
      'name',
      'asc',
    ]);
    answer(req, [schema({ id: 's1' })], 120);
    await settle(fixture);
    button(element, 'Name').click();
    await settle(fixture);
    req = listRequest();
    expect(req.request.params.get('order')).toBe('desc');
    answer(req, [schema({ id: 's1' })], 120);
    await settle(fixture);

    const validity = element.querySelector<HTMLSelectElement>('#schema-valid-filter')!;
    validity.value = 'false';
    validity.dispatchEvent(new Event('change'));
    await settle(fixture);
    req = listRequest();
    expect(req.request.params.get('valid')).toBe('false');
    answer(req, [schema({ id: 's1', valid: false })], 120);
    await settle(fixture);

    button(element, 'Next').click();
    await settle(fixture);
    req = listRequest();
    expect(req.request.params.get('offset')).toBe('50');
    answer(req, [schema({ id: 's9' })], 120);
    await settle(fixture);
    expect(element.querySelector('.pager [role="status"]')?.textContent).toContain('51–51 of 120');
  });

  it('sends the selection in one bulk request, then clears it and reloads the page', async () => {
    const { fixture, element } = await render();
    expect(element.querySelector('app-schema-table-bulk-bar')).toBeNull();
    element.querySelector<HTMLInputElement>('th input[type="checkbox"]')!.click();
    await settle(fixture);
    expect(element.querySelector('.bulk-bar [role="status"]')?.textContent).toContain('2 selected');
    button(element.querySelector('.bulk-bar')!, 'Pause').click();
    await settle(fixture);
    const confirm = TestBed.inject(ConfirmService);
    expect(confirm.pending()?.title).toBe('Pause 2 schemas?');
    confirm.answer(true);
    await settle(fixture);
    let countChanges = 0;
    fixture.componentInstance.countChanged.subscribe(() => countChanges++);
    const bulk = http.expectOne({ method: 'POST', url: `${LIST}/bulk` });
    expect(bulk.request.body).toEqual({ action: 'pause', schemaIds: ['s1', 's2'] });
    bulk.flush({ action: 'pause', changed: ['s1'], unchanged: ['s2'] });
    await settle(fixture);
    answer(listRequest(), [schema({ id: 's1', status: 'paused' })]);
    await settle(fixture);
    expect(element.querySelector('.bulk-bar')).toBeNull();
    expect(TestBed.inject(ToastService).toasts().at(-1)?.text).toBe(
      'Paused 1 (1 already not published)',
    );
    expect(countChanges).toBe(0);
  });

  it('summarises a bulk publish first and can publish only the valid schemas', async () => {
    const { fixture, element } = await render([
      schema({ id: 's1', valid: true }),
      schema({ id: 's2', valid: false }),
      schema({ id: 's3', valid: true }),
      schema({ id: 's4', status: 'published' }),
    ]);
    element.querySelector<HTMLInputElement>('th input[type="checkbox"]')!.click();
    await settle(fixture);
    button(element.querySelector('.bulk-bar')!, 'Publish').click();
    await settle(fixture);
    const confirm = TestBed.inject(ConfirmService);
    const question = confirm.pending()!;
    expect(question.title).toBe('Publish 4 schemas?');
    expect(question.message).toContain('4 schemas selected: 2 valid, 1 with errors.');
    expect(question.message).toContain('1 already published stay as they are.');
    expect(question.confirmLabel).toBe('Publish all 3');
    expect(question.alternativeLabel).toBe('Publish the 2 valid');
    confirm.answer('alternative');
    await settle(fixture);
    const bulk = http.expectOne({ method: 'POST', url: `${LIST}/bulk` });
    expect(bulk.request.body).toEqual({ action: 'publish', schemaIds: ['s1', 's3'] });
    bulk.flush({ action: 'publish', changed: ['s1', 's3'], unchanged: [] });
    await settle(fixture);
    answer(listRequest(), []);
    await settle(fixture);
  });

  it('changes nothing when the bulk summary is cancelled', async () => {
    const { fixture, element } = await render();
    element.querySelector<HTMLInputElement>('th input[type="checkbox"]')!.click();
    await settle(fixture);
    button(element.querySelector('.bulk-bar')!, 'Delete').click();
    await settle(fixture);
    const confirm = TestBed.inject(ConfirmService);
    expect(confirm.pending()?.confirmLabel).toBe('Delete 2');
    confirm.answer(false);
    await settle(fixture);
    http.expectNone({ method: 'POST', url: `${LIST}/bulk` });
    expect(element.querySelector('.bulk-bar [role="status"]')?.textContent).toContain('2 selected');
  });

  it('previews an import with a dry run, shows each rejection, and imports only after confirming', async () => {
    const { fixture, element } = await render();
    button(element, 'Import').click();
    await settle(fixture);
    const items = [
      {
        name: 'A',
        pageUrl: 'https://acme.test/a',
        jsonLd: { '@context': 'https://schema.org', '@type': 'Article' },
      },
    ];
    const file = new File(
      [JSON.stringify({ format: 'sdn-schemas', schemas: items })],
      'export.json',
      { type: 'application/json' },
    );
    const input = element.querySelector<HTMLInputElement>('#import-file')!;
    Object.defineProperty(input, 'files', { value: [file] });
    input.dispatchEvent(new Event('change'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    const dryRun = http.expectOne({ method: 'POST', url: `${LIST}/import` });
    expect(dryRun.request.body).toEqual({ dryRun: true, schemas: items });
    const preview: SchemaImportResponse = {
      dryRun: true,
      accepted: 1,
      rejected: 0,
      items: [
        {
          index: 0,
          name: 'A',
          pageUrl: 'https://acme.test/a',
          schemaType: 'Article',
          outcome: 'create',
          reasons: [],
        },
      ],
    };
    dryRun.flush(preview);
    await settle(fixture);
    expect(element.querySelector('.summary')?.textContent).toMatch(
      /1\s+would be created,\s+0\s+would be rejected/,
    );

    button(element, 'Import 1 schemas').click();
    const real = http.expectOne({ method: 'POST', url: `${LIST}/import` });
    expect(real.request.body).toEqual({ dryRun: false, schemas: items });
    real.flush({
      ...preview,
      dryRun: false,
      items: [{ ...preview.items[0], outcome: 'created', schemaId: 's3' }],
    });
    await settle(fixture);
    answer(listRequest(), [schema({ id: 's3', name: 'A' })]);
    await settle(fixture);
    expect(TestBed.inject(ToastService).toasts().at(-1)?.text).toBe('Imported 1 schemas as drafts');
  });

  it('shows rejected import items with their reasons and offers no import when none is valid', async () => {
    const { fixture, element } = await render();
    button(element, 'Import').click();
    await settle(fixture);
    const input = element.querySelector<HTMLInputElement>('#import-file')!;
    Object.defineProperty(input, 'files', {
      value: [new File(['[{"name":"X","pageUrl":"nope","jsonLd":{}}]'], 'x.json')],
    });
    input.dispatchEvent(new Event('change'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    http.expectOne({ method: 'POST', url: `${LIST}/import` }).flush({
      dryRun: true,
      accepted: 0,
      rejected: 1,
      items: [
        {
          index: 0,
          name: 'X',
          pageUrl: 'nope',
          schemaType: null,
          outcome: 'reject',
          reasons: [{ code: 'invalid_url', message: 'Must be an absolute URL' }],
        },
      ],
    });
    await settle(fixture);
    expect(element.querySelector('.items li.rejected .reason')?.textContent).toBe(
      'Must be an absolute URL',
    );
    expect(button(element, 'Import the 0 valid schemas').disabled).toBe(true);
  });

  it('maps the columns of a CSV, previews it with a dry run, says what happens to statuses, and imports the valid rows', async () => {
    const { fixture, element } = await render();
    button(element, 'Import').click();
    await settle(fixture);
    const article = '{""@context"":""https://schema.org"",""@type"":""Article""}';
    const csv = [
      'Headline,Name,URL,JSON-LD,status',
      `Launch post,launch,https://acme.test/a,"${article}",published`,
      `'=Sum,sum,https://acme.test/b,"${article}",draft`,
      `Broken,broken,nope,"${article}",published`,
    ].join('\r\n');
    const input = element.querySelector<HTMLInputElement>('#import-file')!;
    Object.defineProperty(input, 'files', { value: [new File([csv], 'library.csv')] });
    input.dispatchEvent(new Event('change'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    await settle(fixture);
    http.expectNone({ method: 'POST', url: `${LIST}/import` });
    const mapped = (target: string) =>
      element.querySelector<HTMLSelectElement>(`#import-map-${target}`)!;
    expect([mapped('name').value, mapped('pageUrl').value, mapped('jsonLd').value]).toEqual([
      '1',
      '2',
      '3',
    ]);
    const previewCells = () =>
      [...element.querySelectorAll('table.preview tbody tr')].map((row) =>
        [...row.querySelectorAll('td')].map((cell) => cell.textContent),
      );
    expect(previewCells()[0]!.slice(0, 3)).toEqual(['2', 'launch', 'https://acme.test/a']);
    mapped('name').value = '0';
    mapped('name').dispatchEvent(new Event('change'));
    await settle(fixture);
    expect(previewCells().map((cells) => cells[1])).toEqual(['Launch post', '=Sum', 'Broken']);

    button(element, 'Check 3 rows').click();
    const dryRun = http.expectOne({ method: 'POST', url: `${LIST}/import` });
    const jsonLd = { '@context': 'https://schema.org', '@type': 'Article' };
    const schemas = [
      { name: 'Launch post', pageUrl: 'https://acme.test/a', jsonLd },
      { name: '=Sum', pageUrl: 'https://acme.test/b', jsonLd },
      { name: 'Broken', pageUrl: 'nope', jsonLd },
    ];
    expect(dryRun.request.body).toEqual({ dryRun: true, schemas });
    const outcome = (index: number, reject = false): SchemaImportResponse['items'][number] => ({
      index,
      name: schemas[index]!.name,
      pageUrl: schemas[index]!.pageUrl,
      schemaType: 'Article',
      outcome: reject ? 'reject' : 'create',
      reasons: reject ? [{ code: 'invalid_url', message: 'Must be an absolute URL' }] : [],
    });
    dryRun.flush({
      dryRun: true,
      accepted: 2,
      rejected: 1,
      items: [outcome(0), outcome(1), outcome(2, true)],
    });
    await settle(fixture);
    expect(element.querySelector('[data-testid="import-status-note"]')?.textContent).toBe(
      '2 schemas are created as drafts: nothing is delivered until it is published. In the file, 1 was published: it arrives as drafts too, so publish again what should be live (select the rows, then Publish).',
    );
    expect(element.querySelector('.items li.rejected')?.textContent).toContain('Row 4');
    expect(button(element, 'Import 2 schemas')).toBeUndefined();

    button(element, 'Import the 2 valid rows').click();
    const real = http.expectOne({ method: 'POST', url: `${LIST}/import` });
    expect(real.request.body).toEqual({ dryRun: false, validOnly: true, schemas });
    real.flush({
      dryRun: false,
      accepted: 2,
      rejected: 1,
      items: [
        { ...outcome(0), outcome: 'created', schemaId: 's7' },
        { ...outcome(1), outcome: 'created', schemaId: 's8' },
        outcome(2, true),
      ],
    });
    await settle(fixture);
    answer(listRequest(), [schema({ id: 's7' })]);
    await settle(fixture);
    expect(TestBed.inject(ToastService).toasts().at(-1)?.text).toBe(
      'Imported 2 schemas as drafts; 1 rejected left out',
    );
  });

  it('names the refused URL of a duplicate with the message the service gives for its position', async () => {
    const { fixture, element } = await render();
    element.querySelector<HTMLButtonElement>('button[aria-label="Duplicate Launch"]')!.click();
    await settle(fixture);
    const urls = element.querySelector<HTMLTextAreaElement>('#duplicate-urls')!;
    urls.value = 'https://acme.test/b\nacme.test/c';
    urls.dispatchEvent(new Event('input'));
    await settle(fixture);
    button(element, 'Create 2 copies').click();
    http.expectOne({ method: 'POST', url: `${LIST}/s1/duplicate` }).flush(
      {
        error: 'Validation failed',
        details: {
          'pageUrls[1]': {
            _errors: ['Must be an absolute URL starting with http:// or https://'],
          },
        },
      },
      { status: 400, statusText: 'Bad Request' },
    );
    await settle(fixture);
    expect(element.querySelector('.problems li')?.textContent).toBe(
      'acme.test/c: Must be an absolute URL starting with http:// or https://',
    );
  });

  it('duplicates a row to the typed URLs and says the schema count changed', async () => {
    const { fixture, element } = await render();
    let countChanges = 0;
    fixture.componentInstance.countChanged.subscribe(() => countChanges++);
    element.querySelector<HTMLButtonElement>('button[aria-label="Duplicate Launch"]')!.click();
    await settle(fixture);
    const urls = element.querySelector<HTMLTextAreaElement>('#duplicate-urls')!;
    urls.value = 'https://acme.test/b\n\nhttps://acme.test/c\n';
    urls.dispatchEvent(new Event('input'));
    await settle(fixture);
    button(element, 'Create 2 copies').click();
    const req = http.expectOne({ method: 'POST', url: `${LIST}/s1/duplicate` });
    expect(req.request.body).toEqual({ pageUrls: ['https://acme.test/b', 'https://acme.test/c'] });
    req.flush({ items: [schema({ id: 's8' }), schema({ id: 's9' })] });
    await settle(fixture);
    answer(listRequest(), [schema({ id: 's1' })]);
    await settle(fixture);
    expect(TestBed.inject(ToastService).toasts().at(-1)?.text).toBe('Created 2 draft copies');
    expect(countChanges).toBe(1);
  });
});
