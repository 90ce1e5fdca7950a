import { ChangeDetectionStrategy, Component, computed, input, output } from '@angular/core';
import type { SdkStatus } from '@sdn/contracts';
import type { ApiError } from '../../../shared/data/api-error';
import { CopyField } from '../../../shared/ui/copy-field';

/** What a site owner installs: the SDK snippet, or server-side delivery (embed, Cloudflare Worker, Node middleware). */
@Component({
  selector: 'app-install-panel',
  imports: [CopyField],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section id="install" class="card stack" aria-labelledby="install-title">
      <div>
        <h2 id="install-title">Install</h2>
        <p class="muted">Add this snippet to every page of the site, once. It fetches the published schemas for the page's exact URL and adds them to the page's head.</p>
      </div>
      <app-copy-field label="SDK snippet" [value]="snippet()" />
      <details>
        <summary>Server-side rendering instead (no JavaScript)</summary>
        <p class="muted">Fetch ready-made script tags for the page's canonical URL and print them into the page's head.</p>
        <app-copy-field label="Embed request" [value]="curlExample()" />
        <app-copy-field label="Template example (PHP)" [value]="templateExample()" />
      </details>
      <details>
        <summary>Cloudflare Worker (every crawler, no template changes)</summary>
        <p class="muted">
          The Worker runs in front of the site and puts the published markup into each HTML page as it is served, so
          crawlers that never run JavaScript see it too. If the service is slow (over the budget) or down, pages go out
          unchanged.
        </p>
        <ol class="steps">
          <li><a [href]="workerUrl()" download="worker.js">Download <code>worker.js</code></a> into a new folder.</li>
          <li>Save this as <code>wrangler.toml</code> beside it, with the site's route.</li>
          <li>Run <code>npx wrangler deploy</code>, then "Check installation" below.</li>
        </ol>
        <app-copy-field label="wrangler.toml" [value]="wranglerToml()" />
      </details>
      <details>
        <summary>Node middleware (Express, Next.js and other fetch runtimes)</summary>
        <p class="muted">The same insertion inside a Node site, before its routes and before compression.</p>
        <app-copy-field label="Express / Connect" [value]="expressExample()" />
        <app-copy-field label="Fetch handler (Next.js, Deno, Bun)" [value]="fetchHandlerExample()" />
      </details>
      <div class="verify">
        @if (sdkStatus() === 'Verified') {
          <p><span class="icon ok" aria-hidden="true">verified</span> The snippet was found on the site.</p>
        } @else {
          <p class="muted">Installed it? Let the service check the site's home page.</p>
        }
        <button type="button" class="btn btn-sm" (click)="verify.emit()" [disabled]="verifying()">
          {{ verifying() ? 'Checking…' : sdkStatus() === 'Verified' ? 'Check again' : 'Check installation' }}
        </button>
      </div>
      @if (verifyError(); as failure) {
        <div class="alert alert-error verify-failed" role="alert">
          <span class="icon" aria-hidden="true">error</span>
          <div>
            <strong>The installation check failed.</strong>
            <p>{{ failure.message }}</p>
          </div>
        </div>
      }
      <p class="client-id">Client ID: <code>{{ clientId() }}</code></p>
    </section>
  `,
  styles: `
    details { border-top: 1px solid var(--color-border); padding-top: .75rem; }
    summary { cursor: pointer; font-weight: 500; margin-bottom: .5rem; }
    details app-copy-field { display: block; margin-bottom: .75rem; }
    .steps { margin: 0 0 .75rem; padding-left: 1.25rem; }
    .verify { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: .5rem; border-top: 1px solid var(--color-border); padding-top: .75rem; }
    .verify p { margin: 0; }
    .ok { color: var(--color-success); }
    .verify-failed { display: flex; gap: .6rem; align-items: flex-start; margin: 0; }
    .verify-failed p { margin: .2rem 0 0; overflow-wrap: break-word; }
    .client-id { margin: 0; font-size: .85rem; color: var(--color-muted); }
    /* A Client ID is copied by eye as often as by mouse: keep it on one line. */
    .client-id code { white-space: nowrap; }
  `,
})
export class InstallPanel {
  readonly clientId = input.required<string>();
  readonly websiteUrl = input.required<string>();
  readonly sdkStatus = input<SdkStatus>('Pending SDK');
  readonly verifying = input(false);
  /** Why the last "Check installation" failed; stays until the next check, beside the button that ran it. */
  readonly verifyError = input<ApiError | null>(null);
  readonly verify = output<void>();
  /** The service's own origin: the dashboard is served by it, so `location.origin` by default. */
  readonly baseUrl = input<string>(globalThis.location?.origin ?? '');
  /** The built Worker, served by the service (`/edge/worker.js`). */
  protected readonly workerUrl = computed(() => `${this.baseUrl()}/edge/worker.js`);

  protected readonly snippet = computed(
    () =>
      `<script async src="${this.baseUrl()}/sdk.js" data-client-id="${this.clientId()}"></script>`,
  );
  protected readonly examplePage = computed(() => {
    try {
      return new URL('/', this.websiteUrl()).href;
    } catch {
      return 'https://www.example.com/';
    }
  });
  protected readonly curlExample = computed(
    () =>
      `curl '${this.baseUrl()}/api/embed?clientId=${this.clientId()}&url=${this.examplePage()}'`,
  );
  protected readonly wranglerToml = computed(() =>
    [
      'name = "sdn-edge"',
      'main = "worker.js"',
      'compatibility_date = "2025-09-01"',
      `routes = [{ pattern = "${this.siteHost()}/*", zone_name = "${this.zoneName()}" }]`,
      '',
      '[vars]',
      `SDN_CLIENT_ID = "${this.clientId()}"`,
      `SDN_SERVICE_URL = "${this.baseUrl()}"`,
      '# Longest wait for the service per page view; past it the page goes out unchanged.',
      'SDN_BUDGET_MS = "150"',
      '# 0 = every page view asks (revalidated by ETag): changes show on the next request.',
      'SDN_CACHE_SECONDS = "0"',
    ].join('\n'),
  );
  protected readonly expressExample = computed(() =>
    [
      "import { schemaDeliveryMiddleware } from '@sdn/edge/node';",
      '',
      'app.use(schemaDeliveryMiddleware({',
      `  clientId: '${this.clientId()}',`,
      `  serviceUrl: '${this.baseUrl()}',`,
      `  publicOrigin: '${this.siteOrigin()}',`,
      '  budgetMs: 150,',
      '}));',
    ].join('\n'),
  );
  protected readonly fetchHandlerExample = computed(() =>
    [
      "import { createEdgeHandler } from '@sdn/edge/node';",
      '',
      `const edge = createEdgeHandler({ clientId: '${this.clientId()}', serviceUrl: '${this.baseUrl()}' });`,
      '// upstream: how the page is fetched or rendered without the markup',
      'export default (request: Request) => edge.handle(request, upstream);',
    ].join('\n'),
  );
  private readonly siteOrigin = computed(() => new URL(this.examplePage()).origin);
  private readonly siteHost = computed(() => new URL(this.examplePage()).host);
  /** Cloudflare's zone is the registrable domain; the last two labels are right for most sites and easy to edit. */
  private readonly zoneName = computed(() => this.siteHost().split('.').slice(-2).join('.'));
  protected readonly templateExample = computed(
    () =>
      `<?php echo file_get_contents('${this.baseUrl()}/api/embed?clientId=${this.clientId()}&url=' . urlencode($canonicalUrl)); ?>`,
  );
}
