import type Joi from 'joi';

const MESSAGES = { 'any.required': 'Required', 'string.empty': 'Required', 'string.min': 'Required' };

/** How the generator validates `data`: every failure at once, with the spec's wording (see joiFieldErrors). */
export const JOI_OPTIONS: Joi.ValidationOptions = { abortEarly: false, convert: true, messages: MESSAGES };
