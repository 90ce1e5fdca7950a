import { InjectionToken } from '@angular/core';

/** Leaves the dashboard for a Stripe-hosted page. A token so unit tests can watch the navigation instead of doing it. */
export const STRIPE_REDIRECT = new InjectionToken<(url: string) => void>('STRIPE_REDIRECT', {
  providedIn: 'root',
  factory: () => (url: string) => window.location.assign(url),
});
