import type { Container } from 'inversify';
import type { Config } from './config.js';
import { TOKENS } from './tokens.js';
import { provideValue } from './wiring.js';

/** Size limits of what the service stores and delivers (issue 10). */
export function bindLimits(c: Container, config: Config): void {
  provideValue(c, TOKENS.DeliverySizeLimits, config.deliverySizeLimits);
}
