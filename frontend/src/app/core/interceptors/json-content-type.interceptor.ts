import type { HttpInterceptorFn } from '@angular/common/http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The service refuses state-changing requests that are not JSON, so every one says it is, even without a body. */
export const jsonContentTypeInterceptor: HttpInterceptorFn = (request, next) => {
  if (SAFE_METHODS.has(request.method) || request.headers.has('Content-Type')) return next(request);
  return next(request.clone({ setHeaders: { 'Content-Type': 'application/json' } }));
};
