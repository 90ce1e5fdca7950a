import { ChangeDetectionStrategy, Component, inject, input } from '@angular/core';
import { FileDownload } from '../data/file-download';
import { mutation } from '../data/mutation';

/** A button that downloads a file the service builds, and says why right beside it when the service refuses. */
@Component({
  selector: 'app-download-button',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <button type="button" class="btn" (click)="download()" [disabled]="request.pending()" [attr.aria-busy]="request.pending()">
      <span class="icon" aria-hidden="true">{{ icon() }}</span> {{ label() }}
    </button>
    @if (request.error(); as failure) {
      <span class="download-error" role="alert">{{ failure.message }}</span>
    }
  `,
  styles: `
    :host { display: inline-flex; flex-wrap: wrap; gap: .5rem; align-items: center; }
    .download-error { color: var(--color-danger); font-size: .9rem; max-width: 32rem; }
  `,
})
export class DownloadButton {
  readonly url = input.required<string>();
  readonly label = input.required<string>();
  readonly fileName = input.required<string>();
  readonly icon = input('download');

  private readonly files = inject(FileDownload);
  protected readonly request = mutation((url: string) => this.files.fetch(url));

  protected async download(): Promise<void> {
    const result = await this.request.run(this.url());
    if (result.ok) this.files.save(result.value, this.fileName());
  }
}
