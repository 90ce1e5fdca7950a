import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import type { JsonLdDocument } from '@sdn/contracts';
import type { Finding } from '../data/validation-findings';
import { displayUrl, serpFeatures } from './serp-preview-model';

/**
 * An approximation of the search results the markup qualifies for, drawn from the current JSON-LD and the latest
 * validation. Everything the user typed is rendered as text by interpolation, never as HTML.
 */
@Component({
  selector: 'app-serp-preview',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <p class="hint">An approximation: Google decides which rich results it shows, and how.
      @if (!validated()) { Validate the schema to see whether each result is eligible. }</p>
    @for (feature of features(); track $index) {
      <article class="result" [attr.data-feature]="feature.kind" [attr.aria-label]="feature.label + ' preview'">
        <p class="feature">{{ feature.label }}</p>
        @if (feature.retired) {
          <p class="retired" role="note">No rich result: {{ feature.retired }}</p>
        } @else if (feature.blockers.length && validated()) {
          <p class="blocked" role="note">No preview: {{ feature.blockers.length }} blocking error{{ feature.blockers.length === 1 ? '' : 's' }}
            stop this rich result. First: {{ feature.blockers[0]!.path ? feature.blockers[0]!.path + ': ' : '' }}{{ feature.blockers[0]!.text }}</p>
        } @else {
          @if (feature.kind === 'breadcrumb') {
            <p class="url">{{ host() }} › {{ feature.trail.join(' › ') }}</p>
          } @else {
            <p class="url">{{ url() }}</p>
            <div class="body">
              <div class="text">
                <h4 class="title">{{ feature.title }}</h4>
                @if (feature.rating; as rating) {
                  <p class="rating" [attr.aria-label]="'Rated ' + rating.value + ' out of ' + rating.best">
                    <span class="stars" aria-hidden="true">{{ stars(rating.value, rating.best) }}</span>
                    Rating: {{ rating.value }}@if (rating.count !== null) { · {{ rating.count }} reviews }
                  </p>
                }
                @if (feature.facts.length) { <p class="facts">{{ feature.facts.join(' · ') }}</p> }
                @if (feature.description) { <p class="description">{{ feature.description }}</p> }
                @for (qa of feature.questions; track $index) {
                  <details class="qa"><summary>{{ qa.question }}</summary><p>{{ qa.answer }}</p></details>
                }
              </div>
              @if (feature.image; as image) {
                <div class="thumb" [title]="image"><span class="icon" aria-hidden="true">image</span><span class="file">{{ fileName(image) }}</span></div>
              }
            </div>
          }
        }
      </article>
    } @empty {
      <p class="muted">No rich-result preview: the schema has no type with a rich result previewed here (product, article, FAQ,
        Q&amp;A, breadcrumb, event, recipe).</p>
    }
  `,
  styles: `
    .result { border: 1px solid var(--color-border); border-radius: 8px; padding: .7rem .85rem; margin-top: .6rem; font-family: arial, sans-serif; }
    .feature { margin: 0 0 .3rem; font-size: .7rem; text-transform: uppercase; letter-spacing: .04em; color: var(--color-muted); }
    .url { margin: 0; font-size: .8rem; color: #202124; overflow-wrap: anywhere; }
    .body { display: flex; gap: .75rem; }
    .text { flex: 1; min-width: 0; }
    .title { margin: .15rem 0; font-size: 1.1rem; font-weight: 400; color: #1a0dab; overflow-wrap: anywhere; }
    .rating, .facts { margin: 0; font-size: .8rem; color: #4d5156; }
    .stars { color: #e7711b; letter-spacing: .05em; }
    .description { margin: .2rem 0 0; font-size: .85rem; color: #4d5156; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
    .qa { font-size: .85rem; border-top: 1px solid var(--color-border); padding: .3rem 0; }
    .qa p { margin: .2rem 0 0; color: #4d5156; }
    .thumb { width: 92px; height: 92px; border-radius: 8px; flex: 0 0 auto; background: #f1f3f4; color: var(--color-muted);
      display: flex; flex-direction: column; align-items: center; justify-content: center; gap: .2rem; padding: .3rem; }
    .thumb .file { font-size: .65rem; max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .blocked { margin: 0; font-size: .85rem; color: var(--color-danger); }
    .retired { margin: 0; font-size: .85rem; color: var(--color-muted); }
  `,
})
export class SerpPreview {
  readonly doc = input.required<JsonLdDocument | null>();
  readonly pageUrl = input('');
  /** The latest validation's findings, when they are about the document as it is now; null when not validated. */
  readonly findings = input<readonly Finding[] | null>(null);

  protected readonly validated = computed(() => this.findings() !== null);
  protected readonly features = computed(() => serpFeatures(this.doc(), this.findings() ?? []));
  protected readonly url = computed(() => displayUrl(this.pageUrl() || 'https://www.example.com/'));
  protected readonly host = computed(() => this.url().split(' › ')[0]);

  /** The image itself is not fetched (the dashboard loads nothing from other origins): its file name stands in. */
  protected fileName(url: string): string {
    return url.split(/[?#]/)[0]!.split('/').filter(Boolean).pop() ?? url;
  }

  protected stars(value: number, best: number): string {
    const filled = Math.max(0, Math.min(5, Math.round((value / best) * 5)));
    return '★'.repeat(filled) + '☆'.repeat(5 - filled);
  }
}
