import { PendingSignup } from '../../domain/account/pending-signup.js';
import { passwordProblems } from '../../domain/account/password-policy.js';
import { normalizeEmail } from '../../domain/account/user.js';
import { ConflictError, ValidationError, fieldErrors } from '../../domain/shared/domain-error.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { InvitationRepository } from '../../ports/invitation-repository.js';
import type { InvitationTokens } from '../../ports/invitation-tokens.js';
import type { Logger } from '../../ports/logger.js';
import type { Mailer, MailMessage } from '../../ports/mailer.js';
import type { PasswordHasher } from '../../ports/password-hasher.js';
import type { PendingSignupRepository } from '../../ports/pending-signup-repository.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import type { UserRepository } from '../../ports/user-repository.js';
import type { SessionView } from './session-view.js';
import type { SignUp, SignUpInput } from './sign-up.js';
import { accountExistsEmail, confirmationEmail } from './signup-emails.js';

export interface RequestSignUpInput extends SignUpInput {
  /** The token of a team invitation this sign-up came from (the dashboard passes it on from the accept link). */
  invitationToken?: string | null;
}

/** Signed up at once (invitation path), or told to check the inbox: the same answer for every address. */
export type SignUpOutcome = { kind: 'signed-up'; view: SessionView } | { kind: 'confirmation-sent' };

export interface SignupConfirmationSettings {
  ttlHours: number;
  /** The dashboard's public origin: links in the mails point there (never at a Host header a caller chose). */
  dashboardBaseUrl: string;
}

export interface RequestSignUpDependencies {
  users: UserRepository;
  pendingSignups: PendingSignupRepository;
  invitations: InvitationRepository;
  tokens: InvitationTokens;
  hasher: PasswordHasher;
  signUp: SignUp;
  mailer: Mailer;
  unitOfWork: UnitOfWork;
  ids: IdGenerator;
  clock: Clock;
  logger: Logger;
}

/**
 * Sign-up when confirmation is required. A new address, a pending one, a registered one and a registered one with its
 * own password all get the same answer after the same work (one password hash, one lookup, one mail sent after the
 * answer): the new and pending ones a single-use link, the registered one a note with a log-in link. Nothing but the
 * mailbox learns which. An open invitation sent to this address proves it already, so that sign-up needs no link.
 */
export class RequestSignUp {
  constructor(
    private readonly deps: RequestSignUpDependencies,
    private readonly settings: SignupConfirmationSettings,
  ) {}

  async execute(input: RequestSignUpInput): Promise<SignUpOutcome> {
    const email = normalizeEmail(input.email);
    const weak = passwordProblems(input.password, email);
    if (weak.length > 0) throw new ValidationError(fieldErrors({ password: weak }));
    if (input.invitationToken && (await this.invitedHere(input.invitationToken, email))) {
      const view = await this.deps.signUp.execute(input).catch((error: unknown) => {
        if (error instanceof ConflictError) return null;
        throw error;
      });
      if (view) return { kind: 'signed-up', view };
    }

    // The hash is needed only for a new address; it is computed for every one so the answer takes as long.
    const [user, passwordHash] = await Promise.all([this.deps.users.findByEmail(email), this.deps.hasher.hash(input.password)]);
    const now = this.deps.clock.now();
    await this.deps.pendingSignups.deleteExpired(now);
    const mail = user ? this.accountExists(email) : await this.newLink(email, input.name ?? null, passwordHash, now);
    this.sendAfterAnswering(mail);
    return { kind: 'confirmation-sent' };
  }

  private async invitedHere(token: string, email: string): Promise<boolean> {
    const invitation = await this.deps.invitations.findByTokenHash(this.deps.tokens.hashOf(token));
    return !!invitation?.isOpenFor(email, this.deps.clock.now());
  }

  private async newLink(email: string, name: string | null, passwordHash: string, now: Date): Promise<MailMessage> {
    const { token, hash } = this.deps.tokens.issue();
    const pending = PendingSignup.issue({
      id: this.deps.ids.newId(),
      email,
      name,
      passwordHash,
      tokenHash: hash,
      now,
      ttlHours: this.settings.ttlHours,
    });
    this.deps.pendingSignups.add(pending);
    await this.deps.unitOfWork.commit();
    const confirmUrl = new URL(`/signup/confirm?token=${encodeURIComponent(token)}`, this.settings.dashboardBaseUrl).toString();
    return confirmationEmail({ to: email, confirmUrl, expiresAt: pending.expiresAt });
  }

  private accountExists(email: string): MailMessage {
    return accountExistsEmail({ to: email, loginUrl: new URL('/login', this.settings.dashboardBaseUrl).toString() });
  }

  /**
   * After the answer has been written (a macrotask runs after the request's promise chain), so neither a slow SMTP
   * server nor its failure shows in the answer. A failure is logged; signing up again sends another mail.
   */
  private sendAfterAnswering(mail: MailMessage): void {
    setImmediate(() => {
      this.deps.mailer.send(mail).catch((err: unknown) => this.deps.logger.error({ err, subject: mail.subject }, 'sign-up email failed'));
    });
  }
}
