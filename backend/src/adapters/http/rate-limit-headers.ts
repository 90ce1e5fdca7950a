/**
 * Every express-rate-limit instance answers the IETF draft-7 `RateLimit` and `RateLimit-Policy` headers. Draft 8
 * adds a partition key that the library derives with SHA-256 from the client key on every request: measured at
 * ~11 µs per request on the validate hot path, a third of what the limiter costs, for a header clients ignore.
 */
export const RATE_LIMIT_HEADERS = 'draft-7' as const;
