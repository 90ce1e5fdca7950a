import { HttpErrorResponse } from '@angular/common/http';
import { Injectable, computed, inject, signal } from '@angular/core';
import type {
  ConfirmSignupRequest,
  LoginRequest,
  PlanName,
  SessionResponse,
  SignupConfirmationSent,
  SignupRequest,
  SwitchWorkspaceRequest,
} from '@sdn/contracts';
import { type Observable, catchError, finalize, of, shareReplay, tap, throwError } from 'rxjs';
import { AuthApi } from './auth-api';

/**
 * Who is logged in, and in which workspace. `undefined` until the first `GET /api/auth/me` answers, then a session
 * or `null`. Every call that changes the session answers an Observable for the page's `mutation()` to run.
 */
@Injectable({ providedIn: 'root' })
export class AuthStore {
  private readonly api = inject(AuthApi);
  private readonly sessionState = signal<SessionResponse | null | undefined>(undefined);
  private pending: Observable<SessionResponse | null> | null = null;

  readonly session = this.sessionState.asReadonly();
  readonly isLoggedIn = computed(() => !!this.sessionState());
  readonly plan = computed(() => this.sessionState()?.workspace.plan ?? 'free');
  readonly workspaceId = computed(() => this.sessionState()?.workspace.id);

  /** Resolves the current session once (for the route guards); later calls reuse the answer until it changes. */
  ensureSession(): Observable<SessionResponse | null> {
    const known = this.sessionState();
    if (known !== undefined) return of(known);
    this.pending ??= this.api.me().pipe(
      catchError((error: unknown) =>
        error instanceof HttpErrorResponse && error.status === 401
          ? of(null)
          : throwError(() => error),
      ),
      tap((session) => this.sessionState.set(session)),
      finalize(() => (this.pending = null)),
      shareReplay({ bufferSize: 1, refCount: false }),
    );
    return this.pending;
  }

  login(body: LoginRequest): Observable<SessionResponse> {
    return this.api.login(body).pipe(tap((session) => this.sessionState.set(session)));
  }

  /** Signed in at once, or (confirmation by email) still a guest until the emailed link is followed. */
  signup(body: SignupRequest): Observable<SessionResponse | SignupConfirmationSent> {
    return this.api.signup(body).pipe(
      tap((answer) => {
        if ('user' in answer) this.sessionState.set(answer);
      }),
    );
  }

  /** The emailed link: the account opens and this browser is signed in to it (whoever was signed in before). */
  confirmSignup(body: ConfirmSignupRequest): Observable<SessionResponse> {
    return this.api.confirmSignup(body).pipe(tap((session) => this.sessionState.set(session)));
  }

  /** The local session ends even when the server call fails: the server's session dies with its cookie. */
  logout(): Observable<void> {
    return this.api.logout().pipe(finalize(() => this.sessionState.set(null)));
  }

  /** Moves the session to another workspace the user belongs to. */
  switchWorkspace(body: SwitchWorkspaceRequest): Observable<SessionResponse> {
    return this.api.switchWorkspace(body).pipe(tap((session) => this.adopt(session)));
  }

  /** Reads the session again after its plan changed elsewhere (a payment in Stripe Checkout). */
  refresh(): Observable<SessionResponse> {
    return this.api.me().pipe(tap((session) => this.sessionState.set(session)));
  }

  /**
   * An answer that states the workspace's plan (billing, usage) keeps the header's plan badge true at once: the plan
   * also changes outside this tab (Stripe webhooks, a cancellation reaching its end date, the operator's command).
   */
  notePlan(plan: PlanName): void {
    const session = this.sessionState();
    if (session && session.workspace.plan !== plan) {
      this.sessionState.set({ ...session, workspace: { ...session.workspace, plan } });
    }
  }

  /** The session now works in another workspace (switch, or an accepted invitation). */
  adopt(session: SessionResponse): void {
    this.sessionState.set(session);
  }

  /** The server said 401: forget the session so guards send the user to log in. */
  markExpired(): void {
    this.sessionState.set(null);
  }
}
