import type { Routes } from '@angular/router';
import { unsavedChangesGuard } from './feature/unsaved-changes.guard';

/** Mounted under `sites/:clientId/schemas`: the site's id arrives as the editor's `clientId` input. */
export const SCHEMAS_ROUTES: Routes = [
  {
    path: 'new',
    title: 'New schema · Schema Delivery',
    canDeactivate: [unsavedChangesGuard],
    loadComponent: () => import('./feature/schema-editor-page').then((m) => m.SchemaEditorPage),
  },
  {
    path: ':schemaId',
    title: 'Edit schema · Schema Delivery',
    canDeactivate: [unsavedChangesGuard],
    loadComponent: () => import('./feature/schema-editor-page').then((m) => m.SchemaEditorPage),
  },
];
