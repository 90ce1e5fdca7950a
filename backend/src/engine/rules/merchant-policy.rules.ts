import { childPath } from '../validation/json-ld-node.js';
import { allowedValues, enumName, formatWhenPresent, maxValues } from './common-checks.js';
import type { CustomCheck, RuleSet } from './rule-set.js';

// Google's page read 2026-11-26 (stored copy: opening sections and examples), cited below.
// Shipping and return policies as parts of a merchant listing's Offer (the store-wide versions on an Organization
// live in organization.rules.ts and reuse the return checks below).
// https://developers.google.com/search/docs/appearance/structured-data/merchant-listing
const MERCHANT = 'https://developers.google.com/search/docs/appearance/structured-data/merchant-listing';

/** Offer-level return policies take a subset of the store-wide properties (Google's changelog, 11 July 2025). */
const ORGANIZATION_ONLY_RETURN_PROPERTIES = [
  'merchantReturnLink',
  'refundType',
  'restockingFee',
  'returnLabelSource',
  'itemCondition',
  'customerRemorseReturnFees',
  'customerRemorseReturnLabelSource',
  'customerRemorseReturnShippingFeesAmount',
  'itemDefectReturnFees',
  'itemDefectReturnLabelSource',
  'itemDefectReturnShippingFeesAmount',
  'returnPolicySeasonalOverride',
];
const offerLevelReturnSubset: CustomCheck = (node, path, { report }, rule) => {
  for (const name of ORGANIZATION_ONLY_RETURN_PROPERTIES) {
    if (node[name] !== undefined)
      report.richResult(
        `${childPath(path, name, null)}: only read in a store-wide return policy (Organization hasMerchantReturnPolicy), not on an Offer (${rule.feature}).`,
      );
  }
};

export function returnWindowDays(...[node, path, { report }, rule]: Parameters<CustomCheck>): void {
  const category = String(enumName(node.returnPolicyCategory) ?? '');
  if (category === 'MerchantReturnFiniteReturnWindow' && node.merchantReturnDays === undefined) {
    report.blocking(
      `${childPath(path, 'merchantReturnDays', null)}: a finite return window needs "merchantReturnDays" (a whole number of days) for the ${rule.feature} rich result.`,
    );
  }
  if (category === '' || category === 'MerchantReturnNotPermitted') return;
  // How and at whose cost an item goes back only means something when returns are allowed.
  for (const name of ['returnMethod', 'returnFees']) {
    if (node[name] === undefined)
      report.richResult(
        `${childPath(path, name, null)}: recommended property "${name}" is missing for the ${rule.feature} rich result. Add it (e.g. ${name === 'returnMethod' ? 'https://schema.org/ReturnByMail' : 'https://schema.org/FreeReturn'}).`,
      );
  }
}

/** returnShippingFeesAmount goes with ReturnShippingFees, and only with it. */
export function returnFeesConsistent(...[node, path, { report }, rule]: Parameters<CustomCheck>): void {
  const fees = enumName(node.returnFees);
  if (fees === 'ReturnShippingFees' && node.returnShippingFeesAmount === undefined) {
    report.blocking(
      `${childPath(path, 'returnShippingFeesAmount', null)}: "returnFees" is ReturnShippingFees, so add "returnShippingFeesAmount" (a MonetaryAmount with value and currency) for the ${rule.feature} rich result.`,
    );
  }
  if ((fees === 'FreeReturn' || fees === 'ReturnFeesCustomerResponsibility') && node.returnShippingFeesAmount !== undefined) {
    report.richResult(
      `${childPath(path, 'returnShippingFeesAmount', null)}: leave it out when "returnFees" is ${fees}; an amount only goes with ReturnShippingFees (${rule.feature}).`,
    );
  }
}

export const MERCHANT_POLICY_RULES: RuleSet[] = [
  {
    id: 'shipping-details',
    feature: 'Merchant listing',
    docs: `${MERCHANT}#shipping-details`,
    types: ['OfferShippingDetails'],
    nestedOnly: true,
    // An OfferShippingDetails holding only hasShippingService points at the store-wide ShippingService instead.
    when: (node) => node.hasShippingService === undefined,
    required: ['shippingDestination', 'shippingRate', 'deliveryTime'],
    nested: { shippingRate: ['shipping-rate'], shippingDestination: ['shipping-destination'], deliveryTime: ['delivery-time'] },
  },
  {
    id: 'shipping-rate',
    feature: 'Merchant listing',
    docs: `${MERCHANT}#shipping-details`,
    types: ['MonetaryAmount'],
    nestedOnly: true,
    required: ['currency:currency'],
    oneOf: [{ names: ['value', 'maxValue'], required: true }],
  },
  {
    id: 'shipping-destination',
    feature: 'Merchant listing',
    docs: `${MERCHANT}#defined-region`,
    types: ['DefinedRegion'],
    nestedOnly: true,
    required: ['addressCountry:country'],
    checks: [
      (node, path, { report }, rule) => {
        if (node.addressRegion !== undefined && node.postalCode !== undefined) {
          report.richResult(`${path}: give either "addressRegion" or "postalCode" in one DefinedRegion, not both (${rule.feature}).`);
        }
      },
    ],
  },
  {
    id: 'delivery-time',
    feature: 'Merchant listing',
    docs: `${MERCHANT}#shipping-delivery-time`,
    types: ['ShippingDeliveryTime'],
    nestedOnly: true,
    recommended: ['handlingTime', 'transitTime'],
    nested: { handlingTime: ['shipping-days'], transitTime: ['shipping-days'] },
  },
  {
    id: 'shipping-days',
    feature: 'Merchant listing',
    docs: `${MERCHANT}#quantitative-value-shipping`,
    types: ['QuantitativeValue'],
    nestedOnly: true,
    required: ['minValue:integer', 'maxValue:integer', 'unitCode'],
    checks: [allowedValues('unitCode', ['DAY', 'd'], 'unitCode', true)],
  },
  {
    id: 'return-policy',
    feature: 'Merchant listing',
    docs: `${MERCHANT}#return-policy`,
    types: ['MerchantReturnPolicy'],
    nestedOnly: true,
    required: ['applicableCountry:country', 'returnPolicyCategory'],
    checks: [
      returnWindowDays,
      returnFeesConsistent,
      offerLevelReturnSubset,
      maxValues('applicableCountry', 50),
      formatWhenPresent('returnPolicyCountry', 'country'),
    ],
  },
];
