import { inject } from '@angular/core';
import { type CanActivateFn, type CanMatchFn, Router } from '@angular/router';
import { catchError, map, of } from 'rxjs';
import { AuthStore } from './auth-store';

/** Pages behind login: unknown visitors go to log-in, remembering where they were going. */
export const authGuard: CanActivateFn = (_route, state) => {
  const router = inject(Router);
  return inject(AuthStore)
    .ensureSession()
    .pipe(
      catchError(() => of(null)),
      map((session) =>
        session
          ? true
          : router.createUrlTree(['/login'], { queryParams: { returnUrl: state.url } }),
      ),
    );
};

/** Log-in and sign-up: someone already logged in goes straight to the sites. */
export const guestGuard: CanActivateFn = () => {
  const router = inject(Router);
  return inject(AuthStore)
    .ensureSession()
    .pipe(
      catchError(() => of(null)),
      map((session) => (session ? router.createUrlTree(['/sites']) : true)),
    );
};

/** Matches only for visitors without a session: `/` is the landing page for them and the dashboard for everyone else. */
export const loggedOutMatch: CanMatchFn = () =>
  inject(AuthStore)
    .ensureSession()
    .pipe(
      catchError(() => of(null)),
      map((session) => !session),
    );

/** Only same-app paths may be used as a return target (never an absolute URL from the query string). */
export function safeReturnUrl(value: string | null | undefined): string {
  if (
    !value ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/login') ||
    value.startsWith('/signup')
  ) {
    return '/sites';
  }
  return value;
}
