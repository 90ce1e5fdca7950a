import { Container } from 'inversify';
import type { Database } from '../adapters/postgres/database.js';
import type { Logger } from '../ports/logger.js';
import { bindAuth } from './auth-bindings.js';
import type { Config } from './config.js';
import { bindDelivery } from './delivery-bindings.js';
import { bindEngine } from './engine-bindings.js';
import { bindScaleOut } from './scale-out-bindings.js';
import { bindPlans } from './plan-bindings.js';
import { bindPlatform } from './platform-bindings.js';
import { bindSchemas } from './schema-bindings.js';
import { bindSchemaRevisions } from './schema-revision-bindings.js';
import { bindSites } from './site-bindings.js';
import { bindBranding, bindTeam } from './team-bindings.js';
import { bindBilling } from './billing-bindings.js';
import { bindAi } from './ai-bindings.js';
import { bindSearchConsole } from './search-console-bindings.js';
import { bindAudits } from './audit-bindings.js';
import { bindCopywriter } from './copywriter-bindings.js';
import { bindLimits } from './limits-bindings.js';
import { bindWebhooks } from './webhook-bindings.js';
import { bindTrash } from './trash-bindings.js';

/**
 * The composition root: the only place that names concrete adapters. One function per capability binds its ports'
 * adapters and its use cases (see wiring.ts for why every binding is type-checked); a new capability adds its own
 * `<capability>-bindings.ts` and one call here. Bindings resolve lazily, so the order of the calls does not matter.
 */
export function buildContainer(config: Config, logger: Logger, database: Database, databaseUrl = ''): Container {
  const c = new Container({ defaultScope: 'Singleton' });
  bindPlatform(c, config, logger, database);
  bindScaleOut(c, config, logger);
  bindAuth(c, config);
  bindSites(c, config);
  bindSchemas(c);
  bindSchemaRevisions(c);
  bindDelivery(c, config, database);
  bindEngine(c, config, database);
  bindTeam(c, config, logger);
  bindPlans(c);
  bindBilling(c, config);
  bindAi(c, config, logger, database, databaseUrl);
  bindSearchConsole(c, config, logger, database);
  bindAudits(c, config, database);
  bindBranding(c, database);
  bindCopywriter(c, config, logger);
  bindLimits(c, config);
  bindWebhooks(c, config, logger, database);
  bindTrash(c, config);
  return c;
}
