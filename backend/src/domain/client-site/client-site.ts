import { ValidationError, fieldErrors } from '../shared/domain-error.js';
import { requiredTextProblem } from '../shared/text-rules.js';
import { hostnameProblem } from './domain-lock.js';
import { normalizeWebsiteUrl, websiteUrlProblem } from './website-url.js';

export type SdkStatus = 'pending' | 'verified';
export const MAX_SITE_NAME_LENGTH = 120;
export const MAX_ALLOWED_HOSTS = 50;

export interface NewClientSite {
  id: string;
  workspaceId: string;
  name: string;
  websiteUrl: string;
  now: Date;
}

/** The fields a ClientSite's own methods change; everything else reads them. */
type ClientSiteState = Omit<ClientSite, 'rename' | 'markSdkVerified' | 'configureDomainLock' | 'websiteHost'>;

/**
 * A customer's website. Its id is the Client ID the SDK snippet and the delivery endpoints carry.
 * Fields are public (readonly) for reading and for the persistence mapping, which hydrates them at run time; the
 * aggregate changes them only through its methods, so no caller can put it in a state its rules do not allow.
 */
export class ClientSite {
  readonly id!: string;
  readonly workspaceId!: string;
  readonly name!: string;
  readonly websiteUrl!: string;
  readonly sdkStatus: SdkStatus = 'pending';
  readonly sdkVerifiedAt: Date | null = null;
  readonly domainLockEnabled: boolean = false;
  /** Hostnames delivery answers for when the lock is on; empty means "the website URL's host". */
  readonly allowedHosts: readonly string[] = [];
  readonly lastAuditAt: Date | null = null;
  /** The last completed audit's site score (0-100), written by the audit when it completes. */
  readonly lastAuditScore: number | null = null;
  readonly createdAt!: Date;
  readonly updatedAt!: Date;

  static create(given: NewClientSite): ClientSite {
    const input = { ...given, websiteUrl: normalizeWebsiteUrl(given.websiteUrl) };
    ClientSite.assertDetails(input, true);
    const site = new ClientSite();
    site.change({
      id: input.id,
      workspaceId: input.workspaceId,
      name: input.name.trim(),
      websiteUrl: input.websiteUrl,
      createdAt: input.now,
      updatedAt: input.now,
    });
    return site;
  }

  rename(given: { name?: string; websiteUrl?: string }, now: Date): void {
    const details = given.websiteUrl === undefined ? given : { ...given, websiteUrl: normalizeWebsiteUrl(given.websiteUrl) };
    ClientSite.assertDetails(details, false);
    if (details.name !== undefined) this.change({ name: details.name.trim() });
    if (details.websiteUrl !== undefined) this.change({ websiteUrl: details.websiteUrl });
    this.change({ updatedAt: now });
  }

  /** Pending SDK -> Verified; verifying again changes nothing. */
  markSdkVerified(now: Date): boolean {
    if (this.sdkStatus === 'verified') return false;
    this.change({ sdkStatus: 'verified', sdkVerifiedAt: now, updatedAt: now });
    return true;
  }

  /**
   * Turns the domain lock on or off. An empty allow-list means "the website URL's host", so the default follows the
   * site when its URL changes; hosts are compared lowercase and exact.
   */
  configureDomainLock(settings: { enabled: boolean; allowedHosts: readonly string[] }, now: Date): void {
    const hosts = [...new Set(settings.allowedHosts.map((host) => host.trim().toLowerCase()))];
    const problems = hosts.map(hostnameProblem).filter((problem): problem is string => problem !== null);
    if (hosts.length > MAX_ALLOWED_HOSTS) problems.push(`At most ${MAX_ALLOWED_HOSTS} hosts`);
    if (problems.length > 0) throw new ValidationError(fieldErrors({ allowedHosts: problems }));
    this.change({
      domainLockEnabled: settings.enabled,
      allowedHosts: hosts.length === 1 && hosts[0] === this.websiteHost() ? [] : hosts,
      updatedAt: now,
    });
  }

  websiteHost(): string {
    return new URL(this.websiteUrl).hostname.toLowerCase();
  }

  /** The one place state is written: typed by the fields, so a misspelt or foreign field does not build. */
  private change(patch: Partial<ClientSiteState>): void {
    Object.assign(this, patch);
  }

  private static assertDetails(details: { name?: string; websiteUrl?: string }, requireAll: boolean): void {
    const problems: Record<string, string[]> = {};
    const nameProblem = details.name !== undefined || requireAll ? requiredTextProblem(details.name, MAX_SITE_NAME_LENGTH) : null;
    if (nameProblem) problems.name = [nameProblem];
    if (details.websiteUrl !== undefined || requireAll) {
      const problem = websiteUrlProblem(details.websiteUrl ?? '');
      if (problem) problems.websiteUrl = [problem];
    }
    if (Object.keys(problems).length > 0) throw new ValidationError(fieldErrors(problems));
  }
}
