import { HttpTestingController } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import type { CopySuggestionsResponse } from '@sdn/contracts';
import { CopywriterStore, withTextAt } from './copywriter-store';
import { editorProviders } from './schema-editor.fixture';
import { SchemaForm } from './schema-form';

const FAQ = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: [{ '@type': 'Question', name: 'Do you ship to Norway?' }],
};

function answer(): CopySuggestionsResponse {
  return {
    source: 'ai',
    tone: 'friendly',
    notes: [],
    suggestions: [
      {
        field: 'description',
        label: 'Description',
        kind: 'description',
        current: null,
        text: 'Answers about shipping to Norway and the rest of Europe, friendly.',
        minLength: 50,
        maxLength: 160,
      },
      {
        field: 'mainEntity.0.acceptedAnswer.text',
        label: 'FAQ answer: Do you ship to Norway?',
        kind: 'answer',
        current: null,
        text: 'Yes, customs fees are included.',
        minLength: 20,
        maxLength: 300,
      },
    ],
  };
}

describe('CopywriterStore', () => {
  let copy: CopywriterStore;
  let form: SchemaForm;
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({ providers: [...editorProviders(), CopywriterStore] });
    copy = TestBed.inject(CopywriterStore);
    form = TestBed.inject(SchemaForm);
    http = TestBed.inject(HttpTestingController);
    form.replaceDocument(structuredClone(FAQ));
    form.pageUrl.set('https://shop.example.com/faq');
  });

  afterEach(() => http.verify());

  it('asks with the document, its page URL and the tone, and applies nothing until a suggestion is clicked', async () => {
    copy.tone.set('friendly');
    const asking = copy.suggest();
    expect(copy.request.pending()).toBe(true);
    const sent = http.expectOne('/api/copywriter/suggestions');
    expect(sent.request.method).toBe('POST');
    expect(sent.request.body).toEqual({
      jsonLd: FAQ,
      tone: 'friendly',
      pageUrl: 'https://shop.example.com/faq',
    });
    sent.flush(answer());
    await asking;
    expect(copy.suggestions()).toHaveLength(2);
    // Shown beside their fields: the description by itself, the answer under its question list.
    expect(copy.forField('description').map((s) => s.field)).toEqual(['description']);
    expect(copy.forField('mainEntity').map((s) => s.field)).toEqual([
      'mainEntity.0.acceptedAnswer.text',
    ]);
    expect(copy.unplaced(['mainEntity'])).toEqual([copy.suggestions()[0]]);
    expect(form.doc()).toEqual(FAQ);

    copy.apply(copy.forField('mainEntity')[0]!);
    expect(form.doc()).toEqual({
      ...FAQ,
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Do you ship to Norway?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes, customs fees are included.' },
        },
      ],
    });
    expect(form.jsonText()).toContain('Yes, customs fees are included.');
    expect(copy.suggestions().map((s) => s.field)).toEqual(['description']);
    copy.dismiss(copy.suggestions()[0]!);
    expect(copy.suggestions()).toEqual([]);
    expect((form.doc() as Record<string, unknown>)['description']).toBeUndefined();
  });

  it('shows a refusal in the one error shape and keeps the document as it was', async () => {
    const asking = copy.suggest();
    http
      .expectOne('/api/copywriter/suggestions')
      .flush(
        { error: 'limit_reached', details: { limit: 'monthlyAiExtractions', max: 2, used: 2 } },
        { status: 403, statusText: 'Forbidden' },
      );
    await asking;
    expect(copy.request.error()?.status).toBe(403);
    expect(copy.suggestions()).toEqual([]);
    expect(form.doc()).toEqual(FAQ);
  });

  it('writes at a path, creating missing steps, without touching the original', () => {
    const node = { '@type': 'Product', review: [{ '@type': 'Review' }] };
    expect(withTextAt(node, 'review.0.reviewBody', 'Great shoes.')).toEqual({
      '@type': 'Product',
      review: [{ '@type': 'Review', reviewBody: 'Great shoes.' }],
    });
    expect(withTextAt(node, 'description', 'A shoe.')).toEqual({ ...node, description: 'A shoe.' });
    expect(node).toEqual({ '@type': 'Product', review: [{ '@type': 'Review' }] });
  });
});
