/** The service imports at most this many schemas per request. */
export const MAX_IMPORT_ITEMS = 1000;
/** The service's body limit for an import (16 MB): a larger file cannot be sent, so it is not read either. */
export const MAX_IMPORT_BYTES = 16 * 1024 * 1024;
