import {
  ChangeDetectionStrategy,
  Component,
  type OnInit,
  computed,
  inject,
  input,
  output,
  signal,
} from '@angular/core';
import { RouterLink } from '@angular/router';
import type { GenerateFromUrlResponse } from '@sdn/contracts';
import { clientError } from '../../../shared/data/api-error';
import { mutation } from '../../../shared/data/mutation';
import { inputValue } from '../../../shared/ui/input-value';
import { GenerateFromUrlApi } from '../data/generate-from-url-api';

/** What "Use this" hands to the editor: the generated document and the page it was read from. */
export interface FromUrlResult {
  url: string;
  response: GenerateFromUrlResponse;
}

/**
 * "From URL": reads a page into JSON-LD and shows where the answer came from, its notes, a preview and the
 * validation; nothing reaches the editor until the user clicks "Use this".
 */
@Component({
  selector: 'app-from-url-panel',
  imports: [RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <form class="from-url" novalidate (submit)="$event.preventDefault(); generate()" aria-labelledby="from-url-title">
      <div class="field">
        <label for="from-url-address">Address of the page to read</label>
        <input id="from-url-address" class="input" type="url" placeholder="https://www.example.com/products/blue-mug" required
          [value]="url()" (input)="url.set(value($event))" aria-describedby="from-url-hint" [attr.aria-invalid]="!!request.fieldErrors()['url']" />
        <span id="from-url-hint" class="hint">We read the page and propose markup for it. Nothing changes until you click "Use this".</span>
      </div>
      <div class="field">
        <label for="from-url-type">Type (optional)</label>
        <input id="from-url-type" class="input" placeholder="Best fit for the page, e.g. Product" [value]="type()" (input)="type.set(value($event))"
          [attr.list]="suggestedTypes().length ? 'from-url-types' : null" />
        @if (suggestedTypes().length) {
          <datalist id="from-url-types">
            @for (name of suggestedTypes(); track name) { <option [value]="name"></option> }
          </datalist>
        }
      </div>
      <button type="submit" class="btn btn-primary" [disabled]="request.pending()">
        <span class="icon" aria-hidden="true">auto_awesome</span>{{ request.pending() ? 'Reading the page…' : 'Generate' }}
      </button>
    </form>

    <div aria-live="polite">
      @if (request.error(); as err) {
        @switch (problem()) {
          @case ('plan_required') {
            <div class="alert alert-warning" role="alert" data-testid="from-url-plan-required">
              <span><strong>Generating from a URL is part of Pro and Agency.</strong>
                <a routerLink="/billing">Upgrade in Billing</a> to use it.</span>
            </div>
          }
          @case ('limit_reached') {
            <div class="alert alert-warning" role="alert" data-testid="from-url-limit-reached">
              <span><strong>{{ quotaMessage() }}</strong> It renews next month; <a routerLink="/billing">Billing</a> shows the plans with more.</span>
            </div>
          }
          @case ('rate_limited') {
            <div class="alert alert-warning" role="alert" data-testid="from-url-rate-limited">
              <span>Too many requests. Please wait a moment, then try again.</span>
            </div>
          }
          @case ('unusable_page') {
            <div class="alert alert-error" role="alert" data-testid="from-url-unusable">
              <span><strong>That page could not be used.</strong> {{ err.message }}</span>
            </div>
          }
          @default {
            <div class="alert alert-error" role="alert"><span>{{ err.message }}</span></div>
          }
        }
      }
    </div>

    @if (result(); as found) {
      <section class="result" aria-labelledby="from-url-result-title" data-testid="from-url-result">
        <h3 id="from-url-result-title">Proposed {{ found.response.schemaType }}</h3>
        <p class="source" data-testid="from-url-source">
          @if (found.response.source === 'ai') {
            <span class="icon" aria-hidden="true">auto_awesome</span> Written by the AI model from the page.
          } @else {
            <span class="icon" aria-hidden="true">article</span> Read from the page's own metadata (title, description, tags, existing markup).
          }
        </p>
        @if (found.response.source === 'page-metadata') {
          <p class="hint" data-testid="from-url-ai-off">AI extraction is not configured on this service (or the model did not answer), so the page's metadata was used.</p>
        }
        @if (found.response.notes.length) {
          <ul class="notes" aria-label="Notes">
            @for (note of found.response.notes; track $index) { <li>{{ note }}</li> }
          </ul>
        }
        <pre class="preview" tabindex="0" aria-label="Proposed JSON-LD">{{ preview() }}</pre>
        @let check = found.response.validation;
        <div class="check" [class.valid]="check.isValid" data-testid="from-url-validation">
          <p><span class="icon" aria-hidden="true">{{ check.isValid ? 'check_circle' : 'error' }}</span>
            <strong>{{ check.isValid ? 'Valid JSON-LD' : 'Invalid: ' + check.issues.length + ' error(s)' }}</strong>
            @if (check.warnings.length) { <span class="muted"> · {{ check.warnings.length }} warning(s)</span> }
          </p>
          @if (check.issues.length || check.warnings.length) {
            <ul>
              @for (issue of check.issues; track $index) { <li class="issue">{{ issue }}</li> }
              @for (warning of check.warnings; track $index) { <li>{{ warning }}</li> }
            </ul>
          }
        </div>
        <div class="row">
          <button type="button" class="btn btn-primary" (click)="use()">Use this</button>
          <button type="button" class="btn" (click)="discard()">Discard</button>
        </div>
      </section>
    }
  `,
  styles: `
    .from-url { display: grid; gap: .75rem; }
    .from-url .btn { justify-self: start; }
    .result { margin-top: 1rem; display: grid; gap: .6rem; min-width: 0; }
    .result h3 { margin: 0; }
    .source { display: flex; gap: .4rem; align-items: center; margin: 0; }
    .notes { margin: 0; padding-left: 1.2rem; }
    .preview { max-height: 18rem; overflow: auto; white-space: pre-wrap; word-break: break-word; margin: 0; }
    .row { display: flex; gap: .5rem; flex-wrap: wrap; }
    .alert { margin-top: .75rem; }
    .check p { display: flex; align-items: center; gap: .35rem; flex-wrap: wrap; margin: 0; }
    .check .icon { color: var(--color-danger); }
    .check.valid .icon { color: var(--color-success); }
    .check ul { margin: .3rem 0 0; padding-left: 1.1rem; font-size: .875rem; }
    .check li { overflow-wrap: anywhere; }
    .check .issue { color: var(--color-danger); }
  `,
})
export class FromUrlPanel implements OnInit {
  /** Pre-fills the address (the schema's page URL). */
  readonly initialUrl = input('');
  /** Offered in the type box (the editor's current type first). */
  readonly suggestedTypes = input<string[]>([]);
  /** "Use this": the editor takes the document. */
  readonly used = output<FromUrlResult>();

  private readonly api = inject(GenerateFromUrlApi);
  protected readonly url = signal('');
  protected readonly type = signal('');
  protected readonly result = signal<FromUrlResult | null>(null);
  protected readonly request = mutation((url: string, type: string) =>
    this.api.generate(type ? { url, type } : { url }),
  );

  /** Which of the refusals the spec names this is, for its own message. */
  protected readonly problem = computed(() => fromUrlProblem(this.request.error()));
  protected readonly preview = computed(() =>
    JSON.stringify(this.result()?.response.jsonLd ?? null, null, 2),
  );
  protected readonly quotaMessage = computed(() => {
    const details = this.request.error()?.plan?.details ?? {};
    return typeof details['max'] === 'number'
      ? `This month's ${details['max']} AI extractions are used up.`
      : "This month's AI extractions are used up.";
  });

  ngOnInit(): void {
    if (!this.url()) this.url.set(this.initialUrl());
  }

  protected value(event: Event): string {
    return inputValue(event);
  }

  protected async generate(): Promise<void> {
    const url = this.url().trim();
    if (!/^https?:\/\/\S+$/i.test(url)) {
      this.request.fail(clientError('Enter the full address of a page, starting with https://'));
      return;
    }
    this.result.set(null);
    const answer = await this.request.run(url, this.type().trim());
    if (answer.ok) this.result.set({ url, response: answer.value });
  }

  protected use(): void {
    const found = this.result();
    if (!found) return;
    this.used.emit(found);
    this.result.set(null);
  }

  protected discard(): void {
    this.result.set(null);
  }
}

export type FromUrlProblem =
  'plan_required' | 'limit_reached' | 'rate_limited' | 'unusable_page' | 'other';

/** The refusal's kind: the plan gates, the rate limit and an unreadable page each get their own message. */
export function fromUrlProblem(
  error: { status: number; plan: { reason: string } | null } | null,
): FromUrlProblem | null {
  if (!error) return null;
  if (error.plan?.reason === 'plan_required') return 'plan_required';
  if (error.plan?.reason === 'limit_reached') return 'limit_reached';
  if (error.status === 429) return 'rate_limited';
  if (error.status === 422) return 'unusable_page';
  return 'other';
}
