import { ChangeDetectionStrategy, Component, input } from '@angular/core';

/**
 * "Skip to content" as the first stop of the keyboard. A plain `href="#main"` would be resolved against `<base
 * href="/">` and leave the page, so the click moves focus to the target itself (which has `tabindex="-1"`).
 */
@Component({
  selector: 'app-skip-link',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<a class="skip-link" [href]="'#' + target()" (click)="skip($event)">Skip to content</a>`,
  styles: `
    .skip-link { position: absolute; left: -999px; top: .5rem; z-index: 20; background: var(--color-surface); padding: .4rem .8rem; border-radius: 6px; }
    .skip-link:focus { left: .5rem; }
  `,
})
export class SkipLink {
  /** The id of the element that holds the page's main content. */
  readonly target = input('main');

  protected skip(event: Event): void {
    event.preventDefault();
    const main = document.getElementById(this.target());
    if (!main) return;
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
    main.scrollIntoView?.();
  }
}
