import { HttpErrorResponse } from '@angular/common/http';
import { Subject, of, throwError } from 'rxjs';
import { clientError } from './api-error';
import { mutation } from './mutation';

describe('mutation', () => {
  it('is pending while the request runs and answers its value', async () => {
    const answer = new Subject<{ id: string }>();
    const save = mutation((id: string) => {
      expect(id).toBe('s1');
      return answer;
    });
    expect(save.pending()).toBe(false);
    const running = save.run('s1');
    expect(save.pending()).toBe(true);
    answer.next({ id: 's1' });
    answer.complete();
    expect(await running).toEqual({ ok: true, value: { id: 's1' } });
    expect(save.pending()).toBe(false);
    expect(save.error()).toBeNull();
  });

  it("keeps a refusal as ApiError with the server's field messages, and clears it when the next run starts", async () => {
    let fail = true;
    const save = mutation(() =>
      fail
        ? throwError(
            () =>
              new HttpErrorResponse({
                status: 400,
                error: { error: 'Validation failed', details: { name: { _errors: ['Required'] } } },
              }),
          )
        : of('saved'),
    );
    const refused = await save.run();
    expect(refused).toMatchObject({
      ok: false,
      error: { status: 400, message: 'Validation failed' },
    });
    expect(save.error()?.message).toBe('Validation failed');
    expect(save.fieldErrors()).toEqual({ name: ['Required'] });
    expect(save.pending()).toBe(false);

    fail = false;
    const next = save.run();
    expect(save.error()).toBeNull();
    expect(await next).toEqual({ ok: true, value: 'saved' });
    expect(save.fieldErrors()).toEqual({});
  });

  it('accepts promises, shows problems found in the browser like refusals, and forgets them on reset', async () => {
    const save = mutation(async (n: number) => {
      if (n < 0) throw new HttpErrorResponse({ status: 0 });
      return n * 2;
    });
    expect(await save.run(2)).toEqual({ ok: true, value: 4 });
    expect(await save.run(-1)).toMatchObject({
      ok: false,
      error: { status: 0, message: expect.stringContaining('Cannot reach') },
    });

    save.fail(clientError('Enter a name.'));
    expect(save.error()).toMatchObject({ status: 400, message: 'Enter a name.' });
    save.reset();
    expect(save.error()).toBeNull();
  });

  it('stays pending until every overlapping run ends, and shows the error of the latest run only', async () => {
    const first = new Subject<string>();
    const second = new Subject<string>();
    const queue = [first, second];
    const save = mutation(() => queue.shift()!);
    const a = save.run();
    const b = save.run();
    second.next('b');
    second.complete();
    expect(await b).toEqual({ ok: true, value: 'b' });
    expect(save.pending()).toBe(true);
    first.error(new HttpErrorResponse({ status: 409, error: { error: 'Stale' } }));
    expect(await a).toMatchObject({ ok: false, error: { message: 'Stale' } });
    expect(save.pending()).toBe(false);
    expect(save.error()).toBeNull();
  });

  it('reports a request that ends without an answer instead of hanging', async () => {
    const completing = new Subject<never>();
    const empty = mutation(() => completing);
    const run = empty.run();
    completing.complete();
    expect(await run).toMatchObject({
      ok: false,
      error: { message: 'The request ended without an answer.' },
    });
    expect(empty.pending()).toBe(false);
  });
});
