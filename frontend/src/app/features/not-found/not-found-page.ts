import { ChangeDetectionStrategy, Component, inject } from '@angular/core';
import { Router, RouterLink } from '@angular/router';
import { AuthStore } from '../../core/auth/auth-store';

/** An address the dashboard does not have: said plainly, with the way back, instead of a silent redirect. */
@Component({
  selector: 'app-not-found-page',
  imports: [RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <main class="page not-found" id="main">
      <h1>Page not found</h1>
      <p>There is no page at <code>{{ path }}</code>. It may have moved, or the link may be mistyped.</p>
      @if (auth.isLoggedIn()) {
        <a class="btn btn-primary" routerLink="/sites">Go to your sites</a>
      } @else {
        <a class="btn btn-primary" routerLink="/">Go to the home page</a>
      }
    </main>
  `,
  styles: `
    .not-found { max-width: 40rem; margin: 3rem auto; }
    code { overflow-wrap: anywhere; }
  `,
})
export class NotFoundPage {
  protected readonly auth = inject(AuthStore);
  protected readonly path = inject(Router).url;

  constructor() {
    // This route has no guard, so nobody has asked yet who is signed in; a failed ask leaves the public link.
    this.auth.ensureSession().subscribe({ error: () => undefined });
  }
}
