import type { Routes } from '@angular/router';
import { authGuard, guestGuard, loggedOutMatch } from './core/auth/auth-guards';
import { Shell } from './core/shell/shell';

export const routes: Routes = [
  {
    path: '',
    pathMatch: 'full',
    canMatch: [loggedOutMatch],
    title: 'Schema Delivery · JSON-LD delivered to exact page URLs',
    loadComponent: () => import('./features/landing/landing-page').then((m) => m.LandingPage),
  },
  // Public: a logged-out invitee reads who invites them before signing up; a signed-in one accepts at once.
  {
    path: 'accept-invite',
    title: 'Join a team · Schema Delivery',
    loadComponent: () =>
      import('./features/team/accept-invite-page').then((m) => m.AcceptInvitePage),
  },
  {
    path: 'login',
    canActivate: [guestGuard],
    title: 'Log in · Schema Delivery',
    loadComponent: () => import('./features/auth/login-page').then((m) => m.LoginPage),
  },
  {
    // No guest guard: the emailed link must work in a browser where someone else is signed in (it signs in anew).
    path: 'signup/confirm',
    title: 'Confirm your email · Schema Delivery',
    loadComponent: () =>
      import('./features/auth/confirm-signup-page').then((m) => m.ConfirmSignupPage),
  },
  {
    path: 'signup',
    canActivate: [guestGuard],
    title: 'Sign up · Schema Delivery',
    loadComponent: () => import('./features/auth/signup-page').then((m) => m.SignupPage),
  },
  {
    path: '',
    component: Shell,
    canActivate: [authGuard],
    canActivateChild: [authGuard],
    children: [
      { path: '', pathMatch: 'full', redirectTo: 'sites' },
      // Before `sites`: the schema editor is its own feature, nested in the site's URL.
      {
        path: 'sites/:clientId/schemas',
        loadChildren: () =>
          import('./features/schemas/schemas.routes').then((m) => m.SCHEMAS_ROUTES),
      },
      // Before `sites` too: a site's Audit and Performance tabs are features of their own.
      {
        path: 'sites/:clientId/audit',
        title: 'Audit · Schema Delivery',
        loadComponent: () => import('./features/audit/feature/audit-page').then((m) => m.AuditPage),
      },
      {
        path: 'sites/:clientId/bulk',
        title: 'Bulk generation · Schema Delivery',
        loadComponent: () => import('./features/bulk/feature/bulk-page').then((m) => m.BulkPage),
      },
      {
        path: 'sites/:clientId/performance',
        title: 'Performance · Schema Delivery',
        loadComponent: () =>
          import('./features/search-console/feature/performance-page').then(
            (m) => m.PerformancePage,
          ),
      },
      {
        path: 'sites',
        loadChildren: () => import('./features/sites/sites.routes').then((m) => m.SITES_ROUTES),
      },
      {
        path: 'team',
        title: 'Team · Schema Delivery',
        loadComponent: () => import('./features/team/team-page').then((m) => m.TeamPage),
      },
      {
        path: 'webhooks',
        title: 'Webhooks · Schema Delivery',
        loadComponent: () =>
          import('./features/webhooks/feature/webhooks-page').then((m) => m.WebhooksPage),
      },
      {
        path: 'trash',
        title: 'Trash · Schema Delivery',
        loadComponent: () => import('./features/trash/feature/trash-page').then((m) => m.TrashPage),
      },
      {
        path: 'plans',
        title: 'Plans · Schema Delivery',
        loadComponent: () => import('./features/plans/plans-page').then((m) => m.PlansPage),
      },
      {
        path: 'billing',
        loadChildren: () =>
          import('./features/billing/billing.routes').then((m) => m.BILLING_ROUTES),
      },
    ],
  },
  {
    path: '**',
    title: 'Page not found · Schema Delivery',
    loadComponent: () => import('./features/not-found/not-found-page').then((m) => m.NotFoundPage),
  },
];
