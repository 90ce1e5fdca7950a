import { HttpClient } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import type { GenerateFromUrlRequest, GenerateFromUrlResponse } from '@sdn/contracts';
import type { Observable } from 'rxjs';

/** `POST /api/generate-from-url`: a page read into JSON-LD (by the model, or from the page's own metadata). */
@Injectable({ providedIn: 'root' })
export class GenerateFromUrlApi {
  private readonly http = inject(HttpClient);

  generate(body: GenerateFromUrlRequest): Observable<GenerateFromUrlResponse> {
    return this.http.post<GenerateFromUrlResponse>('/api/generate-from-url', body);
  }
}
