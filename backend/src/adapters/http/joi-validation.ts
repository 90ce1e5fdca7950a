import Joi from 'joi';
import { PAGE_SIZE } from '@sdn/contracts';
import { joiFieldErrors } from '../../application/shared/joi-field-errors.js';
import { ValidationError } from '../../domain/shared/domain-error.js';

const MESSAGES = {
  'any.required': 'Required',
  'string.empty': 'Required',
  'string.guid': 'Invalid uuid',
  'object.unknown': 'Unknown field',
};

/** Validates with joi and turns every failure into the spec's per-field shape. */
export function validate<T>(schema: Joi.Schema<T>, value: unknown): T {
  const result = schema.validate(value ?? {}, { abortEarly: false, convert: true, messages: MESSAGES });
  if (!result.error) return result.value;
  throw new ValidationError(joiFieldErrors(result.error, 'body'));
}

export const uuidParam = Joi.string()
  .guid({ version: ['uuidv4', 'uuidv7', 'uuidv1'] })
  .lowercase();

/** `/clients/:clientId/...` routes. */
export const clientIdParams = Joi.object({ clientId: uuidParam.required() });

/** An email address as accounts and invitations take it. */
export const emailField = Joi.string().trim().email({ tlds: false }).max(320).required();

/** `?limit=&offset=` of every list endpoint: answers stay bounded whatever the list's size. */
export const pageQueryKeys = {
  limit: Joi.number().integer().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.default),
  offset: Joi.number().integer().min(0).max(10_000_000).default(0),
};
export const pageQuery = Joi.object(pageQueryKeys);
