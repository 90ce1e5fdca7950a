import { HttpClient, type HttpResourceRef, httpResource } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import type {
  ConfirmSignupRequest,
  LoginRequest,
  SessionResponse,
  SignupConfirmationSent,
  SignupRequest,
  RenameWorkspaceRequest,
  SwitchWorkspaceRequest,
  WorkspaceListResponse,
} from '@sdn/contracts';
import type { Observable } from 'rxjs';

/** The session and the workspaces it may work in. */
@Injectable({ providedIn: 'root' })
export class AuthApi {
  private readonly http = inject(HttpClient);

  me(): Observable<SessionResponse> {
    return this.http.get<SessionResponse>('/api/auth/me');
  }

  login(body: LoginRequest): Observable<SessionResponse> {
    return this.http.post<SessionResponse>('/api/auth/login', body);
  }

  /** A session when the account opens at once; `confirmationSent` when the service mails a link first. */
  signup(body: SignupRequest): Observable<SessionResponse | SignupConfirmationSent> {
    return this.http.post<SessionResponse | SignupConfirmationSent>('/api/auth/signup', body);
  }

  confirmSignup(body: ConfirmSignupRequest): Observable<SessionResponse> {
    return this.http.post<SessionResponse>('/api/auth/signup/confirm', body);
  }

  logout(): Observable<void> {
    return this.http.post<void>('/api/auth/logout', {});
  }

  /** The workspaces of the signed-in user, re-read whenever `workspaceId` changes (none while logged out). */
  workspaces(
    workspaceId: () => string | undefined,
  ): HttpResourceRef<WorkspaceListResponse | undefined> {
    return httpResource<WorkspaceListResponse>(() =>
      workspaceId() ? '/api/workspaces' : undefined,
    );
  }

  renameWorkspace(body: RenameWorkspaceRequest): Observable<SessionResponse> {
    return this.http.patch<SessionResponse>('/api/workspaces/current', body);
  }

  switchWorkspace(body: SwitchWorkspaceRequest): Observable<SessionResponse> {
    return this.http.post<SessionResponse>('/api/workspaces/switch', body);
  }
}
