import Joi from 'joi';
import { availableParallelism } from 'node:os';

/** Worker pool, shared rate-limit state and shutdown settings (issue 10). */
export interface ScaleOutConfig {
  /** Redis for rate-limit counters shared by every instance; null keeps them in each process. */
  redisUrl: string | null;
  /** Prefix of every Redis key this service writes (several deployments or test runs may share one Redis). */
  redisKeyPrefix: string;
  workerThreads: number;
  workerQueueLimit: number;
  cpuTaskTimeoutMs: number;
  cpuTaskMemoryMb: number;
  /** Budget of a background task (an audit's PDF) on its own one-thread pool, so it never queues ahead of requests. */
  backgroundTaskTimeoutMs: number;
  /** Heap of that thread: laying out a 400-page report takes more than a request's task ever should. */
  backgroundTaskMemoryMb: number;
  /** How long shutdown waits for in-flight requests before closing their connections. */
  shutdownGraceMs: number;
  /**
   * Validate requests and documents up to this size run on the lane (node:http ahead of Express, one normal-priority
   * thread) instead of Express and the pool; 0 turns the lane off.
   */
  validateLaneMaxBytes: number;
}

/** The scale-out variables' schema (also read by docs/configuration.md's generator). */
export const SCALE_OUT_ENV = Joi.object({
  REDIS_URL: Joi.string()
    .uri({ scheme: ['redis', 'rediss'] })
    .empty(''),
  REDIS_KEY_PREFIX: Joi.string().max(100).default('sdn:'),
  // One core is left to the request thread (delivery); at least one worker thread.
  WORKER_THREADS: Joi.number()
    .integer()
    .min(1)
    .max(64)
    .default(Math.max(1, availableParallelism() - 1)),
  WORKER_QUEUE_LIMIT: Joi.number().integer().min(1).max(10_000).default(64),
  CPU_TASK_TIMEOUT_MS: Joi.number().integer().min(10).max(120_000).default(2_000),
  CPU_TASK_MEMORY_MB: Joi.number().integer().min(32).max(8_192).default(256),
  BACKGROUND_TASK_TIMEOUT_MS: Joi.number().integer().min(100).max(600_000).default(60_000),
  BACKGROUND_TASK_MEMORY_MB: Joi.number().integer().min(64).max(16_384).default(1_024),
  SHUTDOWN_GRACE_MS: Joi.number().integer().min(0).max(600_000).default(10_000),
  VALIDATE_LANE_MAX_BYTES: Joi.number().integer().min(0).max(262_144).default(65_536),
}).unknown(true);

/** Throws the message of the first invalid value; `loadConfig` turns it into its one-line ConfigError. */
export function loadScaleOutConfig(env: NodeJS.ProcessEnv): ScaleOutConfig {
  const { value, error } = SCALE_OUT_ENV.validate(env, { abortEarly: true, convert: true });
  if (error) throw new Error(error.message.replace(/"/g, ''));
  return {
    redisUrl: value.REDIS_URL ?? null,
    redisKeyPrefix: value.REDIS_KEY_PREFIX,
    workerThreads: value.WORKER_THREADS,
    workerQueueLimit: value.WORKER_QUEUE_LIMIT,
    cpuTaskTimeoutMs: value.CPU_TASK_TIMEOUT_MS,
    cpuTaskMemoryMb: value.CPU_TASK_MEMORY_MB,
    backgroundTaskTimeoutMs: value.BACKGROUND_TASK_TIMEOUT_MS,
    backgroundTaskMemoryMb: value.BACKGROUND_TASK_MEMORY_MB,
    shutdownGraceMs: value.SHUTDOWN_GRACE_MS,
    validateLaneMaxBytes: value.VALIDATE_LANE_MAX_BYTES,
  };
}
