import type Joi from 'joi';
import type { FieldErrors } from '../../domain/shared/domain-error.js';

const MESSAGES = { 'any.required': 'Required', 'string.empty': 'Required', 'string.min': 'Required' };

/** joi's report in the spec's per-field shape; an unmet either/or group is reported on its first field. */
export function joiFieldErrors(error: Joi.ValidationError): FieldErrors {
  // No prototype: a data field may be named `constructor` or `toString`.
  const fields: FieldErrors = Object.create(null);
  const add = (field: string, message: string) => {
    if (!Object.hasOwn(fields, field)) fields[field] = { _errors: [] };
    const list = fields[field]!._errors;
    if (!list.includes(message)) list.push(message);
  };
  for (const detail of error.details) {
    if (detail.type === 'object.missing') {
      const peers = (detail.context?.peers ?? []) as string[];
      add(peers[0] ?? 'data', `Required (give one of: ${peers.join(', ')})`);
      continue;
    }
    const field = detail.path.length ? detail.path.map(String).join('.') : 'data';
    const message = MESSAGES[detail.type as keyof typeof MESSAGES] ?? detail.message.replace(/^"[^"]*" /, '');
    add(field, message.charAt(0).toUpperCase() + message.slice(1));
  }
  return fields;
}

export const JOI_OPTIONS: Joi.ValidationOptions = { abortEarly: false, convert: true, messages: MESSAGES };
