import { asArray, childPath, isNode, typesOf, type JsonNode } from '../validation/json-ld-node.js';
import { hasTimeZone, isIsoDateTime, matchesFormat } from '../validation/value-formats.js';
import { allowedValues, enumName, formatWhenPresent, instant, maxValues } from './common-checks.js';
import { NESTED_REVIEWS } from './review-snippet.rules.js';
import type { CustomCheck, RuleContext, RuleSet } from './rule-set.js';

// Google's page read 2026-11-26 (stored copy: opening sections and examples), cited below.
// Product snippet: https://developers.google.com/search/docs/appearance/structured-data/product-snippet
// Merchant listing: https://developers.google.com/search/docs/appearance/structured-data/merchant-listing
// Product variants: https://developers.google.com/search/docs/appearance/structured-data/product-variants
// Snippet: name plus one of review, aggregateRating, offers. Merchant listing (when offers exist): name, image and
// an Offer with a price above zero and priceCurrency (directly or in the active priceSpecification); shipping and
// returns recommended on the Offer, but once given, OfferShippingDetails needs shippingDestination, shippingRate and
// deliveryTime (unless it only points at the store-wide policy through hasShippingService) and
// MerchantReturnPolicy needs applicableCountry and returnPolicyCategory (merchantReturnDays for a finite window).
//
// Changes from Google's changelog (https://developers.google.com/search/updates):
// - 26 Apr 2023: up to 50 return countries (applicableCountry).
// - 9 Jan 2024: suggestedAge is accepted in PeopleAudience besides suggestedMinAge/suggestedMaxAge.
// - 9 Feb 2024: sku must not contain whitespace.
// - 20 Feb 2024: product variants (ProductGroup with name; hasVariant, variesBy, productGroupID recommended) and
//   isVariantOf on Product; FreeReturn vs ReturnShippingFees (an amount only with ReturnShippingFees).
// - 23 Sept 2024 / 13 Feb 2025: priceType (StrikethroughPrice only; ListPrice during a transition) marks the
//   struck-through price and validForMemberTier a member price; a specification carrying both is ignored, and
//   membershipPointsEarned only goes with validForMemberTier. The active price carries neither.
// - 3 Oct 2024 / 24 Apr 2025: hasCertification (issuedBy.name and name required) replaces EnergyConsumptionDetails.
// - 14 Mar 2025 / 11 July 2025: returnPolicyCountry joins the return policy examples; offer-level return policies
//   take only a subset of the store-wide (Organization) properties.
// - 20 May 2026: hasAdultConsideration labels adult-oriented products; Google reads only SexualContentConsideration.
// - 7 July 2026: category takes Text (the merchant's product type) or a CategoryCode (Google product category: a
//   taxonomy URL in inCodeSet and an ID or ">"-separated path in codeValue); sale duration through validFrom and
//   validThrough or priceValidUntil on the Offer, or validFrom/validThrough on the sale price specification
//   (priceValidUntil does not apply there), start no later than end, with a time zone.
// Not checked: 3D models (subjectOf a 3DModel, 25 Mar 2024): the vocabulary knows the type, but no copy of Google's
// page was available to take its properties from.
const SNIPPET = 'https://developers.google.com/search/docs/appearance/structured-data/product-snippet';
const MERCHANT = 'https://developers.google.com/search/docs/appearance/structured-data/merchant-listing';
const VARIANTS = 'https://developers.google.com/search/docs/appearance/structured-data/product-variants';

/** Only these price types mark the crossed-out price; another priceType (e.g. SalePrice) is the price paid. */
const STRIKETHROUGH_PRICE_TYPES = ['StrikethroughPrice', 'ListPrice'];

function isStrikethrough(spec: JsonNode): boolean {
  const type = enumName(spec.priceType);
  return type !== undefined && STRIKETHROUGH_PRICE_TYPES.includes(type);
}

function isMemberPrice(spec: JsonNode): boolean {
  return spec.validForMemberTier !== undefined;
}

/** The active price: on the Offer, or in the price specification that is neither a strikethrough nor a member price. */
function activePriceSource(node: JsonNode, resolve: RuleContext['resolve']): { holder: JsonNode; path: string } {
  if (node.price !== undefined) return { holder: node, path: '' };
  const specs = asArray(node.priceSpecification);
  for (let i = 0; i < specs.length; i++) {
    const spec = resolve(specs[i]);
    if (isNode(spec) && !isStrikethrough(spec) && !isMemberPrice(spec)) {
      return { holder: spec, path: Array.isArray(node.priceSpecification) ? `priceSpecification[${i}]` : 'priceSpecification' };
    }
  }
  return { holder: node, path: '' };
}

/** price and priceCurrency may sit on the Offer or on its active priceSpecification; merchant listings need price > 0. */
const offerPrice: CustomCheck = (node, path, { report, resolve }, rule) => {
  const { holder } = activePriceSource(node, resolve);
  const price = holder.price;
  const currency = holder.priceCurrency ?? node.priceCurrency;
  if (price === undefined)
    report.blocking(
      `${childPath(path, 'price', null)}: missing required property "price" for the ${rule.feature} rich result. Add the price as a number, e.g. "price": 19.99 (a strikethrough or member price alone is not enough).`,
    );
  else if (!matchesFormat(price, 'number'))
    report.blocking(
      `${childPath(path, 'price', null)}: invalid value ${JSON.stringify(price)}; "price" must be a number such as 19.99 (no currency symbol or thousands separator).`,
    );
  else if (Number(price) <= 0)
    report.blocking(`${childPath(path, 'price', null)}: ${price}; the ${rule.feature} rich result needs a price greater than zero.`);
  if (currency === undefined)
    report.blocking(
      `${childPath(path, 'priceCurrency', null)}: missing required property "priceCurrency" for the ${rule.feature} rich result. Add an ISO 4217 code, e.g. "USD".`,
    );
  else if (!matchesFormat(currency, 'currency'))
    report.blocking(
      `${childPath(path, 'priceCurrency', null)}: invalid value ${JSON.stringify(currency)}; "priceCurrency" must be an ISO 4217 currency code such as USD or EUR.`,
    );
};

/** Sale start no later than its end, and a time zone on date-times (Google's sale duration best practices). */
function saleWindow(holder: JsonNode, path: string, endNames: readonly string[], context: RuleContext, feature: string): void {
  const { report } = context;
  for (const name of ['validFrom', ...endNames]) {
    const value = holder[name];
    if (typeof value === 'string' && isIsoDateTime(value) && !hasTimeZone(value)) {
      report.richResult(
        `${childPath(path, name, null)}: "${value}" has no time zone; add a UTC offset so the ${feature} sale dates are unambiguous.`,
      );
    }
  }
  const start = instant(holder.validFrom);
  if (start === undefined) return;
  for (const name of endNames) {
    const end = instant(holder[name], 'end-of-day');
    if (end !== undefined && start > end) {
      report.richResult(
        `${childPath(path, 'validFrom', null)}: the sale starts (${String(holder.validFrom)}) after "${name}" (${String(holder[name])}); the start must not be later than the end (${feature}).`,
      );
    }
  }
}

const offerSaleDuration: CustomCheck = (node, path, context, rule) =>
  saleWindow(node, path, ['validThrough', 'priceValidUntil'], context, rule.feature);

/** Checks on each UnitPriceSpecification: strikethrough/member markers, required price, sale dates. */
const priceSpecification: CustomCheck = (node, path, context, rule) => {
  const { report } = context;
  if (isStrikethrough(node) && isMemberPrice(node)) {
    report.richResult(
      `${path}: "priceType" and "validForMemberTier" are used together, so Google ignores this price specification (${rule.feature}). Use one or the other.`,
    );
  }
  if (node.membershipPointsEarned !== undefined && !isMemberPrice(node)) {
    report.richResult(
      `${childPath(path, 'membershipPointsEarned', null)}: only read together with "validForMemberTier" (${rule.feature}).`,
    );
  }
  const pointsOnly = isMemberPrice(node) && node.membershipPointsEarned !== undefined && node.price === undefined;
  if (!pointsOnly) {
    for (const name of ['price', 'priceCurrency']) {
      if (node[name] === undefined)
        report.richResult(
          `${childPath(path, name, null)}: a price specification needs "${name}"; without it Google ignores it (${rule.feature}).`,
        );
    }
  }
  if (node.priceValidUntil !== undefined) {
    report.richResult(
      `${childPath(path, 'priceValidUntil', null)}: "priceValidUntil" does not apply to a price specification; use "validThrough" here, or move "priceValidUntil" to the Offer (${rule.feature}).`,
    );
  }
  saleWindow(node, path, ['validThrough'], context, rule.feature);
};

/** Google product category: a CategoryCode with inCodeSet and codeValue (an ID, or a path whose levels hold a letter). */
const productCategory: CustomCheck = (node, path, { report, resolve }, rule) => {
  const values = asArray(node.category);
  values.forEach((raw, i) => {
    const at = childPath(path, 'category', Array.isArray(node.category) ? i : null);
    const value = resolve(raw);
    if (typeof value === 'string') {
      if (value.length >= 750)
        report.richResult(`${at}: ${value.length} characters; keep a custom product type under 750 (${rule.feature}).`);
      return;
    }
    if (!isNode(value)) return;
    if (!typesOf(value).includes('CategoryCode')) {
      report.richResult(
        `${at}: use plain text (your product type) or a CategoryCode (Google product category) for "category" (${rule.feature}).`,
      );
      return;
    }
    if (typeof value.inCodeSet !== 'string' && !isNode(value.inCodeSet)) {
      report.richResult(
        `${at}.inCodeSet: add the Google product taxonomy URL (e.g. https://www.google.com/basepages/producttype/taxonomy-with-ids.en-US.txt) (${rule.feature}).`,
      );
    }
    const code = value.codeValue;
    if (code === undefined) {
      report.richResult(`${at}.codeValue: add the Google product category ID (e.g. "2271") or its full path (${rule.feature}).`);
    } else {
      const text = String(code).trim();
      const valid = /^\d+$/.test(text) || text.split('>').every((level) => /\p{L}/u.test(level));
      if (!valid)
        report.richResult(
          `${at}.codeValue: "${text}" is neither a numeric category ID nor a path of named levels separated by ">" (${rule.feature}).`,
        );
    }
  });
};

const WHITESPACE = /\s/;

const skuWithoutWhitespace: CustomCheck = (node, path, { report }, rule) => {
  if (typeof node.sku === 'string' && WHITESPACE.test(node.sku)) {
    report.richResult(
      `${childPath(path, 'sku', null)}: "${node.sku}" contains whitespace, which Google does not allow in a sku (${rule.feature}).`,
    );
  }
};

const energyDetailsSuperseded: CustomCheck = (node, path, { report }, rule) => {
  if (node.hasEnergyConsumptionDetails !== undefined && node.hasCertification === undefined) {
    report.richResult(
      `${childPath(path, 'hasEnergyConsumptionDetails', null)}: still read, but Google now asks for "hasCertification" (a Certification such as EPREL) instead (${rule.feature}).`,
    );
  }
};

/** A variant's inProductGroupWithID must match its group's productGroupID. */
const variantGroupId: CustomCheck = (node, path, { report, resolve }, rule) => {
  const group = resolve(node.isVariantOf);
  if (!isNode(group) || group.productGroupID === undefined || node.inProductGroupWithID === undefined) return;
  if (String(group.productGroupID) !== String(node.inProductGroupWithID)) {
    report.richResult(
      `${childPath(path, 'inProductGroupWithID', null)}: "${String(node.inProductGroupWithID)}" differs from the group's productGroupID "${String(group.productGroupID)}"; they must match (${rule.feature}).`,
    );
  }
};

/** The group ID goes on the ProductGroup (productGroupID) or on its variants (inProductGroupWithID), matching. */
const groupId: CustomCheck = (node, path, { report, resolve }, rule) => {
  const variants = asArray(node.hasVariant)
    .map((variant) => resolve(variant))
    .filter(isNode);
  const variantIds = variants
    .map((variant) => variant.inProductGroupWithID)
    .filter((id) => id !== undefined)
    .map(String);
  if (node.productGroupID === undefined) {
    if (variantIds.length === 0)
      report.richResult(
        `${childPath(path, 'productGroupID', null)}: add the group's ID (the parent SKU) as "productGroupID", or "inProductGroupWithID" on each variant (${rule.feature}).`,
      );
    return;
  }
  const mismatch = variantIds.find((id) => id !== String(node.productGroupID));
  if (mismatch !== undefined)
    report.richResult(
      `${childPath(path, 'productGroupID', null)}: "${String(node.productGroupID)}" differs from a variant's inProductGroupWithID "${mismatch}"; they must match (${rule.feature}).`,
    );
};

const VARIES_BY = ['color', 'size', 'suggestedAge', 'suggestedGender', 'material', 'pattern'];
const ADULT = allowedValues('hasAdultConsideration', ['SexualContentConsideration'], 'hasAdultConsideration');

export const PRODUCT_RULES: RuleSet[] = [
  {
    id: 'product-snippet',
    feature: 'Product snippet',
    docs: SNIPPET,
    types: ['Product'],
    excludeTypes: ['ProductGroup'],
    required: ['name:text'],
    oneOf: [{ names: ['review', 'aggregateRating', 'offers'], required: true }],
    nested: { ...NESTED_REVIEWS, isVariantOf: ['variant-parent'] },
  },
  {
    id: 'merchant-listing',
    feature: 'Merchant listing',
    docs: MERCHANT,
    types: ['Product'],
    excludeTypes: ['ProductGroup'],
    when: (node) => node.offers !== undefined,
    required: ['name:text', 'image:url', 'offers'],
    recommended: ['description:text', 'brand', 'sku:text'],
    oneOf: [{ names: ['gtin', 'gtin8', 'gtin12', 'gtin13', 'gtin14', 'mpn', 'isbn'], required: false }],
    nested: { offers: ['merchant-offer', 'aggregate-offer'] },
  },
  {
    id: 'product-attributes',
    feature: 'Merchant listing',
    docs: `${MERCHANT}#product-information`,
    types: ['Product'],
    checks: [productCategory, ADULT, skuWithoutWhitespace, energyDetailsSuperseded, variantGroupId, maxValues('hasCertification', 10)],
    nested: { hasCertification: ['product-certification'], audience: ['product-audience'] },
  },
  {
    id: 'merchant-offer',
    feature: 'Merchant listing',
    docs: `${MERCHANT}#offer-details`,
    types: ['Offer'],
    excludeTypes: ['AggregateOffer'],
    nestedOnly: true,
    recommended: ['availability', 'itemCondition', 'url:url', 'priceValidUntil:dateTime', 'shippingDetails', 'hasMerchantReturnPolicy'],
    checkedRequired: ['price:number', 'priceCurrency:currency'],
    checks: [offerPrice, offerSaleDuration, formatWhenPresent('validFrom', 'dateTime'), formatWhenPresent('validThrough', 'dateTime')],
    nested: {
      shippingDetails: ['shipping-details'],
      hasMerchantReturnPolicy: ['return-policy'],
      priceSpecification: ['unit-price-specification'],
    },
  },
  {
    id: 'unit-price-specification',
    feature: 'Merchant listing',
    docs: `${MERCHANT}#unit-price-specification-properties`,
    types: ['PriceSpecification'],
    nestedOnly: true,
    checks: [
      priceSpecification,
      allowedValues('priceType', ['StrikethroughPrice', 'ListPrice'], 'priceType'),
      formatWhenPresent('validFrom', 'dateTime'),
      formatWhenPresent('validThrough', 'dateTime'),
    ],
  },
  {
    id: 'aggregate-offer',
    feature: 'Product snippet',
    docs: `${SNIPPET}#aggregate-offer`,
    types: ['AggregateOffer'],
    nestedOnly: true,
    required: ['lowPrice:number', 'priceCurrency:currency'],
    recommended: ['highPrice:number', 'offerCount:integer'],
  },
  {
    id: 'product-certification',
    feature: 'Merchant listing',
    docs: `${MERCHANT}#certification`,
    types: ['Certification'],
    nestedOnly: true,
    required: ['issuedBy', 'name:text'],
    checks: [
      allowedValues('name', ['EPREL', 'Vehicle_CO2_Class', 'Vehicle_CO2_Class_Discharged_Battery'], 'a certification name'),
      (node, path, { report, resolve }, rule) => {
        const issuer = resolve(node.issuedBy);
        if (isNode(issuer) && typeof issuer.name !== 'string') {
          report.blocking(
            `${childPath(path, 'issuedBy', null)}.name: missing required property "name" for the ${rule.feature} rich result. Name the certifying body (e.g. "European_Commission", "ADEME", "BMWK").`,
          );
        }
        const rating = resolve(node.certificationRating);
        if (isNode(rating) && rating.ratingValue === undefined) {
          report.blocking(
            `${childPath(path, 'certificationRating', null)}.ratingValue: missing required property "ratingValue" for the ${rule.feature} rich result.`,
          );
        }
        if (node.name === 'EPREL' && node.certificationIdentification === undefined && node.certificationRating === undefined) {
          report.richResult(
            `${childPath(path, 'certificationIdentification', null)}: add the EPREL registration code (or a certificationRating where no EPREL code exists) (${rule.feature}).`,
          );
        }
      },
    ],
  },
  {
    id: 'product-audience',
    feature: 'Merchant listing',
    docs: `${MERCHANT}#people-audience`,
    types: ['Audience'],
    nestedOnly: true,
    checks: [
      (node, path, { report }, rule) => {
        if (!typesOf(node).includes('PeopleAudience'))
          report.richResult(
            `${childPath(path, '@type', null)}: Google only reads a PeopleAudience as a product's audience (${rule.feature}).`,
          );
        for (const value of asArray(node.suggestedGender)) {
          const name = enumName(value)?.toLowerCase();
          if (name !== undefined && !['male', 'female', 'unisex'].includes(name)) {
            report.richResult(
              `${childPath(path, 'suggestedGender', null)}: ${JSON.stringify(value)} is not a value Google reads; use https://schema.org/Male, https://schema.org/Female or "Unisex" (${rule.feature}).`,
            );
          }
        }
      },
    ],
  },
  {
    id: 'product-group',
    feature: 'Product variants',
    docs: VARIANTS,
    types: ['ProductGroup'],
    required: ['name:text'],
    // hasVariant is optional: variants may instead point at the group with isVariantOf.
    recommended: ['variesBy'],
    checks: [groupId, allowedValues('variesBy', VARIES_BY, 'variesBy')],
    nested: { hasVariant: ['product-snippet', 'merchant-listing', 'product-attributes'], ...NESTED_REVIEWS },
  },
  {
    // The group a variant points at through isVariantOf: checked without walking its hasVariant back to the variant.
    id: 'variant-parent',
    feature: 'Product variants',
    docs: `${VARIANTS}#product-group`,
    types: ['ProductGroup'],
    nestedOnly: true,
    required: ['name:text'],
    checks: [ADULT, allowedValues('variesBy', VARIES_BY, 'variesBy')],
  },
];
