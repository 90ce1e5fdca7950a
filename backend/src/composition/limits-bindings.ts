import type { Container } from 'inversify';
import type { DeliverySizeLimits } from '../domain/schema/delivery-size.js';
import type { Config } from './config.js';
import { TOKENS } from './tokens.js';

/** Size limits of what the service stores and delivers (issue 10). */
export function bindLimits(c: Container, config: Config): void {
  c.bind<DeliverySizeLimits>(TOKENS.DeliverySizeLimits).toConstantValue(config.deliverySizeLimits);
}
