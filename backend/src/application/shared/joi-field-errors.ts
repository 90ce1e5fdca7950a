import type Joi from 'joi';
import type { FieldErrors } from '../../domain/shared/domain-error.js';

/**
 * The one converter from joi's report to the spec's per-field shape, for request bodies (HTTP adapter) and for the
 * generator's `data` alike. Messages come from the caller's joi `messages` templates; a label joi puts in front
 * ("\"name\" must be...") is dropped and the first letter capitalised. A failure on the value itself is reported on
 * `rootField`; an unmet either/or group on its first field. Each message appears once per field.
 */
export function joiFieldErrors(error: Joi.ValidationError, rootField: string): FieldErrors {
  // No prototype: a client's field may be named `constructor`, `toString` or `__proto__`.
  const fields: FieldErrors = Object.create(null);
  const add = (field: string, message: string) => {
    if (!Object.hasOwn(fields, field)) fields[field] = { _errors: [] };
    const list = fields[field]!._errors;
    if (!list.includes(message)) list.push(message);
  };
  for (const detail of error.details) {
    if (detail.type === 'object.missing') {
      const peers = (detail.context?.peers ?? []) as string[];
      add(peers[0] ?? rootField, `Required (give one of: ${peers.join(', ')})`);
      continue;
    }
    const field = detail.path.length > 0 ? detail.path.map(String).join('.') : rootField;
    const message = detail.message.replace(/^"[^"]*" /, '');
    add(field, message.charAt(0).toUpperCase() + message.slice(1));
  }
  return fields;
}
