import type { PageInfo } from './paging.js';
import type { SearchConsoleStatus } from './search-console.js';
export type SdkStatus = 'Verified' | 'Pending SDK';

/** A client site. `id` is the Client ID used by the SDK snippet and the delivery endpoints. */
export interface ClientSiteDto {
  id: string;
  name: string;
  websiteUrl: string;
  sdkStatus: SdkStatus;
  schemaCount: number;
  /** Of `schemaCount`: delivered, paused, and judged invalid by the validator (the portfolio's health roll-up). */
  schemaHealth: { published: number; paused: number; invalid: number };
  lastAuditAt: string | null;
  /** The last completed audit's score, 0-100 (Agency site audits). */
  lastAuditScore: number | null;
  /** The site's Search Console link (the portfolio's roll-up; `not_connected` without one). */
  searchConsole: SearchConsoleStatus;
  /** Delivery answers only for these hosts when enabled; `allowedHosts` defaults to the website URL's host. */
  domainLock: DomainLockDto;
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/clients?limit=&offset=`, oldest site first. */
export interface ClientSiteListResponse extends PageInfo {
  items: ClientSiteDto[];
}

export interface CreateClientSiteRequest {
  name: string;
  websiteUrl: string;
}

export type UpdateClientSiteRequest = Partial<CreateClientSiteRequest>;

export interface DomainLockDto {
  enabled: boolean;
  allowedHosts: string[];
}

/** `PATCH /api/clients/:clientId/domain-lock` -> 200 ClientSiteDto. Omitting `allowedHosts` keeps the current list;
 * an empty list means the website URL's host. 400 `Validation failed` with `details.allowedHosts` for bad hostnames. */
export interface UpdateDomainLockRequest {
  enabled: boolean;
  allowedHosts?: string[];
}

/** `POST /api/clients/:clientId/verify-sdk` -> 200 ClientSiteDto (sdkStatus `Verified`), or 400 `{ error }` saying
 * what was not found or why the home page could not be loaded. */
export type VerifySdkResponse = ClientSiteDto;
