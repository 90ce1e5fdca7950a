import { HttpClient } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import type {
  AcceptInvitationRequest, InviteMemberRequest, SessionResponse, SwitchWorkspaceRequest, TeamMemberDto, TeamResponse,
  WorkspaceListResponse,
} from '@sdn/contracts';
import type { Observable } from 'rxjs';

@Injectable({ providedIn: 'root' })
export class TeamApi {
  private readonly http = inject(HttpClient);

  team(): Observable<TeamResponse> {
    return this.http.get<TeamResponse>('/api/team');
  }

  invite(body: InviteMemberRequest): Observable<TeamMemberDto> {
    return this.http.post<TeamMemberDto>('/api/team/invitations', body);
  }

  accept(body: AcceptInvitationRequest): Observable<SessionResponse> {
    return this.http.post<SessionResponse>('/api/team/invitations/accept', body);
  }

  remove(memberId: string): Observable<void> {
    return this.http.delete<void>(`/api/team/members/${encodeURIComponent(memberId)}`);
  }

  workspaces(): Observable<WorkspaceListResponse> {
    return this.http.get<WorkspaceListResponse>('/api/workspaces');
  }

  switchWorkspace(body: SwitchWorkspaceRequest): Observable<SessionResponse> {
    return this.http.post<SessionResponse>('/api/workspaces/switch', body);
  }
}
