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

/** One step from a node down to a nested value: the node's type and the property holding the value. */
export interface PropertyStep {
  type: string;
  property: string;
}

/** Where a node sits (the steps from the top-level entity down to it) and which properties it holds. */
export interface TypePlace {
  path?: readonly PropertyStep[];
  present?: readonly string[];
}

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

  /**
   * A type's properties. With `place.path` (root first, ending with the parent and its property): Google's
   * requirements for it as that value; with `place.present`: counting rule sets that apply once those are there.
   */
  typeDetail(name: string, place: TypePlace = {}): Observable<VocabularyTypeDetail> {
    const params: Record<string, string> = {};
    const path = place.path ?? [];
    const parent = path.at(-1);
    if (parent) {
      params['parent'] = parent.type;
      params['property'] = parent.property;
      if (path.length > 1)
        params['ancestors'] = path
          .slice(0, -1)
          .map((step) => `${step.type}.${step.property}`)
          .join(',');
    }
    if (place.present) params['present'] = place.present.join(',');
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
