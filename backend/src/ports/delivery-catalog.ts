import type { JsonLdDocument } from '../domain/schema/json-ld-document.js';

/** What delivery needs to know about a site, whatever the page. */
export interface DeliverySite {
  readonly id: string;
  readonly websiteHost: string;
  readonly domainLockEnabled: boolean;
  readonly allowedHosts: readonly string[];
  readonly sdkVerified: boolean;
}

export interface DeliverySchema {
  readonly id: string;
  readonly name: string;
  readonly schemaType: string;
  readonly pageUrl: string;
  readonly jsonLd: JsonLdDocument;
}

/**
 * The published schemas of one site for one exact page URL. Entries are immutable: a change yields a new entry,
 * so callers may memoise work (serialisation) per entry object.
 */
export interface DeliveryEntry {
  readonly site: DeliverySite | null;
  readonly schemas: readonly DeliverySchema[];
}

/**
 * Read model of the delivery hot path. Every lookup reflects every change committed before the lookup began,
 * on any instance sharing the database.
 */
export interface DeliveryCatalog {
  lookup(clientId: string, pageUrl: string): Promise<DeliveryEntry>;
  /**
   * The entry at once when the catalog already holds it and knows, without asking anyone, that nothing changed
   * since: the same answer `lookup` would give, with no promise to wait for. Null means "call lookup".
   */
  current(clientId: string, pageUrl: string): DeliveryEntry | null;
}
