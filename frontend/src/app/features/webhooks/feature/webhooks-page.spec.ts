import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import type {
  WebhookDeliveryDto,
  WebhookEndpointDto,
  WebhookEndpointsResponse,
} from '@sdn/contracts';
import { ConfirmService } from '../../../shared/ui/confirm.service';
import { WebhooksPage } from './webhooks-page';

const ENDPOINT: WebhookEndpointDto = {
  id: 'e1',
  url: 'https://hooks.example.com/purge',
  description: 'CDN purge',
  events: ['schema.published', 'schema.paused'],
  createdAt: '2026-11-26T10:00:00Z',
};

const FAILED: WebhookDeliveryDto = {
  id: 'd1',
  eventId: 'ev1',
  eventType: 'schema.published',
  status: 'failed',
  createdAt: '2026-11-26T10:01:00Z',
  nextAttemptAt: null,
  attempts: [
    {
      number: 1,
      at: '2026-11-26T10:01:00Z',
      statusCode: 500,
      durationMs: 31,
      error: 'the receiver answered 500; gave up after 1 attempt',
    },
  ],
  payload: {
    id: 'ev1',
    type: 'schema.published',
    occurredAt: '2026-11-26T10:01:00Z',
    workspaceId: 'w1',
    clientSiteId: 's1',
    schemaId: 'sc1',
    schemaType: 'Product',
    pageUrl: 'https://shop.example.com/p/1',
  },
};

function list(overrides: Partial<WebhookEndpointsResponse> = {}): WebhookEndpointsResponse {
  return { endpoints: [ENDPOINT], canManage: true, ...overrides };
}

/** Lets answers reach the signals, then renders. */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve));
  TestBed.tick();
}

function button(element: HTMLElement, name: string): HTMLButtonElement {
  const found = [...element.querySelectorAll<HTMLButtonElement>('button')].find(
    (each) => (each.getAttribute('aria-label') ?? each.textContent!.trim()) === name,
  );
  if (!found) throw new Error(`no button named ${name}`);
  return found;
}

describe('WebhooksPage', () => {
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [provideRouter([]), provideHttpClient(), provideHttpClientTesting()],
    });
    http = TestBed.inject(HttpTestingController);
  });

  async function render(answer = list()) {
    const fixture = TestBed.createComponent(WebhooksPage);
    TestBed.tick();
    http.expectOne('/api/webhooks').flush(answer);
    await settle();
    return fixture.nativeElement as HTMLElement;
  }

  it('adds an endpoint with the chosen events and shows its secret once, with a copy button', async () => {
    const element = await render(list({ endpoints: [] }));
    const url = element.querySelector<HTMLInputElement>('#webhook-url')!;
    url.value = 'https://hooks.example.com/rebuild';
    url.dispatchEvent(new Event('input'));
    const updated = [...element.querySelectorAll<HTMLLabelElement>('.event')].find((label) =>
      label.textContent!.includes('Updated'),
    )!;
    updated.querySelector('input')!.click();
    TestBed.tick();
    element.querySelector<HTMLFormElement>('form')!.dispatchEvent(new Event('submit'));
    const post = http.expectOne({ method: 'POST', url: '/api/webhooks' });
    expect(post.request.body).toEqual({
      url: 'https://hooks.example.com/rebuild',
      description: null,
      events: ['schema.published', 'schema.paused', 'schema.unpaused', 'schema.deleted'],
    });
    post.flush({
      ...ENDPOINT,
      url: 'https://hooks.example.com/rebuild',
      secret: 'whsec_shown-once',
    });
    await settle();
    http.expectOne('/api/webhooks').flush(list());
    await settle();
    const secret = element.querySelector<HTMLTextAreaElement>('.secret textarea')!;
    expect(secret.value).toBe('whsec_shown-once');
    expect(button(element, 'Copy Signing secret')).toBeTruthy();
    button(element, 'I have copied it').click();
    TestBed.tick();
    expect(element.querySelector('.secret')).toBeNull();
    expect(element.textContent).not.toContain('whsec_shown-once');
  });

  it('shows the server field errors beside the URL input', async () => {
    const element = await render(list({ endpoints: [] }));
    const url = element.querySelector<HTMLInputElement>('#webhook-url')!;
    url.value = 'http://hooks.example.com';
    url.dispatchEvent(new Event('input'));
    TestBed.tick();
    element.querySelector<HTMLFormElement>('form')!.dispatchEvent(new Event('submit'));
    http.expectOne({ method: 'POST', url: '/api/webhooks' }).flush(
      {
        error: 'Validation failed',
        details: { url: { _errors: ['Must be a full https:// address'] } },
      },
      { status: 400, statusText: 'Bad Request' },
    );
    await settle();
    expect(element.querySelector('#webhook-url-error')!.textContent).toContain(
      'Must be a full https:// address',
    );
    expect(url.getAttribute('aria-invalid')).toBe('true');
  });

  it('lists deliveries with the last attempt and resends a failed one', async () => {
    const element = await render();
    button(element, 'Deliveries').click();
    TestBed.tick();
    http.expectOne('/api/webhooks/e1/deliveries').flush({ deliveries: [FAILED] });
    await settle();
    const row = element.querySelector('tbody tr')!;
    expect(row.textContent).toContain('Failed');
    expect(row.textContent).toContain('Attempt 1: 500 in 31 ms');
    expect(row.textContent).toContain('gave up after 1 attempt');
    button(element, 'Resend schema.published of https://shop.example.com/p/1').click();
    const resend = http.expectOne({ method: 'POST', url: '/api/webhooks/e1/deliveries/d1/resend' });
    resend.flush({ ...FAILED, id: 'd2', status: 'pending', attempts: [] });
    await settle();
    http
      .expectOne('/api/webhooks/e1/deliveries')
      .flush({ deliveries: [{ ...FAILED, id: 'd2', status: 'pending', attempts: [] }, FAILED] });
    await settle();
    expect(element.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(element.querySelector('tbody tr')!.textContent).toContain('Retrying');
  });

  it('rotates a secret after confirmation and shows the new one', async () => {
    const element = await render();
    button(element, 'Rotate secret of https://hooks.example.com/purge').click();
    await settle();
    const confirm = TestBed.inject(ConfirmService);
    expect(confirm.pending()?.title).toBe('Rotate the secret of https://hooks.example.com/purge?');
    confirm.answer(true);
    await settle();
    http
      .expectOne({ method: 'POST', url: '/api/webhooks/e1/rotate-secret' })
      .flush({ ...ENDPOINT, secret: 'whsec_new' });
    await settle();
    expect(element.querySelector<HTMLTextAreaElement>('.secret textarea')!.value).toBe('whsec_new');
  });

  it('deletes an endpoint after confirmation', async () => {
    const element = await render();
    button(element, 'Delete https://hooks.example.com/purge').click();
    await settle();
    TestBed.inject(ConfirmService).answer(true);
    await settle();
    http
      .expectOne({ method: 'DELETE', url: '/api/webhooks/e1' })
      .flush(null, { status: 204, statusText: 'No Content' });
    await settle();
    http.expectOne('/api/webhooks').flush(list({ endpoints: [] }));
    await settle();
    expect(element.textContent).toContain('No endpoints yet.');
  });

  it('gives members the log without the controls that change endpoints', async () => {
    const element = await render(list({ canManage: false }));
    expect(element.querySelector('#webhook-url')).toBeNull();
    expect(element.textContent).toContain(
      'Only the workspace owner adds, rotates and deletes endpoints.',
    );
    expect(element.querySelector('.btn-danger')).toBeNull();
    button(element, 'Deliveries').click();
    TestBed.tick();
    http.expectOne('/api/webhooks/e1/deliveries').flush({ deliveries: [FAILED] });
    await settle();
    expect(element.querySelector('tbody tr')!.textContent).not.toContain('Resend');
  });

  it('offers the upgrade when the plan lacks webhooks', async () => {
    const fixture = TestBed.createComponent(WebhooksPage);
    TestBed.tick();
    http
      .expectOne('/api/webhooks')
      .flush(
        { error: 'plan_required', details: { plan: 'pro', feature: 'webhooks' } },
        { status: 403, statusText: 'Forbidden' },
      );
    await settle();
    const element: HTMLElement = fixture.nativeElement;
    expect(element.querySelector('.upgrade')).not.toBeNull();
    expect(element.querySelector('a[href="/billing"]')).not.toBeNull();
  });
});
