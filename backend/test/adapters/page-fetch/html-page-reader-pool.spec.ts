import { expect } from 'chai';
import { HtmlPageReader } from '../../../src/adapters/page-fetch/html-page-reader.js';
import { SsrfSafePageFetcher } from '../../../src/adapters/page-fetch/ssrf-safe-page-fetcher.js';
import { PiscinaCpuWork } from '../../../src/adapters/worker-pool/piscina-cpu-work.js';
import type { CpuTask, CpuWork } from '../../../src/ports/cpu-work.js';
import { PageUnreadableError } from '../../../src/ports/page-reader.js';
import { startFixtureSite } from '../../support/fixture-site.js';

const fetcher = () =>
  new SsrfSafePageFetcher({ timeoutMs: 3000, maxBytes: 1024 * 1024, maxRedirects: 3, allowedAddresses: [], allowPrivate: true });

/** The real pool, noting which tasks pass through it. */
class RecordingCpuWork implements CpuWork {
  readonly tasks: string[] = [];
  constructor(private readonly pool: PiscinaCpuWork) {}
  run<I, O>(task: CpuTask<I, O>, input: I): Promise<O> {
    this.tasks.push(task.exportName);
    return this.pool.run(task, input);
  }
}

describe('Page reader: parsing in the worker pool', () => {
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  let roomy: PiscinaCpuWork;
  let tight: PiscinaCpuWork;
  before(async () => {
    site = await startFixtureSite();
    roomy = new PiscinaCpuWork({ threads: 1, maxQueue: 4, timeoutMs: 20_000, memoryMb: 256 });
    // 40 ms: enough for a small page, far too little for /big's 20,000 paragraphs.
    tight = new PiscinaCpuWork({ threads: 1, maxQueue: 4, timeoutMs: 40, memoryMb: 256 });
  });
  after(async () => {
    await site.close();
    await roomy.close();
    await tight.close();
  });

  it('parses through the pool while the calling thread keeps turning', async () => {
    const work = new RecordingCpuWork(roomy);
    const reader = new HtmlPageReader(fetcher(), work, { tokenBudget: 400, maxBytes: 1024 * 1024 });
    expect((await reader.read(site.url('/product'))).title).to.equal('Trail Runner 2 | Shoe Shop');
    expect(work.tasks).to.deep.equal(['parsePageSnapshot']);
    // The heavy page: its parse holds a pool thread for a while, this thread stays free.
    let turns = 0;
    let parsing = true;
    const reading = reader.read(site.url('/big')).finally(() => (parsing = false));
    await new Promise<void>((done) => {
      const tick = () => (parsing ? (turns++, setTimeout(tick, 1)) : done());
      tick();
    });
    const big = await reading;
    expect(big.mainText).to.include('filler text');
    expect(work.tasks).to.deep.equal(['parsePageSnapshot', 'parsePageSnapshot']);
    expect(turns, 'timer turns during the parse').to.be.greaterThan(5);
  });

  it('refuses a page whose parse runs past the budget, with a reason; other reads are unaffected', async () => {
    const reader = new HtmlPageReader(fetcher(), tight, { tokenBudget: 400, maxBytes: 1024 * 1024 });
    const error = await reader.read(site.url('/big')).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(PageUnreadableError);
    expect((error as Error).message).to.equal('The page took too long to read (more than the processing budget) and was not used.');
    const roomyReader = new HtmlPageReader(fetcher(), roomy, { tokenBudget: 400, maxBytes: 1024 * 1024 });
    expect((await roomyReader.read(site.url('/faq'))).faqs).to.have.length(3);
  });
});
