import Joi from 'joi';
import type { FieldKind, FieldSpec, GenerateSpec } from '../../engine/generation/generate-specs.js';
import { normalizeDate, normalizeDuration, parseLooseNumber } from '../../engine/correction/literal-normalizers.js';
import { ISO_4217_CURRENCIES } from '../../engine/validation/iso-4217.js';
import { isIsoDate, isIsoDateTime } from '../../engine/validation/value-formats.js';

const text = Joi.string().trim().min(1);
const URL_MESSAGE = 'must be an absolute URL (https://...)';
const url = Joi.string()
  .uri({ scheme: ['http', 'https'] })
  .messages({ 'string.uri': URL_MESSAGE, 'string.uriCustomScheme': URL_MESSAGE });

const dateTime = Joi.string().custom((value: string, helpers) => {
  if (isIsoDate(value) || isIsoDateTime(value) || normalizeDate(value)) return value;
  return helpers.message({ custom: 'must be an ISO 8601 date or date-time (e.g. 2024-05-01 or 2024-05-01T19:30:00+02:00)' });
});

/** Numbers, or amounts as people type them ("19.99", "$1,299.00"); the builder stores the number. */
const number = Joi.alternatives(
  Joi.number(),
  Joi.string().custom((value: string, helpers) => {
    if (parseLooseNumber(value) !== undefined) return value;
    return helpers.message({ custom: 'must be a number (e.g. 19.99)' });
  }),
).messages({ 'alternatives.types': 'must be a number (e.g. 19.99)' });

const duration = Joi.string().custom((value: string, helpers) => {
  if (/^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/.test(value) || normalizeDuration(value)) return value;
  return helpers.message({ custom: 'must be an ISO 8601 duration (e.g. PT1H30M) or a time such as "1 hour 30 minutes"' });
});

function objectWith(requires: readonly string[] = []): Joi.ObjectSchema {
  return Joi.object(Object.fromEntries(requires.map((name) => [name, Joi.required()]))).unknown(true);
}

function schemaFor(kind: FieldKind, spec: FieldSpec): Joi.Schema {
  switch (kind) {
    case 'text':
      return text;
    case 'url':
      return url;
    case 'dateTime':
      return dateTime;
    case 'duration':
      return duration;
    case 'number':
      return number;
    case 'integer':
      return Joi.number().integer().min(0);
    case 'boolean':
      return Joi.boolean();
    case 'currency':
      return Joi.string()
        .uppercase()
        .valid(...ISO_4217_CURRENCIES)
        .messages({ 'any.only': 'must be an ISO 4217 currency code (e.g. USD, EUR)' });
    case 'textList':
      return Joi.alternatives(text, Joi.array().items(text).min(1));
    case 'urlList':
      return Joi.alternatives(url, Joi.array().items(url).min(1));
    case 'entity':
      return Joi.alternatives(text, objectWith(spec.requires));
    case 'entityList':
      return Joi.alternatives(text, objectWith(spec.requires), Joi.array().items(text, objectWith(spec.requires)).min(1));
    case 'object':
      return objectWith(spec.requires);
    case 'objectList':
      return Joi.alternatives(objectWith(spec.requires), Joi.array().items(objectWith(spec.requires)).min(1));
    case 'link':
      return Joi.alternatives(url, objectWith());
    case 'linkList':
      return Joi.array().items(url, objectWith()).min(1);
  }
}

/** The joi schema for a rich-result type's `data`: typed fields, required ones, either/or groups; other keys pass. */
export function generateDataSchema(spec: GenerateSpec): Joi.ObjectSchema {
  const keys = Object.fromEntries(
    Object.entries(spec.fields).map(([name, field]) => {
      const schema = schemaFor(field.kind, field);
      return [name, field.required ? schema.required() : schema];
    }),
  );
  let schema = Joi.object(keys).unknown(true);
  for (const group of spec.oneOf ?? []) schema = schema.or(...group);
  return schema;
}
