import { ChangeDetectionStrategy, Component, input } from '@angular/core';

/** A labelled loading indicator. */
@Component({
  selector: 'app-spinner',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<div class="loading" role="status"><span class="spinner" aria-hidden="true"></span><span>{{ label() }}</span></div>`,
  styles: `
    .loading { display: flex; align-items: center; gap: .6rem; color: var(--color-muted); padding: 1rem 0; }
    .spinner { width: 1.1rem; height: 1.1rem; border: 2px solid var(--color-border); border-top-color: var(--color-primary); border-radius: 50%; animation: spin .8s linear infinite; }
    @keyframes spin { to { transform: rotate(360deg); } }
  `,
})
export class Spinner {
  readonly label = input('Loading…');
}
