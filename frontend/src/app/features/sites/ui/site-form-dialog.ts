import { ChangeDetectionStrategy, Component, effect, input, output, signal } from '@angular/core';
import type { CreateClientSiteRequest } from '@sdn/contracts';
import type { ApiError } from '../../../shared/data/api-error';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { Modal } from '../../../shared/ui/modal';
import { inputValue } from '../../../shared/ui/input-value';

/** Create a site (name + website URL) or rename one (name only). */
@Component({
  selector: 'app-site-form-dialog',
  imports: [Modal, ErrorAlert],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <app-modal [open]="open()" [heading]="mode() === 'create' ? 'Add a site' : 'Rename site'" (closed)="dismissed.emit()">
      <form (submit)="submit($event)" novalidate>
        <app-error-alert [error]="error()" />
        <div class="field">
          <label for="site-name">Site name</label>
          <input id="site-name" class="input" name="name" required autofocus [value]="name()" (input)="name.set(valueOf($event))"
            [attr.aria-invalid]="!!fieldError('name')" />
          @if (fieldError('name'); as message) { <p class="field-error">{{ message }}</p> }
        </div>
        @if (mode() === 'create') {
          <div class="field">
            <label for="site-url">Website URL</label>
            <input id="site-url" class="input" name="websiteUrl" type="text" inputmode="url" autocapitalize="off" spellcheck="false"
              required placeholder="example.com" [value]="websiteUrl()" (input)="websiteUrl.set(valueOf($event))"
              aria-describedby="site-url-hint site-url-error" [attr.aria-invalid]="!!fieldError('websiteUrl')" />
            <span id="site-url-hint" class="hint">The site where you will install the snippet: a domain such as example.com (https:// is added) or a full address.</span>
            <div id="site-url-error">
              @if (fieldError('websiteUrl'); as message) { <p class="field-error">{{ message }}</p> }
            </div>
          </div>
        }
        <div class="actions">
          <button type="button" class="btn" (click)="dismissed.emit()">Cancel</button>
          <button type="submit" class="btn btn-primary" [disabled]="busy()">
            {{ busy() ? 'Saving…' : mode() === 'create' ? 'Add site' : 'Save name' }}
          </button>
        </div>
      </form>
    </app-modal>
  `,
  styles: `.actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: .5rem; }`,
})
export class SiteFormDialog {
  readonly open = input.required<boolean>();
  readonly mode = input<'create' | 'rename'>('create');
  readonly initialName = input('');
  readonly busy = input(false);
  readonly error = input<ApiError | null>(null);
  readonly save = output<CreateClientSiteRequest>();
  readonly dismissed = output<void>();

  protected readonly name = signal('');
  protected readonly websiteUrl = signal('');

  constructor() {
    effect(() => {
      if (this.open()) {
        this.name.set(this.initialName());
        this.websiteUrl.set('');
      }
    });
  }

  protected fieldError(field: string): string | null {
    return this.error()?.fieldErrors[field]?.join(' ') ?? null;
  }

  protected readonly valueOf = inputValue;

  protected submit(event: Event): void {
    event.preventDefault();
    this.save.emit({ name: this.name().trim(), websiteUrl: this.websiteUrl().trim() });
  }
}
