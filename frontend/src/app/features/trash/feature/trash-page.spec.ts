import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import type { TrashListResponse, TrashedSchemaDto, TrashedSiteDto } from '@sdn/contracts';
import { ConfirmService } from '../../../shared/ui/confirm.service';
import { TrashPage } from './trash-page';

const SITE: TrashedSiteDto = {
  kind: 'site',
  id: 's1',
  clientSiteId: 's1',
  name: 'Acme shop',
  websiteUrl: 'https://shop.acme.example',
  schemaCount: 2,
  deletedAt: '2026-11-26T10:00:00Z',
  deletedBy: { userId: 'u1', email: 'dana@acme.example' },
  purgeAt: '2026-12-26T10:00:00Z',
};

const ORPHAN: TrashedSchemaDto = {
  kind: 'schema',
  id: 'sc1',
  clientSiteId: 's1',
  name: 'Mug',
  siteName: 'Acme shop',
  pageUrl: 'https://shop.acme.example/mug',
  status: 'published',
  siteInTrash: true,
  deletedAt: '2026-11-25T10:00:00Z',
  deletedBy: { userId: 'u1', email: 'dana@acme.example' },
  purgeAt: '2026-12-25T10:00:00Z',
};

function list(overrides: Partial<TrashListResponse> = {}): TrashListResponse {
  return {
    items: [SITE, ORPHAN],
    total: 2,
    limit: 50,
    offset: 0,
    retentionDays: 30,
    canDeleteForever: true,
    ...overrides,
  };
}

async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve));
  TestBed.tick();
}

function buttonNamed(element: HTMLElement, name: string): HTMLButtonElement | undefined {
  return [...element.querySelectorAll<HTMLButtonElement>('button')].find(
    (each) => (each.getAttribute('aria-label') ?? each.textContent!.trim()) === name,
  );
}

describe('TrashPage', () => {
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [provideRouter([]), provideHttpClient(), provideHttpClientTesting()],
    });
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  async function render(answer = list()) {
    const fixture = TestBed.createComponent(TrashPage);
    TestBed.tick();
    http.expectOne('/api/trash?limit=50&offset=0').flush(answer);
    await settle();
    return fixture.nativeElement as HTMLElement;
  }

  it('lists items with who deleted them and when they go for good; a schema waiting for its site offers no restore', async () => {
    const element = await render();
    expect(element.textContent).toContain('wait here for 30 days');
    expect(element.textContent).toContain('Deleted 26 Nov 2026 by dana@acme.example');
    expect(element.textContent).toContain('Deleted for good on 26 Dec 2026');
    expect(buttonNamed(element, 'Restore Acme shop')).toBeDefined();
    expect(buttonNamed(element, 'Restore Mug')).toBeUndefined();
    expect(element.textContent).toContain('restore the site first');
  });

  it('restores an item and says where it went, with a link to it', async () => {
    const element = await render();
    buttonNamed(element, 'Restore Acme shop')!.click();
    http
      .expectOne({ method: 'POST', url: '/api/trash/sites/s1/restore' })
      .flush({ kind: 'site', id: 's1', clientSiteId: 's1', name: 'Acme shop', restoredSchemas: 2 });
    await settle();
    http.expectOne('/api/trash?limit=50&offset=0').flush(list({ items: [ORPHAN], total: 1 }));
    await settle();
    const status = element.querySelector('[role="status"]')!;
    expect(status.textContent).toContain('Acme shop is back in Sites with its 2 schemas');
    expect(status.querySelector('a')!.getAttribute('href')).toBe('/sites/s1');
  });

  it('deletes for good only after a confirmation', async () => {
    const element = await render();
    const confirm = TestBed.inject(ConfirmService);
    buttonNamed(element, 'Delete forever Acme shop')!.click();
    expect(confirm.pending()?.title).toBe('Delete Acme shop forever?');
    expect(confirm.pending()?.message).toContain('This cannot be undone.');
    confirm.answer(false);
    await settle();
    http.expectNone({ method: 'DELETE' });
    buttonNamed(element, 'Delete forever Acme shop')!.click();
    confirm.answer(true);
    await settle();
    http
      .expectOne({ method: 'DELETE', url: '/api/trash/sites/s1' })
      .flush(null, { status: 204, statusText: 'No Content' });
    await settle();
    http.expectOne('/api/trash?limit=50&offset=0').flush(list({ items: [ORPHAN], total: 1 }));
  });

  it('members see no Delete forever, and are told who can', async () => {
    const element = await render(list({ canDeleteForever: false }));
    expect(buttonNamed(element, 'Delete forever Acme shop')).toBeUndefined();
    expect(element.textContent).toContain('Only the workspace owner deletes items for good');
  });

  it('pages through a long trash', async () => {
    const element = await render(list({ total: 120 }));
    buttonNamed(element, 'Older')!.click();
    await settle();
    http.expectOne('/api/trash?limit=50&offset=50').flush(list({ total: 120, offset: 50 }));
    await settle();
    expect(element.textContent).toContain('51–52 of 120');
  });
});
