import { pino } from 'pino';
import type { Logger } from '../../ports/logger.js';

/** JSON lines on stdout; secrets that may appear in logged objects are redacted. */
export function createPinoLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ['*.password', '*.passwordHash', '*.sessionSecret', 'req.headers.cookie'], censor: '[redacted]' },
  });
}
