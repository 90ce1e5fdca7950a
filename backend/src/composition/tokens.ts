/** DI tokens for ports and infrastructure; use cases are bound under their own classes. */
export const TOKENS = {
  Config: Symbol.for('Config'),
  Logger: Symbol.for('Logger'),
  Database: Symbol.for('Database'),
  EntityManager: Symbol.for('EntityManager'),
  Clock: Symbol.for('Clock'),
  IdGenerator: Symbol.for('IdGenerator'),
  PasswordHasher: Symbol.for('PasswordHasher'),
  UnitOfWork: Symbol.for('UnitOfWork'),
  UserRepository: Symbol.for('UserRepository'),
  WorkspaceRepository: Symbol.for('WorkspaceRepository'),
  TeamMembershipRepository: Symbol.for('TeamMembershipRepository'),
  SubscriptionRepository: Symbol.for('SubscriptionRepository'),
  ClientSiteRepository: Symbol.for('ClientSiteRepository'),
  SchemaRepository: Symbol.for('SchemaRepository'),
  DeliveryCatalog: Symbol.for('DeliveryCatalog'),
} as const;
