import { provideHttpClient } from '@angular/common/http';
import { type HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import type { Provider, EnvironmentProviders } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { SchemaDto, VocabularyTypeDetail } from '@sdn/contracts';
import { SchemaDraftStorage } from './schema-draft-storage';
import { SchemaEditorStore } from './schema-editor-store';
import { SchemaForm } from './schema-form';
import { SchemaValidation } from './schema-validation';

export const CLIENT = '5b0f3c3e-8f7e-4a55-9a44-3f1b1f0f0001';

/** The editor's stores as the page provides them, on the testing HTTP backend. */
export function editorProviders(): (Provider | EnvironmentProviders)[] {
  return [
    SchemaForm,
    SchemaValidation,
    SchemaDraftStorage,
    SchemaEditorStore,
    provideHttpClient(),
    provideHttpClientTesting(),
  ];
}

/** Lets resources send their requests (their effects run on tick), then lets answers reach the signals. */
export async function settle(): Promise<void> {
  TestBed.tick();
  await new Promise((resolve) => setTimeout(resolve));
  TestBed.tick();
}

/** A schema as the service answers it. */
export function savedSchema(overrides: Partial<SchemaDto> = {}): SchemaDto {
  return {
    id: 's1',
    clientId: CLIENT,
    name: 'Launch post',
    schemaType: 'Article',
    pageUrl: 'https://example.com/launch',
    status: 'draft',
    jsonLd: { '@context': 'https://schema.org', '@type': 'Article', headline: 'Launch' },
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-01T10:00:00Z',
    publishedAt: null,
    valid: true,
    ...overrides,
  };
}

/**
 * Answers every pending look-up of `detail`'s type with it (the form asks again, once per set of properties the
 * node holds, so conditional requirements follow the document); returns each look-up's `present` list.
 */
export async function answerTypeLookups(
  http: HttpTestingController,
  detail: VocabularyTypeDetail,
): Promise<(string | null)[]> {
  await settle();
  const requests = http.match((req) => req.url === `/api/vocabulary/types/${detail.name}`);
  for (const request of requests) request.flush(detail);
  await settle();
  return requests.map((request) => request.request.params.get('present'));
}
