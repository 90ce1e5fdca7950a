import type { Routes } from '@angular/router';

export const BILLING_ROUTES: Routes = [
  {
    path: '',
    title: 'Billing · Schema Delivery',
    loadComponent: () => import('./billing-page').then((m) => m.BillingPage),
  },
  {
    path: 'success',
    title: 'Thank you · Schema Delivery',
    data: { outcome: 'success' },
    loadComponent: () => import('./billing-return-page').then((m) => m.BillingReturnPage),
  },
  {
    path: 'cancel',
    title: 'Checkout cancelled · Schema Delivery',
    data: { outcome: 'cancel' },
    loadComponent: () => import('./billing-return-page').then((m) => m.BillingReturnPage),
  },
];
