import { HttpClient, type HttpResourceRef, httpResource } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import type {
  AcceptInvitationRequest,
  InvitationPreviewResponse,
  InviteMemberRequest,
  SessionResponse,
  TeamMemberDto,
  TeamResponse,
} from '@sdn/contracts';
import type { Observable } from 'rxjs';

/** Team seats of the current workspace. Workspace switching lives with the session (core/auth). */
@Injectable({ providedIn: 'root' })
export class TeamApi {
  private readonly http = inject(HttpClient);

  /** Members and seats, read when created (call in an injection context); `reload()` re-reads. */
  team(): HttpResourceRef<TeamResponse | undefined> {
    return httpResource<TeamResponse>(() => '/api/team');
  }

  invite(body: InviteMemberRequest): Observable<TeamMemberDto> {
    return this.http.post<TeamMemberDto>('/api/team/invitations', body);
  }

  /** Public: the invitation behind an emailed link, readable before signing in. */
  preview(token: string): Observable<InvitationPreviewResponse> {
    return this.http.get<InvitationPreviewResponse>(
      `/api/invitations/${encodeURIComponent(token)}`,
    );
  }

  accept(body: AcceptInvitationRequest): Observable<SessionResponse> {
    return this.http.post<SessionResponse>('/api/team/invitations/accept', body);
  }

  remove(memberId: string): Observable<void> {
    return this.http.delete<void>(`/api/team/members/${encodeURIComponent(memberId)}`);
  }
}
