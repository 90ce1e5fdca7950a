import { HttpErrorResponse } from '@angular/common/http';
import { type Resource, type Signal, computed, linkedSignal } from '@angular/core';
import { type ApiError, toApiError } from './api-error';

/** A resource's failure in the one shape the UI shows (`ErrorAlert`), or null while it loads or has a value. */
export function resourceError(resource: Resource<unknown>): Signal<ApiError | null> {
  return computed(() => {
    const error = resource.error();
    if (!error) return null;
    // A loader's failure that is not Error-like arrives wrapped, with the original as its cause.
    return toApiError(error instanceof HttpErrorResponse ? error : (error.cause ?? error));
  });
}

/** A resource's value, or `fallback` while it has none (idle, loading, failed): never throws in templates. */
export function valueOr<T, F>(resource: Resource<T | undefined>, fallback: F): Signal<T | F> {
  return computed(() => (resource.hasValue() ? (resource.value() as T) : fallback));
}

/**
 * The latest value the resource had, kept while it loads for new parameters or fails (a list stays on screen,
 * marked as updating, until the next answer replaces it); undefined until a first value arrives.
 */
export function lastValue<T>(resource: Resource<T | undefined>): Signal<T | undefined> {
  return linkedSignal<T | undefined, T | undefined>({
    source: () => (resource.hasValue() ? (resource.value() as T) : undefined),
    computation: (value, previous) => value ?? previous?.value,
  });
}
