import { HttpClient } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import type { LoginRequest, SessionResponse, SignupRequest } from '@sdn/contracts';
import type { Observable } from 'rxjs';

@Injectable({ providedIn: 'root' })
export class AuthApi {
  private readonly http = inject(HttpClient);

  me(): Observable<SessionResponse> {
    return this.http.get<SessionResponse>('/api/auth/me');
  }

  login(body: LoginRequest): Observable<SessionResponse> {
    return this.http.post<SessionResponse>('/api/auth/login', body);
  }

  signup(body: SignupRequest): Observable<SessionResponse> {
    return this.http.post<SessionResponse>('/api/auth/signup', body);
  }

  logout(): Observable<void> {
    return this.http.post<void>('/api/auth/logout', {});
  }
}
