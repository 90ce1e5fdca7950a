import { ValidationError, fieldErrors } from '../../domain/shared/domain-error.js';

const MAX_URL = 2048;

/** An absolute http(s) URL of at most 2,048 characters, or a 400 naming `field`. */
export function checkPageUrl(value: unknown, field: string): string {
  if (value === undefined || value === null || value === '') throw new ValidationError(fieldErrors({ [field]: ['Required'] }));
  if (typeof value !== 'string' || value.length > MAX_URL || !/^https?:\/\//i.test(value) || !URL.canParse(value)) {
    throw new ValidationError(fieldErrors({ [field]: ['Expected an absolute http(s) URL of at most 2048 characters'] }));
  }
  return value;
}
