import { type Signal, computed, signal } from '@angular/core';
import { type Observable, isObservable } from 'rxjs';
import { type ApiError, toApiError } from './api-error';

/** How a run ended: the server's answer, or the error already kept in `error()` for the form to show. */
export type MutationResult<R> = { ok: true; value: R } | { ok: false; error: ApiError };

/** A write with its loading and error state, for buttons that disable themselves and forms that show why. */
export interface Mutation<A extends unknown[], R> {
  /** True while a run is in flight (buttons say "Saving…" and stay disabled). */
  readonly pending: Signal<boolean>;
  /** The latest run's error in the one shape the UI shows (null after a success or a new start). */
  readonly error: Signal<ApiError | null>;
  /** The latest error's messages per request field, for the inputs they belong to. */
  readonly fieldErrors: Signal<Record<string, string[]>>;
  /** Sends the request; never rejects, so a forgotten failure is still shown rather than lost. */
  run(...args: A): Promise<MutationResult<R>>;
  /** A problem found in the browser before any request: shown exactly like a server refusal. */
  fail(error: ApiError): void;
  /** Forgets the error (the form starts over). */
  reset(): void;
}

/**
 * Wraps one kind of write (a typed API call answering an Observable or a Promise). Overlapping runs are allowed
 * (pending stays true until the last ends); only the latest started run sets the error.
 */
export function mutation<A extends unknown[], R>(
  request: (...args: A) => Observable<R> | PromiseLike<R>,
): Mutation<A, R> {
  const inFlight = signal(0);
  const error = signal<ApiError | null>(null);
  let latest = 0;

  async function run(...args: A): Promise<MutationResult<R>> {
    const runId = ++latest;
    inFlight.update((count) => count + 1);
    error.set(null);
    try {
      const value = await settle(request(...args));
      return { ok: true, value };
    } catch (cause) {
      const apiError = toApiError(cause);
      if (runId === latest) error.set(apiError);
      return { ok: false, error: apiError };
    } finally {
      inFlight.update((count) => count - 1);
    }
  }

  return {
    pending: computed(() => inFlight() > 0),
    error: error.asReadonly(),
    fieldErrors: computed(() => error()?.fieldErrors ?? {}),
    run,
    fail: (problem) => {
      latest++;
      error.set(problem);
    },
    reset: () => error.set(null),
  };
}

/** The last value of an HTTP Observable (one answer, then complete), or the promise's value. */
function settle<R>(answer: Observable<R> | PromiseLike<R>): Promise<R> {
  if (!isObservable(answer)) return Promise.resolve(answer);
  return new Promise<R>((resolve, reject) => {
    let last: { value: R } | null = null;
    answer.subscribe({
      next: (value) => (last = { value }),
      error: reject,
      complete: () =>
        last ? resolve(last.value) : reject(new Error('The request ended without an answer.')),
    });
  });
}
