import type { BulkRunView } from '@sdn/contracts';
import type request from 'supertest';

/** Polls the run until `done` holds (the jobs run in the background). */
export async function waitForRun(
  agent: request.Agent,
  clientId: string,
  runId: string,
  done: (run: BulkRunView) => boolean,
  timeoutMs = 30_000,
): Promise<BulkRunView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = (await agent.get(`/api/clients/${clientId}/bulk-runs/${runId}`).expect(200)).body as BulkRunView;
    if (done(run)) return run;
    if (Date.now() > deadline) throw new Error(`run did not settle: ${JSON.stringify(run.counts)}`);
    await new Promise((wait) => setTimeout(wait, 150));
  }
}
