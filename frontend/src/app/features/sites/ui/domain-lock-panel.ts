import {
  ChangeDetectionStrategy,
  Component,
  type ElementRef,
  computed,
  effect,
  inject,
  input,
  output,
  untracked,
  viewChild,
} from '@angular/core';
import type { ClientSiteDto } from '@sdn/contracts';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { ToastService } from '../../../shared/ui/toast.service';
import { DomainLockStore } from '../data/domain-lock-store';
import { inputValue } from '../../../shared/ui/input-value';

/** Domain lock of one site: the toggle, the allow-list of hostnames, and Save. */
@Component({
  selector: 'app-domain-lock-panel',
  imports: [ErrorAlert],
  providers: [DomainLockStore],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="card stack" aria-labelledby="domain-lock-title">
      <div>
        <h2 id="domain-lock-title">Domain lock</h2>
        <p class="muted">
          When on, delivery answers only for pages on the allowed hosts, and only when the page asking is on one of them.
          Any other site using this Client ID gets nothing.
        </p>
      </div>
      <label class="switch">
        <input type="checkbox" role="switch" [checked]="store.enabled()" (change)="store.setEnabled(checkedOf($event))" />
        <span class="track" aria-hidden="true"></span>
        <span>Lock delivery to allowed hosts</span>
      </label>
      <div>
        <h3 id="allowed-hosts-title" class="label">Allowed hosts</h3>
        @if (store.hosts().length > 0) {
          <ul class="hosts" aria-labelledby="allowed-hosts-title">
            @for (host of store.hosts(); track host) {
              <li>
                <code>{{ host }}</code>
                <button type="button" class="btn btn-sm btn-ghost" (click)="remove(host)" [attr.aria-label]="'Remove ' + host">
                  <span class="icon" aria-hidden="true">close</span>
                </button>
              </li>
            }
          </ul>
        } @else {
          <p class="muted small">No hosts listed: the website's own host ({{ websiteHost() }}) is used.</p>
        }
        @if (!store.enabled()) { <p class="muted small">The list applies once the lock is on.</p> }
      </div>
      <form class="add" (submit)="add($event)" novalidate>
        <div class="field">
          <label for="domain-lock-host">Add a hostname</label>
          <div class="row nowrap">
            <input #hostInput id="domain-lock-host" class="input" type="text" inputmode="url" autocomplete="off" spellcheck="false"
              placeholder="shop.example.com" [value]="store.draft()" (input)="store.setDraft(valueOf($event))"
              [attr.aria-invalid]="store.draftError() || store.hostErrors().length > 0 ? 'true' : null"
              aria-describedby="domain-lock-host-errors" />
            <button type="submit" class="btn">Add</button>
          </div>
          <div id="domain-lock-host-errors">
            @if (store.draftError(); as problem) { <p class="field-error" role="alert">{{ problem }}</p> }
            @for (problem of store.hostErrors(); track problem) { <p class="field-error" role="alert">{{ problem }}</p> }
          </div>
        </div>
      </form>
      @if (store.hostErrors().length === 0) { <app-error-alert [error]="store.error()" /> }
      <div class="actions">
        @if (store.dirty()) { <span class="muted small">Unsaved changes</span> }
        <button type="button" class="btn btn-primary" (click)="save()" [disabled]="!store.dirty() || store.saving()">
          {{ store.saving() ? 'Saving…' : 'Save domain lock' }}
        </button>
      </div>
    </section>
  `,
  styles: `
    .switch { position: relative; display: inline-flex; align-items: center; gap: .6rem; cursor: pointer; font-weight: 500; }
    .switch input { position: absolute; z-index: 1; opacity: 0; width: 2.4rem; height: 1.4rem; margin: 0; cursor: pointer; }
    .track { position: relative; flex: none; width: 2.4rem; height: 1.4rem; border-radius: 999px; background: var(--color-border); transition: background .15s; }
    .track::after { content: ''; position: absolute; top: .2rem; left: .2rem; width: 1rem; height: 1rem; border-radius: 50%; background: #fff; box-shadow: var(--shadow); transition: transform .15s; }
    .switch input:checked + .track { background: var(--color-primary); }
    .switch input:checked + .track::after { transform: translateX(1rem); }
    .switch input:focus-visible + .track { outline: 2px solid var(--color-primary); outline-offset: 2px; }
    .label { margin: 0 0 .4rem; }
    .hosts { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: .25rem; }
    .hosts li { display: flex; align-items: center; justify-content: space-between; gap: .5rem; padding: .15rem .15rem .15rem .6rem; border: 1px solid var(--color-border); border-radius: 6px; overflow-wrap: anywhere; }
    .small { font-size: .85rem; margin: .4rem 0 0; }
    .add .field { margin: 0; }
    .nowrap { flex-wrap: nowrap; }
    .actions { display: flex; align-items: center; justify-content: flex-end; gap: .75rem; border-top: 1px solid var(--color-border); padding-top: .75rem; }
    .actions .small { margin: 0; }
  `,
})
export class DomainLockPanel {
  readonly site = input.required<ClientSiteDto>();
  readonly saved = output<ClientSiteDto>();

  protected readonly store = inject(DomainLockStore);
  private readonly toasts = inject(ToastService);
  private readonly hostInput = viewChild.required<ElementRef<HTMLInputElement>>('hostInput');

  protected readonly websiteHost = computed(() => {
    try {
      return new URL(this.site().websiteUrl).hostname;
    } catch {
      return this.site().websiteUrl;
    }
  });

  constructor() {
    effect(() => {
      const lock = this.site().domainLock;
      untracked(() => this.store.reset(lock));
    });
  }

  protected add(event: Event): void {
    event.preventDefault();
    this.store.addDraft();
  }

  /** The remove button disappears with its host: keep the keyboard user's place in the panel. */
  protected remove(host: string): void {
    this.store.removeHost(host);
    this.hostInput().nativeElement.focus();
  }

  protected async save(): Promise<void> {
    const site = await this.store.save(this.site().id);
    if (!site) return;
    const { enabled, allowedHosts } = site.domainLock;
    this.toasts.show(
      enabled
        ? `Domain lock on: delivery answers only on ${allowedHosts.join(', ')}`
        : 'Domain lock off: delivery answers on any site',
    );
    this.saved.emit(site);
  }

  protected checkedOf(event: Event): boolean {
    return (event.target as HTMLInputElement).checked;
  }

  protected readonly valueOf = inputValue;
}
