import type { EntityManager } from '@mikro-orm/postgresql';
import type { Database } from '../adapters/postgres/database.js';
import type { BillingEventReceipts } from '../ports/billing-event-receipts.js';
import type { ClientSiteRepository } from '../ports/client-site-repository.js';
import type { Clock } from '../ports/clock.js';
import type { DeliveryCatalog } from '../ports/delivery-catalog.js';
import type { IdGenerator } from '../ports/id-generator.js';
import type { InvitationRepository } from '../ports/invitation-repository.js';
import type { InvitationTokens } from '../ports/invitation-tokens.js';
import type { JobKind, JobQueue } from '../ports/job-queue.js';
import type { Logger } from '../ports/logger.js';
import type { Mailer } from '../ports/mailer.js';
import type { PageFetcher } from '../ports/page-fetcher.js';
import type { PageReader } from '../ports/page-reader.js';
import type { PasswordHasher } from '../ports/password-hasher.js';
import type { PendingSignupRepository } from '../ports/pending-signup-repository.js';
import type { SchemaHistory } from '../ports/schema-history.js';
import type { SchemaRevisions } from '../ports/schema-revisions.js';
import type { SchemaRepository } from '../ports/schema-repository.js';
import type { Trash } from '../ports/trash.js';
import type { SdkSightings } from '../ports/sdk-sightings.js';
import type { SubscriptionRepository } from '../ports/subscription-repository.js';
import type { TeamMembershipRepository } from '../ports/team-membership-repository.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';
import type { WebhookDeliveryRepository } from '../ports/webhook-delivery-repository.js';
import type { WebhookEndpointRepository } from '../ports/webhook-endpoint-repository.js';
import type { WebhookOutbox } from '../ports/webhook-outbox.js';
import type { WebhookSender } from '../ports/webhook-sender.js';
import type { UserRepository } from '../ports/user-repository.js';
import type { WorkspaceRepository } from '../ports/workspace-repository.js';
import type { AuditRepository } from '../ports/audit-repository.js';
import type { AuditReportRenderer } from '../ports/audit-report-renderer.js';
import type { BulkRunRepository } from '../ports/bulk-run-repository.js';
import type { RobotsTxtReader } from '../ports/robots-rules.js';
import type { SitemapReader } from '../ports/sitemap-reader.js';
import type { PageAnalyser } from '../ports/page-analyser.js';
import type { SearchConsoleGrantStore } from '../ports/search-console-grant-store.js';
import type { SearchConsoleStore } from '../ports/search-console-store.js';
import type { ZipArchiver } from '../ports/zip-archiver.js';
import type { ImageInspector } from '../ports/image-inspector.js';
import type { WorkspaceBrandingRepository } from '../ports/workspace-branding-repository.js';
import type { CpuWork } from '../ports/cpu-work.js';
import type { JsonLdValidity } from '../ports/json-ld-validity.js';
import type { ValidationLane } from '../adapters/worker-pool/worker-pool-json-ld-validity.js';
import type { Config } from './config.js';
import type { DeliverySizeLimits } from '../domain/schema/delivery-size.js';
import type { Lifecycle } from './lifecycle.js';
import type { SharedLimits } from './shared-limits.js';
import { token } from './wiring.js';

/**
 * The one token convention: every port and every piece of infrastructure has its typed token here, named after
 * the port; use cases (and the few adapters with no port, such as the job runner) are bound under their own classes.
 * Resolving a token yields its declared type, so a wrong dependency is a compile error.
 */
export const TOKENS = {
  Config: token<Config>('Config'),
  Logger: token<Logger>('Logger'),
  Database: token<Database>('Database'),
  EntityManager: token<EntityManager>('EntityManager'),
  Clock: token<Clock>('Clock'),
  IdGenerator: token<IdGenerator>('IdGenerator'),
  PasswordHasher: token<PasswordHasher>('PasswordHasher'),
  UnitOfWork: token<UnitOfWork>('UnitOfWork'),
  UserRepository: token<UserRepository>('UserRepository'),
  WorkspaceRepository: token<WorkspaceRepository>('WorkspaceRepository'),
  TeamMembershipRepository: token<TeamMembershipRepository>('TeamMembershipRepository'),
  SubscriptionRepository: token<SubscriptionRepository>('SubscriptionRepository'),
  ClientSiteRepository: token<ClientSiteRepository>('ClientSiteRepository'),
  SchemaRepository: token<SchemaRepository>('SchemaRepository'),
  Trash: token<Trash>('Trash'),
  DeliveryCatalog: token<DeliveryCatalog>('DeliveryCatalog'),
  InvitationRepository: token<InvitationRepository>('InvitationRepository'),
  PendingSignupRepository: token<PendingSignupRepository>('PendingSignupRepository'),
  InvitationTokens: token<InvitationTokens>('InvitationTokens'),
  Mailer: token<Mailer>('Mailer'),
  PageFetcher: token<PageFetcher>('PageFetcher'),
  SdkSightings: token<SdkSightings>('SdkSightings'),
  BillingEventReceipts: token<BillingEventReceipts>('BillingEventReceipts'),
  DeliverySizeLimits: token<DeliverySizeLimits>('DeliverySizeLimits'),
  CpuWork: token<CpuWork>('CpuWork'),
  BackgroundCpuWork: token<CpuWork>('BackgroundCpuWork'),
  Lifecycle: token<Lifecycle>('Lifecycle'),
  SharedLimits: token<SharedLimits>('SharedLimits'),
  JobQueue: token<JobQueue>('JobQueue'),
  /** Many values: every background job kind, registered with the job runner when the service starts. */
  JobKind: token<JobKind<object>>('JobKind'),
  WebhookEndpointRepository: token<WebhookEndpointRepository>('WebhookEndpointRepository'),
  WebhookDeliveryRepository: token<WebhookDeliveryRepository>('WebhookDeliveryRepository'),
  WebhookOutbox: token<WebhookOutbox>('WebhookOutbox'),
  WebhookSender: token<WebhookSender>('WebhookSender'),
  PageReader: token<PageReader>('PageReader'),
  SchemaHistory: token<SchemaHistory>('SchemaHistory'),
  JsonLdValidity: token<JsonLdValidity>('JsonLdValidity'),
  /** Null when VALIDATE_LANE_MAX_BYTES is 0. */
  ValidationLane: token<ValidationLane | null>('ValidationLane'),
  SchemaRevisions: token<SchemaRevisions>('SchemaRevisions'),
  BulkRunRepository: token<BulkRunRepository>('BulkRunRepository'),
  AuditRepository: token<AuditRepository>('AuditRepository'),
  RobotsTxtReader: token<RobotsTxtReader>('RobotsTxtReader'),
  SitemapReader: token<SitemapReader>('SitemapReader'),
  PageAnalyser: token<PageAnalyser>('PageAnalyser'),
  AuditReportRenderer: token<AuditReportRenderer>('AuditReportRenderer'),
  ZipArchiver: token<ZipArchiver>('ZipArchiver'),
  WorkspaceBrandingRepository: token<WorkspaceBrandingRepository>('WorkspaceBrandingRepository'),
  ImageInspector: token<ImageInspector>('ImageInspector'),
  SearchConsoleStore: token<SearchConsoleStore>('SearchConsoleStore'),
  SearchConsoleGrantStore: token<SearchConsoleGrantStore>('SearchConsoleGrantStore'),
} as const;
