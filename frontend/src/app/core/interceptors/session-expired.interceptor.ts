import { Location } from '@angular/common';
import { HttpErrorResponse, type HttpInterceptorFn } from '@angular/common/http';
import { inject } from '@angular/core';
import { Router } from '@angular/router';
import { catchError, throwError } from 'rxjs';
import { AuthStore } from '../auth/auth-store';
import { ToastService } from '../../shared/ui/toast.service';

/** Requests whose 401 is an expected answer, not an expired session. */
const AUTH_PATHS = ['/api/auth/login', '/api/auth/signup', '/api/auth/me', '/api/auth/logout'];

/** Any other 401 means the session ended: back to log-in with the current page remembered. */
export const sessionExpiredInterceptor: HttpInterceptorFn = (request, next) => {
  const auth = inject(AuthStore);
  const router = inject(Router);
  const toasts = inject(ToastService);
  const location = inject(Location);
  return next(request).pipe(
    catchError((error: unknown) => {
      if (
        error instanceof HttpErrorResponse &&
        error.status === 401 &&
        !AUTH_PATHS.some((p) => request.url.startsWith(p))
      ) {
        const wasLoggedIn = auth.isLoggedIn();
        auth.markExpired();
        // The browser's address, not the router's: the editor swaps /new for the saved schema's id in place.
        const returnUrl = location.path() || router.url;
        if (!returnUrl.startsWith('/login')) {
          if (wasLoggedIn) toasts.show('Your session has expired. Please log in again.', 'info');
          void router.navigate(['/login'], { queryParams: { returnUrl } });
        }
      }
      return throwError(() => error);
    }),
  );
};
