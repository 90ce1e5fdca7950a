/**
 * Compile-time proof that no two constructor dependencies of a wired use case or adapter could be swapped and still
 * build: for each class, no pair of parameters is assignable both ways. Type-checked by `npm run typecheck -w backend`
 * in the test command (never run). A class whose parameters could be swapped makes `NoSwappablePair` fail here;
 * fix it (a distinct port, or a settings object) rather than listing it.
 */
import type { ListWorkspaces } from '../../src/application/auth/list-workspaces.js';
import type { LoadSession } from '../../src/application/auth/load-session.js';
import type { LogIn } from '../../src/application/auth/log-in.js';
import type { SignUp } from '../../src/application/auth/sign-up.js';
import type { ApplyBillingEvent } from '../../src/application/billing/apply-billing-event.js';
import type { GetBilling } from '../../src/application/billing/get-billing.js';
import type { OpenBillingPortal } from '../../src/application/billing/open-billing-portal.js';
import type { StartCheckout } from '../../src/application/billing/start-checkout.js';
import type { ConfigureDomainLock } from '../../src/application/client-sites/configure-domain-lock.js';
import type { CreateClientSite } from '../../src/application/client-sites/create-client-site.js';
import type { DeleteClientSite } from '../../src/application/client-sites/delete-client-site.js';
import type { GetClientSite } from '../../src/application/client-sites/get-client-site.js';
import type { ListClientSites } from '../../src/application/client-sites/list-client-sites.js';
import type { UpdateClientSite } from '../../src/application/client-sites/update-client-site.js';
import type { VerifySdk } from '../../src/application/client-sites/verify-sdk.js';
import type { DeliverSchemas } from '../../src/application/delivery/deliver-schemas.js';
import type { GenerateJsonLd } from '../../src/application/engine/generate-json-ld.js';
import type { GetVocabularyType } from '../../src/application/engine/get-vocabulary-type.js';
import type { ListVocabularyTypes } from '../../src/application/engine/list-vocabulary-types.js';
import type { ValidateJsonLd } from '../../src/application/engine/validate-json-ld.js';
import type { GetPlanUsage } from '../../src/application/plans/get-plan-usage.js';
import type { SetPlan } from '../../src/application/plans/set-plan.js';
import type { ChangeSchemaStatus } from '../../src/application/schemas/change-schema-status.js';
import type { CreateSchema } from '../../src/application/schemas/create-schema.js';
import type { DeleteSchema } from '../../src/application/schemas/delete-schema.js';
import type { GetSchema } from '../../src/application/schemas/get-schema.js';
import type { ListSchemas } from '../../src/application/schemas/list-schemas.js';
import type { UpdateSchema } from '../../src/application/schemas/update-schema.js';
import type { AcceptInvitation } from '../../src/application/team/accept-invitation.js';
import type { InviteMember } from '../../src/application/team/invite-member.js';
import type { ListTeam } from '../../src/application/team/list-team.js';
import type { RemoveMember } from '../../src/application/team/remove-member.js';
import type { OutboxMailer } from '../../src/adapters/file-outbox/outbox-mailer.js';
import type { MikroOrmSdkSightings } from '../../src/adapters/postgres/mikro-orm-sdk-sightings.js';
import type { PgDeliveryCatalog } from '../../src/adapters/postgres/pg-delivery-catalog.js';

type Slot<P extends readonly unknown[]> = Exclude<keyof P, keyof unknown[]>;

/** Pairs "i<->j" of parameters that fit each other's slot: swapping them would still compile. */
export type SwappablePairs<P extends readonly unknown[]> = {
  [I in Slot<P>]: {
    [J in Exclude<Slot<P>, I>]: [P[I]] extends [P[J]] ? ([P[J]] extends [P[I]] ? `${I & string}<->${J & string}` : never) : never;
  }[Exclude<Slot<P>, I>];
}[Slot<P>];

type Constructor = abstract new (...args: never[]) => unknown;
/** `true` when no pair can be swapped; otherwise the offending pairs, which fail the `true` constraint below. */
type NoSwappablePair<C extends Constructor> = [SwappablePairs<ConstructorParameters<C>>] extends [never]
  ? true
  : SwappablePairs<ConstructorParameters<C>>;
type Holds<T extends true> = T;

export type UseCasesCannotBeMiswired = [
  Holds<NoSwappablePair<typeof ListWorkspaces>>,
  Holds<NoSwappablePair<typeof LoadSession>>,
  Holds<NoSwappablePair<typeof LogIn>>,
  Holds<NoSwappablePair<typeof SignUp>>,
  Holds<NoSwappablePair<typeof ApplyBillingEvent>>,
  Holds<NoSwappablePair<typeof GetBilling>>,
  Holds<NoSwappablePair<typeof OpenBillingPortal>>,
  Holds<NoSwappablePair<typeof StartCheckout>>,
  Holds<NoSwappablePair<typeof ConfigureDomainLock>>,
  Holds<NoSwappablePair<typeof CreateClientSite>>,
  Holds<NoSwappablePair<typeof DeleteClientSite>>,
  Holds<NoSwappablePair<typeof GetClientSite>>,
  Holds<NoSwappablePair<typeof ListClientSites>>,
  Holds<NoSwappablePair<typeof UpdateClientSite>>,
  Holds<NoSwappablePair<typeof VerifySdk>>,
  Holds<NoSwappablePair<typeof DeliverSchemas>>,
  Holds<NoSwappablePair<typeof GenerateJsonLd>>,
  Holds<NoSwappablePair<typeof GetVocabularyType>>,
  Holds<NoSwappablePair<typeof ListVocabularyTypes>>,
  Holds<NoSwappablePair<typeof ValidateJsonLd>>,
  Holds<NoSwappablePair<typeof GetPlanUsage>>,
  Holds<NoSwappablePair<typeof SetPlan>>,
  Holds<NoSwappablePair<typeof ChangeSchemaStatus>>,
  Holds<NoSwappablePair<typeof CreateSchema>>,
  Holds<NoSwappablePair<typeof DeleteSchema>>,
  Holds<NoSwappablePair<typeof GetSchema>>,
  Holds<NoSwappablePair<typeof ListSchemas>>,
  Holds<NoSwappablePair<typeof UpdateSchema>>,
  Holds<NoSwappablePair<typeof AcceptInvitation>>,
  Holds<NoSwappablePair<typeof InviteMember>>,
  Holds<NoSwappablePair<typeof ListTeam>>,
  Holds<NoSwappablePair<typeof RemoveMember>>,
];

export type AdaptersCannotBeMiswired = [
  Holds<NoSwappablePair<typeof MikroOrmSdkSightings>>,
  Holds<NoSwappablePair<typeof PgDeliveryCatalog>>,
];

/** The check itself can fail: the outbox mailer takes two strings (folder, sender), which could be swapped unseen. */
// @ts-expect-error "0<->1" is a swappable pair
export type KnownSwappable = Holds<NoSwappablePair<typeof OutboxMailer>>;
