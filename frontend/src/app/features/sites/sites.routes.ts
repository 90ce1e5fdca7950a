import type { Routes } from '@angular/router';
import { unsavedChangesGuard } from '../schemas/feature/unsaved-changes.guard';

export const SITES_ROUTES: Routes = [
  { path: '', title: 'Sites · Schema Delivery', loadComponent: () => import('./feature/sites-page').then((m) => m.SitesPage) },
  { path: ':clientId', title: 'Site · Schema Delivery', loadComponent: () => import('./feature/site-page').then((m) => m.SitePage) },
  { path: ':clientId/audit', title: 'Audit · Schema Delivery', loadComponent: () => import('../audit/feature/audit-page').then((m) => m.AuditPage) },
  {
    path: ':clientId/schemas/new',
    title: 'New schema · Schema Delivery',
    canDeactivate: [unsavedChangesGuard],
    loadComponent: () => import('../schemas/feature/schema-editor-page').then((m) => m.SchemaEditorPage),
  },
  {
    path: ':clientId/schemas/:schemaId',
    title: 'Edit schema · Schema Delivery',
    canDeactivate: [unsavedChangesGuard],
    loadComponent: () => import('../schemas/feature/schema-editor-page').then((m) => m.SchemaEditorPage),
  },
];
