import type { Container } from 'inversify';
import { join } from 'node:path';
import { GetWorkspaceBranding } from '../application/branding/get-workspace-branding.js';
import { GetWorkspaceLogo } from '../application/branding/get-workspace-logo.js';
import { RemoveWorkspaceLogo } from '../application/branding/remove-workspace-logo.js';
import { ReplaceWorkspaceLogo } from '../application/branding/replace-workspace-logo.js';
import { SetAccentColour } from '../application/branding/set-accent-colour.js';
import { AcceptInvitation } from '../application/team/accept-invitation.js';
import { InviteMember } from '../application/team/invite-member.js';
import { ListTeam } from '../application/team/list-team.js';
import { RemoveMember } from '../application/team/remove-member.js';
import { RenameWorkspace } from '../application/team/rename-workspace.js';
import { ViewInvitation } from '../application/team/view-invitation.js';
import { PooledImageInspector } from '../adapters/image/pooled-image-inspector.js';
import type { Database } from '../adapters/postgres/database.js';
import { PgWorkspaceBrandingRepository } from '../adapters/postgres/pg-workspace-branding-repository.js';
import { MikroOrmInvitationRepository } from '../adapters/postgres/mikro-orm-invitation-repository.js';
import { OutboxMailer } from '../adapters/file-outbox/outbox-mailer.js';
import { SmtpMailer } from '../adapters/smtp/smtp-mailer.js';
import { CryptoInvitationTokens } from '../adapters/system/crypto-invitation-tokens.js';
import type { Logger } from '../ports/logger.js';
import type { Config } from './config.js';
import { TOKENS as T } from './tokens.js';
import { provide, provideValue } from './wiring.js';

/** Team seats: invitations (mailed over SMTP, or written to an outbox folder without it), accepting and removing. */
export function bindTeam(c: Container, config: Config, logger: Logger): void {
  provideValue(
    c,
    T.Mailer,
    config.smtp
      ? new SmtpMailer({ ...config.smtp, from: config.mailFrom })
      : new OutboxMailer(join(config.dataDir, 'outbox'), config.mailFrom, logger),
  );
  provideValue(c, T.InvitationTokens, new CryptoInvitationTokens());
  provide(c, T.InvitationRepository, (get) => new MikroOrmInvitationRepository(get(T.EntityManager)));

  provide(c, ListTeam, (get) => new ListTeam(get(T.TeamMembershipRepository)));
  provide(
    c,
    InviteMember,
    (get) =>
      new InviteMember(
        get(T.TeamMembershipRepository),
        get(T.InvitationRepository),
        get(T.WorkspaceRepository),
        get(T.UserRepository),
        get(T.InvitationTokens),
        get(T.Mailer),
        get(T.UnitOfWork),
        get(T.IdGenerator),
        get(T.Clock),
        get(T.Logger),
        config.invitationTtlHours,
      ),
  );
  provide(
    c,
    AcceptInvitation,
    (get) =>
      new AcceptInvitation(
        get(T.InvitationRepository),
        get(T.TeamMembershipRepository),
        get(T.UserRepository),
        get(T.SubscriptionRepository),
        get(T.InvitationTokens),
        get(T.UnitOfWork),
        get(T.Clock),
      ),
  );
  provide(
    c,
    ViewInvitation,
    (get) =>
      new ViewInvitation(
        get(T.InvitationRepository),
        get(T.TeamMembershipRepository),
        get(T.WorkspaceRepository),
        get(T.UserRepository),
        get(T.InvitationTokens),
        get(T.Clock),
      ),
  );
  provide(c, RemoveMember, (get) => new RemoveMember(get(T.TeamMembershipRepository), get(T.UnitOfWork)));
  provide(c, RenameWorkspace, (get) => new RenameWorkspace(get(T.WorkspaceRepository), get(T.UnitOfWork)));
}

/** White-label branding: the owner's logo (read in the request pool) and accent colour, shown on audit reports. */
export function bindBranding(c: Container, database: Database): void {
  provideValue(c, T.WorkspaceBrandingRepository, new PgWorkspaceBrandingRepository(database.pool));
  provide(c, T.ImageInspector, (get) => new PooledImageInspector(get(T.CpuWork)));
  provide(c, GetWorkspaceBranding, (get) => new GetWorkspaceBranding(get(T.WorkspaceBrandingRepository)));
  provide(c, GetWorkspaceLogo, (get) => new GetWorkspaceLogo(get(T.WorkspaceBrandingRepository)));
  provide(
    c,
    ReplaceWorkspaceLogo,
    (get) => new ReplaceWorkspaceLogo(get(T.WorkspaceBrandingRepository), get(T.ImageInspector), get(T.Clock)),
  );
  provide(c, RemoveWorkspaceLogo, (get) => new RemoveWorkspaceLogo(get(T.WorkspaceBrandingRepository), get(T.Clock)));
  provide(c, SetAccentColour, (get) => new SetAccentColour(get(T.WorkspaceBrandingRepository), get(T.Clock)));
}
