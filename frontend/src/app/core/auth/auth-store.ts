import { HttpErrorResponse } from '@angular/common/http';
import { Injectable, computed, inject, signal } from '@angular/core';
import type { LoginRequest, SessionResponse, SignupRequest } from '@sdn/contracts';
import { firstValueFrom } from 'rxjs';
import { AuthApi } from './auth-api';

/** Who is logged in. `undefined` until the first `GET /api/auth/me` answers, then a session or `null`. */
@Injectable({ providedIn: 'root' })
export class AuthStore {
  private readonly api = inject(AuthApi);
  private readonly sessionState = signal<SessionResponse | null | undefined>(undefined);
  private pending: Promise<SessionResponse | null> | null = null;

  readonly session = this.sessionState.asReadonly();
  readonly isLoggedIn = computed(() => !!this.sessionState());
  readonly plan = computed(() => this.sessionState()?.workspace.plan ?? 'free');

  /** Resolves the current session once; later calls reuse the answer until it changes. */
  ensureSession(): Promise<SessionResponse | null> {
    const known = this.sessionState();
    if (known !== undefined) return Promise.resolve(known);
    this.pending ??= firstValueFrom(this.api.me())
      .then((session) => session, (error: unknown) => {
        if (error instanceof HttpErrorResponse && error.status === 401) return null;
        throw error;
      })
      .then((session) => {
        this.sessionState.set(session);
        return session;
      })
      .finally(() => (this.pending = null));
    return this.pending;
  }

  async login(body: LoginRequest): Promise<SessionResponse> {
    const session = await firstValueFrom(this.api.login(body));
    this.sessionState.set(session);
    return session;
  }

  async signup(body: SignupRequest): Promise<SessionResponse> {
    const session = await firstValueFrom(this.api.signup(body));
    this.sessionState.set(session);
    return session;
  }

  async logout(): Promise<void> {
    try {
      await firstValueFrom(this.api.logout());
    } finally {
      this.sessionState.set(null);
    }
  }

  /** Reads the session again after its plan changed elsewhere (a payment in Stripe Checkout). */
  async refresh(): Promise<SessionResponse> {
    const session = await firstValueFrom(this.api.me());
    this.sessionState.set(session);
    return session;
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
