export * from './errors.js';
export * from './json-ld.js';
export * from './plans.js';
export * from './auth.js';
export * from './clients.js';
export * from './schemas.js';
export * from './delivery.js';
export * from './engine.js';
