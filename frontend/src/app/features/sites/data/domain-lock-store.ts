import { Injectable, computed, inject, signal } from '@angular/core';
import type { ClientSiteDto, DomainLockDto, UpdateDomainLockRequest } from '@sdn/contracts';
import { SitesApi } from '../../../shared/api/sites-api';
import { mutation } from '../../../shared/data/mutation';

/**
 * The domain lock form of one site: the toggle and allow-list being edited, compared with what is saved.
 * Provided by the panel, so each panel edits its own copy.
 */
@Injectable()
export class DomainLockStore {
  private readonly api = inject(SitesApi);
  private readonly savedState = signal<DomainLockDto>({ enabled: false, allowedHosts: [] });
  private readonly enabledState = signal(false);
  private readonly hostsState = signal<string[]>([]);
  private readonly draftState = signal('');
  private readonly draftErrorState = signal<string | null>(null);
  private readonly saveRequest = mutation((clientId: string, body: UpdateDomainLockRequest) =>
    this.api.updateDomainLock(clientId, body),
  );

  readonly enabled = this.enabledState.asReadonly();
  readonly hosts = this.hostsState.asReadonly();
  readonly draft = this.draftState.asReadonly();
  /** Why the hostname being typed cannot be added (checked here before the server sees it). */
  readonly draftError = this.draftErrorState.asReadonly();
  readonly saving = this.saveRequest.pending;
  readonly error = this.saveRequest.error;
  /** The server's messages about the allow-list (invalid hostnames, too many). */
  readonly hostErrors = computed(() => this.saveRequest.fieldErrors()['allowedHosts'] ?? []);
  readonly dirty = computed(() => {
    const saved = this.savedState();
    const hosts = this.hostsState();
    return (
      saved.enabled !== this.enabledState() ||
      saved.allowedHosts.length !== hosts.length ||
      saved.allowedHosts.some((host, index) => host !== hosts[index])
    );
  });

  /** Starts over from the saved settings (on load, and after each save). */
  reset(lock: DomainLockDto): void {
    this.savedState.set({ enabled: lock.enabled, allowedHosts: [...lock.allowedHosts] });
    this.enabledState.set(lock.enabled);
    this.hostsState.set([...lock.allowedHosts]);
    this.draftState.set('');
    this.draftErrorState.set(null);
    this.saveRequest.reset();
  }

  setEnabled(enabled: boolean): void {
    this.enabledState.set(enabled);
  }

  setDraft(value: string): void {
    this.draftState.set(value);
    this.draftErrorState.set(null);
  }

  /** Adds the typed hostname; a pasted URL counts as its host. Answers whether it was added. */
  addDraft(): boolean {
    const host = hostOf(this.draftState());
    if (!host) {
      this.draftErrorState.set('Type a hostname such as www.example.com');
      return false;
    }
    if (this.hostsState().includes(host)) {
      this.draftErrorState.set(`${host} is already in the list`);
      return false;
    }
    this.hostsState.update((hosts) => [...hosts, host]);
    this.draftState.set('');
    this.draftErrorState.set(null);
    return true;
  }

  removeHost(host: string): void {
    this.hostsState.update((hosts) => hosts.filter((item) => item !== host));
  }

  /** Saves the toggle and the list; answers the updated site, or null when the server refused (see `error`). */
  async save(clientId: string): Promise<ClientSiteDto | null> {
    const result = await this.saveRequest.run(clientId, {
      enabled: this.enabledState(),
      allowedHosts: this.hostsState(),
    });
    if (!result.ok) return null;
    this.reset(result.value.domainLock);
    return result.value;
  }
}

/** `https://Shop.Example/x` and ` shop.example ` both mean `shop.example`; the server checks the hostname itself. */
function hostOf(value: string): string | null {
  const text = value.trim().toLowerCase();
  if (!text) return null;
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(text)) {
    try {
      return new URL(text).hostname || null;
    } catch {
      return null;
    }
  }
  return text.replace(/[/?#].*$/, '') || null;
}
