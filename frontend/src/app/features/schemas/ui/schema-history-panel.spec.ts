import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import type {
  RestoreRevisionResponse,
  SchemaRevisionDto,
  SchemaRevisionListResponse,
  SchemaRevisionSummary,
  SchemaStatus,
} from '@sdn/contracts';
import { SchemaHistoryPanel } from './schema-history-panel';

const BASE = '/api/clients/c1/schemas/s1/revisions';
const AUTHOR = { userId: 'u1', email: 'ana@example.com' };

function summary(
  number: number,
  kind: SchemaRevisionSummary['kind'],
  status: SchemaStatus,
  changes: SchemaRevisionSummary['changes'],
): SchemaRevisionSummary {
  return {
    number,
    kind,
    status,
    changes,
    name: 'Post',
    pageUrl: 'https://shop.test/post',
    schemaType: 'Article',
    author: AUTHOR,
    recordedAt: `2026-11-24T10:0${number}:00.000Z`,
    restoredFrom: null,
  };
}

const LIST: SchemaRevisionListResponse = {
  items: [
    summary(4, 'published', 'published', ['status']),
    summary(3, 'edited', 'draft', ['jsonLd', 'name']),
    summary(2, 'edited', 'draft', ['jsonLd']),
    summary(1, 'created', 'draft', ['name', 'pageUrl', 'jsonLd', 'status']),
  ],
  total: 4,
  limit: 20,
  offset: 0,
  kept: 100,
};

const full = (number: number, headline: string): SchemaRevisionDto => ({
  ...LIST.items.find((r) => r.number === number)!,
  jsonLd: { '@context': 'https://schema.org', '@type': 'Article', headline },
});

async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve));
  TestBed.tick();
}

describe('SchemaHistoryPanel', () => {
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [provideHttpClient(), provideHttpClientTesting()],
    });
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  async function render(status: SchemaStatus = 'published', unsavedChanges = false) {
    const fixture = TestBed.createComponent(SchemaHistoryPanel);
    fixture.componentRef.setInput('clientId', 'c1');
    fixture.componentRef.setInput('schemaId', 's1');
    fixture.componentRef.setInput('status', status);
    fixture.componentRef.setInput('savedAt', '2026-11-24T10:04:00.000Z');
    fixture.componentRef.setInput('unsavedChanges', unsavedChanges);
    const restored: RestoreRevisionResponse[] = [];
    fixture.componentInstance.restored.subscribe((value) => restored.push(value));
    TestBed.tick();
    http.expectOne(`${BASE}?limit=20&offset=0`).flush(LIST);
    await settle();
    const element = fixture.nativeElement as HTMLElement;
    const button = (text: string) =>
      [...element.querySelectorAll('button')].find((b) => b.textContent!.trim() === text)!;
    return { fixture, element, restored, button };
  }

  it('lists revisions newest first with what happened, what changed, who and the state; the latest offers no restore', async () => {
    const { element } = await render();
    const rows = [...element.querySelectorAll('li.revision')].map((li) =>
      li.textContent!.replace(/\s+/g, ' ').trim(),
    );
    expect(rows).toHaveLength(4);
    expect(rows[0]).toContain('#4 Published');
    expect(rows[0]).toContain('Current');
    expect(rows[1]).toContain('#3 Edited');
    expect(rows[1]).toContain('JSON-LD and name changed');
    expect(rows[1]).toContain('ana@example.com');
    expect(rows[3]).toContain('#1 Created');
    expect(element.querySelectorAll('li.revision button')).toHaveLength(3);
    expect(element.textContent).toContain('the newest 100 per schema');
  });

  it('compares any two chosen revisions side by side, older on the left', async () => {
    const { element } = await render();
    const boxes = element.querySelectorAll<HTMLInputElement>('li.revision input[type="checkbox"]');
    boxes[0]!.click();
    await settle();
    expect(element.querySelector('.compare')!.textContent).toContain('1 of 2 chosen');
    boxes[2]!.click();
    await settle();
    http.expectOne(`${BASE}/2`).flush(full(2, 'Old headline'));
    http.expectOne(`${BASE}/4`).flush(full(4, 'New headline'));
    await settle();
    const diff = element.querySelector('app-json-diff')!;
    const headers = [...diff.querySelectorAll('th')].map((th) => th.textContent!.trim());
    expect(headers[0]).toContain('#2 Edited');
    expect(headers[1]).toContain('#4 Published');
    const side = (selector: string) =>
      [...diff.querySelectorAll(selector)].map((cell) => cell.textContent).join('\n');
    expect(side('td.left')).toContain('Old headline');
    expect(side('td.left')).not.toContain('New headline');
    expect(side('td.right')).toContain('New headline');
  });

  it('asks before restoring, offering "keep live" and "pause for review" explicitly, and hands the result over', async () => {
    const { element, restored, button } = await render('published', true);
    element.querySelectorAll<HTMLButtonElement>('li.revision button')[1]!.click();
    await settle();
    const dialog = element.querySelector('dialog')!;
    expect(dialog.textContent).toContain('Restore revision #2?');
    expect(dialog.textContent).toContain('unsaved changes in the editor are replaced');
    expect(dialog.textContent).toContain('nothing is delivered on its page until you unpause it');
    button('Restore and keep live').click();
    await settle();
    const call = http.expectOne({ method: 'POST', url: `${BASE}/2/restore` });
    expect(call.request.body).toEqual({ publish: true });
    const answer = {
      schema: { id: 's1' },
      revision: { ...summary(5, 'restored', 'published', ['jsonLd']), restoredFrom: 2 },
    } as RestoreRevisionResponse;
    call.flush(answer);
    await settle();
    expect(restored).toEqual([answer]);
    http.expectOne(`${BASE}?limit=20&offset=0`).flush(LIST);
  });

  it('restores a draft without publishing when asked, and shows a refusal', async () => {
    const { element, restored, button } = await render('draft');
    element.querySelectorAll<HTMLButtonElement>('li.revision button')[0]!.click();
    await settle();
    expect(element.querySelector('dialog')!.textContent).not.toContain('unsaved changes');
    button('Restore as draft').click();
    await settle();
    const call = http.expectOne(`${BASE}/3/restore`);
    expect(call.request.body).toEqual({ publish: false });
    call.flush(
      { error: 'Published schemas of https://shop.test/post would deliver 600000 bytes' },
      { status: 413, statusText: 'Payload Too Large' },
    );
    await settle();
    expect(restored).toEqual([]);
    expect(element.textContent).toContain('would deliver 600000 bytes');
  });

  it('reads the history again when the editor saves', async () => {
    const { fixture } = await render();
    fixture.componentRef.setInput('savedAt', '2026-11-24T10:09:00.000Z');
    TestBed.tick();
    await settle();
    http.expectOne(`${BASE}?limit=20&offset=0`).flush(LIST);
  });
});
