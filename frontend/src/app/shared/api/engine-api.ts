import { HttpClient, type HttpResourceRef, httpResource } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import type {
  GenerateRequest,
  GenerateResponse,
  ValidateResult,
  VocabularyTypeDetail,
  VocabularyTypeListResponse,
  VocabularyTypeSummary,
} from '@sdn/contracts';
import type { Observable } from 'rxjs';

/** The structured-data engine: vocabulary look-ups, validation and generation. */
@Injectable({ providedIn: 'root' })
export class EngineApi {
  private readonly http = inject(HttpClient);

  /** Types matching a search, following the query signal (the newest query wins; older answers are dropped). */
  searchTypes(
    query: () => { search: string; richResultsOnly: boolean },
  ): HttpResourceRef<VocabularyTypeSummary[] | undefined> {
    return httpResource(
      () => {
        const { search, richResultsOnly } = query();
        const params: Record<string, string> = {};
        if (search) params['search'] = search;
        if (richResultsOnly) params['richResultsOnly'] = 'true';
        return { url: '/api/vocabulary/types', params };
      },
      { parse: (body) => (body as VocabularyTypeListResponse).items },
    );
  }

  /** A type's properties; with `within`, Google's requirements for it as that parent property's value. */
  typeDetail(
    name: string,
    within?: { parent: string; property: string },
  ): Observable<VocabularyTypeDetail> {
    const params: Record<string, string> = within
      ? { parent: within.parent, property: within.property }
      : {};
    return this.http.get<VocabularyTypeDetail>(
      `/api/vocabulary/types/${encodeURIComponent(name)}`,
      { params },
    );
  }

  validate(jsonString: string): Observable<ValidateResult> {
    return this.http.post<ValidateResult>('/api/validate', { jsonString });
  }

  generate(body: GenerateRequest): Observable<GenerateResponse> {
    return this.http.post<GenerateResponse>('/api/generate', body);
  }
}
