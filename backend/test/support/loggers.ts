import type { Logger } from '../../src/ports/logger.js';

/** Says nothing: for specs and worlds whose log output is not under test. */
export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

/** Prints only errors: for benchmarks, where anything failing must still show. */
export const errorsOnlyLogger: Logger = { info() {}, warn() {}, error: (context, message) => console.error(message, context) };
