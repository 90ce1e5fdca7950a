import { HttpClient, type HttpResourceRef, httpResource } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import type { SetBrandingRequest, UploadLogoRequest, WorkspaceBrandingView } from '@sdn/contracts';
import type { Observable } from 'rxjs';

const BRANDING = '/api/workspaces/current/branding';

/** The current workspace's report branding: logo and accent colour (the owner changes them, members read). */
@Injectable({ providedIn: 'root' })
export class BrandingApi {
  private readonly http = inject(HttpClient);

  /** Read when created (call in an injection context). */
  branding(): HttpResourceRef<WorkspaceBrandingView | undefined> {
    return httpResource<WorkspaceBrandingView>(() => BRANDING);
  }

  setAccentColour(body: SetBrandingRequest): Observable<WorkspaceBrandingView> {
    return this.http.patch<WorkspaceBrandingView>(BRANDING, body);
  }

  uploadLogo(body: UploadLogoRequest): Observable<WorkspaceBrandingView> {
    return this.http.put<WorkspaceBrandingView>(`${BRANDING}/logo`, body);
  }

  removeLogo(): Observable<WorkspaceBrandingView> {
    return this.http.delete<WorkspaceBrandingView>(`${BRANDING}/logo`);
  }
}
