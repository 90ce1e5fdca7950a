import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { Injector } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { BULK_POLL_INTERVAL_MS, BulkRunStore } from './bulk-run-store';
import { CLIENT, bulkRun, item, settle as settleAnswers } from './bulk-run.fixture';

const RUN_URL = `/api/clients/${CLIENT}/bulk-runs/run1`;
const POLL_MS = 5;

/** Lets answers reach the signals and runs the effects (the poll's timer, the resource's loader). */
async function settle(): Promise<void> {
  await settleAnswers();
  TestBed.tick();
}

/** Waits past one poll interval, then lets the resource send its read. */
async function waitPoll(): Promise<void> {
  TestBed.tick();
  await new Promise((resolve) => setTimeout(resolve, POLL_MS * 3));
  TestBed.tick();
}

describe('BulkRunStore', () => {
  let http: HttpTestingController;
  let store: BulkRunStore;
  let injector: Injector;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: BULK_POLL_INTERVAL_MS, useValue: POLL_MS },
      ],
    });
    http = TestBed.inject(HttpTestingController);
    // Its own injector, destroyed like a page's when the test leaves it.
    injector = Injector.create({ providers: [BulkRunStore], parent: TestBed.inject(Injector) });
    store = injector.get(BulkRunStore);
  });

  afterEach(() => http.verify());

  /**
   * Starts a run of two URLs. `followed: false` stops before change detection runs the poll's effect, so no poll timer
   * is armed yet: a write made next lands before any read, however slow the machine (a 5 ms timer armed here fired
   * during a cancel on a loaded CI machine and sent a read the test did not expect).
   */
  async function startTwo({ followed = true } = {}): Promise<void> {
    const started = store.start(CLIENT, { urls: ['https://shop.test/a', 'https://shop.test/b'] });
    const post = http.expectOne({ method: 'POST', url: `/api/clients/${CLIENT}/bulk-runs` });
    expect(post.request.body).toEqual({ urls: ['https://shop.test/a', 'https://shop.test/b'] });
    post.flush(bulkRun([item({ id: 'a' }), item({ id: 'b' })]), {
      status: 202,
      statusText: 'Accepted',
    });
    await started;
    if (!followed) return;
    await settle();
    http.expectNone(RUN_URL);
  }

  it('polls a running run until it finishes, then stops', async () => {
    await startTwo();
    expect(store.running()).toBe(true);
    expect(store.percent()).toBe(0);
    await waitPoll();
    http.expectOne(RUN_URL).flush(
      bulkRun([
        item({
          id: 'a',
          status: 'succeeded',
          schemaId: 's1',
          schemaStatus: 'draft',
          schemaType: 'Product',
          isValid: true,
        }),
        item({ id: 'b', status: 'running' }),
      ]),
    );
    await settle();
    expect(store.done()).toBe(1);
    expect(store.percent()).toBe(50);
    await waitPoll();
    http
      .expectOne(RUN_URL)
      .flush(
        bulkRun([
          item({ id: 'a', status: 'succeeded', schemaId: 's1', schemaStatus: 'draft' }),
          item({ id: 'b', status: 'failed', error: 'The page answered HTTP 404.' }),
        ]),
      );
    await settle();
    expect(store.running()).toBe(false);
    expect(store.percent()).toBe(100);
    expect(store.publishable().map((entry) => entry.id)).toEqual(['a']);
    await waitPoll();
    http.expectNone(RUN_URL);
    expect(store.polling()).toBe(false);
  });

  it('stops polling when the page is left', async () => {
    await startTwo();
    expect(store.polling()).toBe(true);
    TestBed.tick();
    (injector as unknown as { destroy(): void }).destroy();
    await waitPoll();
    http.expectNone(RUN_URL);
  });

  it('cancels, retries failed URLs and publishes the chosen drafts, reading the run again after publishing', async () => {
    await startTwo({ followed: false });
    const cancelling = store.cancel();
    http
      .expectOne({ method: 'POST', url: `${RUN_URL}/cancel` })
      .flush(
        bulkRun(
          [
            item({ id: 'a', status: 'failed', error: 'Unreachable' }),
            item({ id: 'b', status: 'cancelled' }),
          ],
          { status: 'cancelled' },
        ),
      );
    expect(await cancelling).toBe(true);
    await settle();
    expect(store.run()!.status).toBe('cancelled');
    await waitPoll();
    http.expectNone(RUN_URL);

    const retrying = store.retryFailed();
    http
      .expectOne({ method: 'POST', url: `${RUN_URL}/retry-failed` })
      .flush(
        bulkRun([item({ id: 'a', status: 'queued' }), item({ id: 'b', status: 'cancelled' })]),
      );
    expect(await retrying).toBe(true);
    await settle();
    expect(store.running()).toBe(true);
    await waitPoll();
    http
      .expectOne(RUN_URL)
      .flush(
        bulkRun([
          item({ id: 'a', status: 'succeeded', schemaId: 's1', schemaStatus: 'draft' }),
          item({ id: 'b', status: 'cancelled' }),
        ]),
      );
    await settle();

    const publishing = store.publish(['a']);
    const publish = http.expectOne({ method: 'POST', url: `${RUN_URL}/publish` });
    expect(publish.request.body).toEqual({ itemIds: ['a'] });
    publish.flush({ published: ['s1'] });
    expect(await publishing).toEqual(['s1']);
    await settle();
    http
      .expectOne(RUN_URL)
      .flush(
        bulkRun([
          item({ id: 'a', status: 'succeeded', schemaId: 's1', schemaStatus: 'published' }),
          item({ id: 'b', status: 'cancelled' }),
        ]),
      );
    await settle();
    expect(store.publishable()).toEqual([]);
  });

  it('keeps the server refusal of a start and shows no run', async () => {
    const started = store.start(CLIENT, { urls: ['https://shop.test/a'] });
    http
      .expectOne(`/api/clients/${CLIENT}/bulk-runs`)
      .flush(
        { error: 'limit_reached', details: { limit: 'bulkUrlsPerRun', max: 10, requested: 11 } },
        { status: 403, statusText: 'Forbidden' },
      );
    expect(await started).toBeNull();
    expect(store.starting.error()!.plan!.reason).toBe('limit_reached');
    expect(store.run()).toBeNull();
  });

  it('opens a run by id and stops polling on a failed read until asked again', async () => {
    store.open(CLIENT, 'run1');
    TestBed.tick();
    http.expectOne(RUN_URL).flush(bulkRun([item({ id: 'a', status: 'running' })]));
    await settle();
    expect(store.polling()).toBe(true);
    await waitPoll();
    http
      .expectOne(RUN_URL)
      .flush({ error: 'Not found.' }, { status: 404, statusText: 'Not Found' });
    await settle();
    expect(store.loadError()!.status).toBe(404);
    expect(store.run()!.status).toBe('running');
    await waitPoll();
    http.expectNone(RUN_URL);
    store.retryLoad();
    TestBed.tick();
    http.expectOne(RUN_URL).flush(bulkRun([item({ id: 'a', status: 'succeeded' })]));
    await settle();
    expect(store.loadError()).toBeNull();
    expect(store.run()!.status).toBe('completed');
  });
});
