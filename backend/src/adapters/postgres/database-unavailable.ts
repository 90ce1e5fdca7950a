// SQLSTATE classes and codes meaning "the database cannot serve this now", not "this request is wrong":
// 08 connection exceptions, 53 insufficient resources, 57014 statement timeout, 57P01-57P05 shutdown/crash,
// 55P03 lock timeout, 40001/40P01 serialisation failure and deadlock (a retry succeeds).
const UNAVAILABLE_SQLSTATE = /^(08|53|57014|57P0|55P03|40001|40P01)/;
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOENT', 'EHOSTUNREACH', 'ENOTCONN']);
const UNAVAILABLE_MESSAGE =
  /Query read timeout|timeout exceeded when trying to connect|Connection terminated|connection timeout|Client has encountered a connection error|Cannot use a pool after calling end/i;

/**
 * Whether an error (or any error it wraps) says the database is unreachable, overloaded or too slow: such
 * requests answer 503 with Retry-After, never 500, and the pools recover by themselves when it is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth++) {
    const { code, sqlState, message, cause } = current as { code?: unknown; sqlState?: unknown; message?: unknown; cause?: unknown };
    for (const candidate of [code, sqlState]) {
      if (typeof candidate !== 'string') continue;
      if (UNAVAILABLE_SQLSTATE.test(candidate) || UNAVAILABLE_NODE_CODES.has(candidate)) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    current = cause;
  }
  return false;
}
