import { TestBed } from '@angular/core/testing';
import type { JsonLdDocument } from '@sdn/contracts';
import type { Finding } from '../data/validation-findings';
import { SerpPreview } from './serp-preview';
import { displayUrl, serpFeatures } from './serp-preview-model';

const CONTEXT = 'https://schema.org';
const PRODUCT = {
  '@context': CONTEXT,
  '@type': 'Product',
  name: 'Anvil',
  image: 'https://example.com/anvil.jpg',
  description: 'A heavy anvil.',
  offers: {
    '@type': 'Offer',
    price: 19.99,
    priceCurrency: 'USD',
    availability: 'https://schema.org/InStock',
  },
  aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.4, reviewCount: 89 },
};

async function render(
  doc: JsonLdDocument | null,
  findings: Finding[] | null,
  pageUrl = 'https://www.example.com/shop/anvil',
) {
  const fixture = TestBed.createComponent(SerpPreview);
  fixture.componentRef.setInput('doc', doc);
  fixture.componentRef.setInput('findings', findings);
  fixture.componentRef.setInput('pageUrl', pageUrl);
  await fixture.whenStable();
  return fixture.nativeElement as HTMLElement;
}

describe('SerpPreview', () => {
  it('shows a product with price, availability and rating stars, labelled as an approximation', async () => {
    const element = await render(PRODUCT, []);
    expect(element.querySelector('.hint')?.textContent).toContain(
      'An approximation: Google decides',
    );
    const product = element.querySelector('[data-feature="product"]')!;
    expect(product.querySelector('.url')?.textContent).toBe('www.example.com › shop › anvil');
    expect(product.querySelector('.title')?.textContent).toBe('Anvil');
    expect(product.querySelector('.facts')?.textContent).toBe('USD 19.99 · In stock');
    expect(product.querySelector('.stars')?.textContent).toBe('★★★★☆');
    expect(product.querySelector('.rating')?.textContent).toContain('89 reviews');
    expect(product.querySelector('.thumb')?.getAttribute('title')).toBe(
      'https://example.com/anvil.jpg',
    );
    expect(product.querySelector('.thumb .file')?.textContent).toBe('anvil.jpg');
    expect(product.querySelector('img')).toBeNull();
  });

  it('shows articles with date and image, FAQs, breadcrumb trails, events with date and place, and recipes', () => {
    const graph: JsonLdDocument = {
      '@context': CONTEXT,
      '@graph': [
        {
          '@type': 'NewsArticle',
          headline: 'Launch',
          datePublished: '2026-03-01T09:00:00Z',
          image: ['https://example.com/a.jpg'],
          author: { '@type': 'Person', name: 'Ada' },
        },
        {
          '@type': 'FAQPage',
          mainEntity: [
            {
              '@type': 'Question',
              name: 'Why?',
              acceptedAnswer: { '@type': 'Answer', text: 'Because.' },
            },
          ],
        },
        {
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 2, name: 'Shop' },
            { '@type': 'ListItem', position: 1, name: 'Home' },
          ],
        },
        {
          '@type': 'Event',
          name: 'Gig',
          startDate: '2026-06-01T20:00:00Z',
          location: {
            '@type': 'Place',
            name: 'Hall',
            address: { '@type': 'PostalAddress', addressLocality: 'Leeds' },
          },
        },
        {
          '@type': 'Recipe',
          name: 'Soup',
          totalTime: 'PT1H20M',
          nutrition: { '@type': 'NutritionInformation', calories: '240 calories' },
        },
        { '@type': 'Organization', name: 'ACME' },
      ],
    };
    const features = serpFeatures(graph, []);
    expect(features.map((f) => [f.kind, f.title, f.facts])).toEqual([
      ['article', 'Launch', ['Mar 1, 2026', 'Ada']],
      ['faq', '(no name)', []],
      ['breadcrumb', '(no name)', []],
      ['event', 'Gig', ['Jun 1, 2026', 'Hall, Leeds']],
      ['recipe', 'Soup', ['1 hr 20 min', '240 calories']],
    ]);
    expect(features[0]!.image).toBe('https://example.com/a.jpg');
    expect(features[1]!.questions).toEqual([{ question: 'Why?', answer: 'Because.' }]);
    expect(features[2]!.trail).toEqual(['Home', 'Shop']);
  });

  it('draws no preview for a feature with blocking errors and says why; other features still show', async () => {
    const doc: JsonLdDocument = {
      '@context': CONTEXT,
      '@graph': [PRODUCT, { '@type': 'Event', name: 'Gig' }],
    };
    const findings: Finding[] = [
      {
        severity: 'error',
        category: 'issues',
        path: '@graph[1].startDate',
        text: 'missing required property "startDate"',
      },
    ];
    const element = await render(doc, findings);
    expect(element.querySelector('[data-feature="event"] .blocked')?.textContent).toContain(
      '1 blocking error stop this rich result. First: @graph[1].startDate: missing required property',
    );
    expect(element.querySelector('[data-feature="event"] .title')).toBeNull();
    expect(element.querySelector('[data-feature="product"] .title')?.textContent).toBe('Anvil');
  });

  it("shows a Q&A page's question and top answer, and no FAQ rich result once the validator says Google retired it", async () => {
    const doc: JsonLdDocument = {
      '@context': CONTEXT,
      '@graph': [
        {
          '@type': 'FAQPage',
          mainEntity: [
            {
              '@type': 'Question',
              name: 'Why?',
              acceptedAnswer: { '@type': 'Answer', text: 'Because.' },
            },
          ],
        },
        {
          '@type': 'QAPage',
          mainEntity: {
            '@type': 'Question',
            name: 'How do I fold it?',
            answerCount: 2,
            acceptedAnswer: { '@type': 'Answer', text: 'Twice.' },
          },
        },
      ],
    };
    const retired: Finding = {
      severity: 'warning',
      category: 'googleRichResultWarnings',
      path: '@graph[0]',
      text: 'FAQPage no longer produces a rich result: not shown at all since 7 May 2026',
    };
    const element = await render(doc, [retired]);
    expect(element.querySelector('[data-feature="faq"] .retired')?.textContent).toBe(
      'No rich result: ' + retired.text,
    );
    expect(element.querySelector('[data-feature="faq"] details')).toBeNull();
    const qa = element.querySelector('[data-feature="qa"]')!;
    expect(qa.querySelector('.title')?.textContent).toBe('How do I fold it?');
    expect(qa.querySelector('.description')?.textContent).toBe('Twice.');
    expect(qa.querySelector('.facts')?.textContent).toBe('2 answers');
  });

  it('renders what the user typed as text, never as HTML, and stands in only for web images', async () => {
    const hostile = {
      ...PRODUCT,
      name: '<img src=x onerror="alert(1)">Anvil',
      description: '<b>bold</b>',
      image: 'javascript:alert(1)',
    };
    const element = await render(hostile, null);
    const title = element.querySelector('.title')!;
    expect(title.textContent).toBe('<img src=x onerror="alert(1)">Anvil');
    expect(title.querySelector('img')).toBeNull();
    expect(element.querySelector('.description b')).toBeNull();
    expect(element.querySelector('.thumb')).toBeNull();
    expect(element.querySelector('.hint')?.textContent).toContain(
      'Validate the schema to see whether each result is eligible',
    );
  });

  it('explains when the type has no previewed rich result, and shortens addresses like results do', async () => {
    expect(
      (await render({ '@context': CONTEXT, '@type': 'Organization', name: 'ACME' }, []))
        .textContent,
    ).toContain('No rich-result preview');
    expect(displayUrl('https://shop.example.com/a/b?x=1')).toBe('shop.example.com › a › b');
  });
});
