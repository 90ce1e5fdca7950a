import { ValidationError, fieldErrors } from '../shared/domain-error.js';
import { requiredTextProblem } from '../shared/text-rules.js';
import { hostnameProblem } from './domain-lock.js';
import { websiteUrlProblem } from './website-url.js';

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

/**
 * A customer's website. Its id is the Client ID the SDK snippet and the delivery endpoints carry.
 * Fields are public for the persistence mapping; change them through the methods.
 */
export class ClientSite {
  id!: string;
  workspaceId!: string;
  name!: string;
  websiteUrl!: string;
  sdkStatus: SdkStatus = 'pending';
  sdkVerifiedAt: Date | null = null;
  domainLockEnabled = false;
  /** Hostnames delivery answers for when the lock is on; empty means "the website URL's host". */
  allowedHosts: string[] = [];
  lastAuditAt: Date | null = null;
  /** The last completed audit's site score (0-100), written by the audit when it completes. */
  lastAuditScore: number | null = null;
  createdAt!: Date;
  updatedAt!: Date;

  static create(input: NewClientSite): ClientSite {
    ClientSite.assertDetails(input, true);
    const site = new ClientSite();
    site.id = input.id;
    site.workspaceId = input.workspaceId;
    site.name = input.name.trim();
    site.websiteUrl = input.websiteUrl.trim();
    site.createdAt = input.now;
    site.updatedAt = input.now;
    return site;
  }

  rename(details: { name?: string; websiteUrl?: string }, now: Date): void {
    ClientSite.assertDetails(details, false);
    if (details.name !== undefined) this.name = details.name.trim();
    if (details.websiteUrl !== undefined) this.websiteUrl = details.websiteUrl.trim();
    this.updatedAt = now;
  }

  /** Pending SDK -> Verified; verifying again changes nothing. */
  markSdkVerified(now: Date): boolean {
    if (this.sdkStatus === 'verified') return false;
    this.sdkStatus = 'verified';
    this.sdkVerifiedAt = now;
    this.updatedAt = now;
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
    this.domainLockEnabled = settings.enabled;
    this.allowedHosts = hosts.length === 1 && hosts[0] === this.websiteHost() ? [] : hosts;
    this.updatedAt = now;
  }

  websiteHost(): string {
    return new URL(this.websiteUrl).hostname.toLowerCase();
  }

  private static assertDetails(details: { name?: string; websiteUrl?: string }, requireAll: boolean): void {
    const problems: Record<string, string[]> = {};
    const nameProblem = details.name !== undefined || requireAll ? requiredTextProblem(details.name, MAX_SITE_NAME_LENGTH) : null;
    if (nameProblem) problems.name = [nameProblem];
    if (details.websiteUrl !== undefined || requireAll) {
      const problem = websiteUrlProblem(details.websiteUrl?.trim() ?? '');
      if (problem) problems.websiteUrl = [problem];
    }
    if (Object.keys(problems).length > 0) throw new ValidationError(fieldErrors(problems));
  }
}
