import { provideHttpClient } from '@angular/common/http';
import { provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import type { ActivatedRouteSnapshot, RouterStateSnapshot } from '@angular/router';
import { AuthStore } from '../../../core/auth/auth-store';
import { ConfirmService } from '../../../shared/ui/confirm.service';
import { type LeavableEditor, unsavedChangesGuard } from './unsaved-changes.guard';

describe('unsavedChangesGuard', () => {
  let forgotten = 0;
  const editor = (dirty: boolean): LeavableEditor => ({
    hasUnsavedChanges: () => dirty,
    forgetUnsavedChanges: () => forgotten++,
  });
  const run = (target: LeavableEditor) =>
    TestBed.runInInjectionContext(() =>
      unsavedChangesGuard(
        target,
        {} as ActivatedRouteSnapshot,
        {} as RouterStateSnapshot,
        {} as RouterStateSnapshot,
      ),
    );

  beforeEach(() => {
    forgotten = 0;
    TestBed.configureTestingModule({
      providers: [provideHttpClient(), provideHttpClientTesting()],
    });
    TestBed.inject(AuthStore).adopt({
      user: { id: 'u', email: 'a@b.test', name: null },
      workspace: { id: 'w', name: 'w', plan: 'free' },
      role: 'owner',
    });
  });

  it('lets a clean editor go without asking', () => {
    expect(run(editor(false))).toBe(true);
  });

  it('asks before leaving unsaved edits, and forgets them only when the user leaves', async () => {
    const confirm = TestBed.inject(ConfirmService);
    const stay = run(editor(true)) as Promise<boolean>;
    expect(confirm.pending()?.title).toBe('Leave without saving?');
    confirm.answer(false);
    expect(await stay).toBe(false);
    expect(forgotten).toBe(0);

    const leave = run(editor(true)) as Promise<boolean>;
    confirm.answer(true);
    expect(await leave).toBe(true);
    expect(forgotten).toBe(1);
  });

  it('does not ask once the session has ended', () => {
    TestBed.inject(AuthStore).markExpired();
    expect(run(editor(true))).toBe(true);
  });
});
