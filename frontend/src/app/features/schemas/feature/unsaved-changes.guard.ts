import { inject } from '@angular/core';
import type { CanDeactivateFn } from '@angular/router';
import { AuthStore } from '../../../core/auth/auth-store';
import { ConfirmService } from '../../../shared/ui/confirm.service';

export interface LeavableEditor {
  hasUnsavedChanges(): boolean;
  forgetUnsavedChanges(): void;
}

/** Asks before leaving an editor with unsaved changes (not when the session ended: the user must log in anyway). */
export const unsavedChangesGuard: CanDeactivateFn<LeavableEditor> = (editor) => {
  if (!editor.hasUnsavedChanges() || !inject(AuthStore).isLoggedIn()) return true;
  return inject(ConfirmService)
    .ask({
      title: 'Leave without saving?',
      message: 'Your changes to this schema are not saved yet.',
      confirmLabel: 'Leave without saving',
      danger: true,
    })
    .then((leave) => {
      if (leave) editor.forgetUnsavedChanges();
      return leave;
    });
};
