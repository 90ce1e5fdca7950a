import { HttpClient, HttpParams } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import type {
  GenerateRequest, GenerateResponse, ValidateResult, VocabularyTypeDetail, VocabularyTypeListResponse, VocabularyTypeSummary,
} from '@sdn/contracts';
import { type Observable, map } from 'rxjs';

/** The structured-data engine: vocabulary look-ups, validation and generation. */
@Injectable({ providedIn: 'root' })
export class EngineApi {
  private readonly http = inject(HttpClient);

  searchTypes(search: string, richResultsOnly: boolean): Observable<VocabularyTypeSummary[]> {
    let params = new HttpParams();
    if (search) params = params.set('search', search);
    if (richResultsOnly) params = params.set('richResultsOnly', 'true');
    return this.http.get<VocabularyTypeListResponse>('/api/vocabulary/types', { params }).pipe(map((r) => r.items));
  }

  typeDetail(name: string): Observable<VocabularyTypeDetail> {
    return this.http.get<VocabularyTypeDetail>(`/api/vocabulary/types/${encodeURIComponent(name)}`);
  }

  validate(jsonString: string): Observable<ValidateResult> {
    return this.http.post<ValidateResult>('/api/validate', { jsonString });
  }

  generate(body: GenerateRequest): Observable<GenerateResponse> {
    return this.http.post<GenerateResponse>('/api/generate', body);
  }
}
