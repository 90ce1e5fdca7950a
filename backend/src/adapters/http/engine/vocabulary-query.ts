import type { PropertyStep } from '../../../application/engine/rich-result-requirements.js';
import { ValidationError } from '../../../domain/shared/domain-error.js';

// Deeper than any structure Google documents (Product > offers > shippingDetails > deliveryTime > handlingTime).
const MAX_ANCESTORS = 8;
const MAX_PRESENT = 300;
const NAME = /^[A-Za-z][A-Za-z0-9_]{0,99}$/;

function commaList(value: unknown, field: string, max: number): string[] | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new ValidationError({ [field]: { _errors: [`Give ${field} once, as one comma-separated list`] } });
  const items = value === '' ? [] : value.split(',');
  if (items.length > max) throw new ValidationError({ [field]: { _errors: [`At most ${max} items`] } });
  return items;
}

/** `ancestors=Product.offers,Offer.shippingDetails` -> steps, root first. */
export function ancestorsQuery(value: unknown): PropertyStep[] | undefined {
  return commaList(value, 'ancestors', MAX_ANCESTORS)?.map((item) => {
    const [type, property, extra] = item.split('.');
    if (!type || !property || extra !== undefined || !NAME.test(type) || !NAME.test(property)) {
      throw new ValidationError({ ancestors: { _errors: ['Each ancestor is Type.property, e.g. Product.offers'] } });
    }
    return { type, property };
  });
}

/** `present=name,offers` -> the property names a node holds. */
export function presentQuery(value: unknown): string[] | undefined {
  const names = commaList(value, 'present', MAX_PRESENT);
  if (names?.some((name) => !NAME.test(name))) throw new ValidationError({ present: { _errors: ['Give property names'] } });
  return names;
}
