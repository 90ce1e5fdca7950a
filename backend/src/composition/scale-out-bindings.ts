import type { Container } from 'inversify';
import { FailOpenRedisStore } from '../adapters/redis/fail-open-redis-store.js';
import { closeRedis, openRedis } from '../adapters/redis/redis-connection.js';
import { RedisWindowCounts } from '../adapters/redis/redis-window-counts.js';
import { PiscinaCpuWork } from '../adapters/worker-pool/piscina-cpu-work.js';
import { ThreadLaneCpuWork } from '../adapters/worker-pool/thread-lane-cpu-work.js';
import type { ValidationLane } from '../adapters/worker-pool/worker-pool-json-ld-validity.js';
import type { CpuWork } from '../ports/cpu-work.js';
import type { Logger } from '../ports/logger.js';
import type { Config } from './config.js';
import { Lifecycle } from './lifecycle.js';
import type { SharedLimits } from './shared-limits.js';
import { TOKENS } from './tokens.js';
import { provideValue } from './wiring.js';

/**
 * The service's lifecycle (ordered stop hooks), the CPU worker pool, and shared rate-limit state. Bound first:
 * other bindings register their stop hooks on `TOKENS.Lifecycle` and run CPU work on `TOKENS.CpuWork`.
 */
export function bindScaleOut(c: Container, config: Config, logger: Logger): void {
  const settings = config.scaleOut;
  const lifecycle = new Lifecycle(logger, settings.shutdownGraceMs);
  provideValue(c, TOKENS.Lifecycle, lifecycle);

  const work = new PiscinaCpuWork({
    threads: settings.workerThreads,
    maxQueue: settings.workerQueueLimit,
    timeoutMs: settings.cpuTaskTimeoutMs,
    memoryMb: settings.cpuTaskMemoryMb,
  });
  provideValue<CpuWork>(c, TOKENS.CpuWork, work);
  lifecycle.onStop('workers', 'worker pool', () => work.close());
  // Long tasks (an audit's PDF: seconds) get their own thread: in the request pool they would hold its only thread
  // while validations queued behind them ran out of their 2 s budget.
  const background = new PiscinaCpuWork({
    threads: 1,
    maxQueue: settings.workerQueueLimit,
    timeoutMs: settings.backgroundTaskTimeoutMs,
    memoryMb: settings.backgroundTaskMemoryMb,
  });
  provideValue<CpuWork>(c, TOKENS.BackgroundCpuWork, background);
  lifecycle.onStop('workers', 'background worker pool', () => background.close());
  provideValue<ValidationLane | null>(c, TOKENS.ValidationLane, validationLane(settings, lifecycle));

  // Resolved when the HTTP app is built, so processes without one (the operator CLI) never connect to Redis.
  c.bind<SharedLimits>(TOKENS.SharedLimits).toDynamicValue((): SharedLimits => {
    if (!settings.redisUrl) return { storeFor: () => undefined, deliveryCounts: null };
    const redis = openRedis(settings.redisUrl, logger);
    lifecycle.onStop('connections', 'redis', () => closeRedis(redis));
    const prefix = settings.redisKeyPrefix;
    return {
      storeFor: (name) => new FailOpenRedisStore(redis, `${prefix}rl:${name}:`),
      deliveryCounts: new RedisWindowCounts(redis, `${prefix}dl:`),
    };
  });
}

/** Small documents' validation on its own thread (ThreadLaneCpuWork), with the request pool's budget and queue. */
function validationLane(settings: Config['scaleOut'], lifecycle: Lifecycle): ValidationLane | null {
  if (settings.validateLaneMaxBytes === 0) return null;
  const work = new ThreadLaneCpuWork({
    maxQueue: settings.workerQueueLimit,
    timeoutMs: settings.cpuTaskTimeoutMs,
    memoryMb: settings.cpuTaskMemoryMb,
  });
  lifecycle.onStop('workers', 'validate lane', () => work.close());
  return { work, maxChars: settings.validateLaneMaxBytes };
}
