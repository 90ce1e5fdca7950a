import type { Routes } from '@angular/router';

export const SITES_ROUTES: Routes = [
  {
    path: '',
    title: 'Sites · Schema Delivery',
    loadComponent: () => import('./feature/sites-page').then((m) => m.SitesPage),
  },
  {
    path: ':clientId',
    title: 'Site · Schema Delivery',
    loadComponent: () => import('./feature/site-page').then((m) => m.SitePage),
  },
];
