import { childPath } from '../validation/json-ld-node.js';
import { allowedValues, formatWhenPresent, maxValues } from './common-checks.js';
import { returnFeesConsistent, returnWindowDays } from './merchant-policy.rules.js';
import type { CustomCheck, RuleSet } from './rule-set.js';

// Google's page read 2026-11-26 (stored copy: opening sections and examples), cited below.
// https://developers.google.com/search/docs/appearance/structured-data/organization
// No required properties; the more Google knows (name, url, logo, sameAs, contact details) the better.
// Changelog (https://developers.google.com/search/updates):
// - 29 Nov 2023: the Organization page (merged with Logo) covers contact details, legal name and identifiers;
//   13 Dec 2023: telephone and email may sit on the Organization itself as well as in contactPoint.
// - 11 June 2024 / 10 June 2025 / 11 July 2025: a store-wide return policy goes in hasMerchantReturnPolicy on the
//   Organization (https://developers.google.com/search/docs/appearance/structured-data/return-policy): either
//   applicableCountry with returnPolicyCategory, or a merchantReturnLink.
// - 12 Nov 2025: a store-wide shipping policy goes in hasShippingService, a ShippingService that needs
//   shippingConditions (https://developers.google.com/search/docs/appearance/structured-data/shipping-policy).
// Re-read 2026-11-26 (return-policy page, stored copy: opening sections): a MerchantReturnPolicy published as a
// document of its own (the store-wide policy the Organization references by @id) is checked with the same either-or
// rule as one nested in hasMerchantReturnPolicy (alsoAtRoot): applicableCountry and returnPolicyCategory, or a
// merchantReturnLink.
const DOCS = 'https://developers.google.com/search/docs/appearance/structured-data/organization';
const RETURN_DOCS = 'https://developers.google.com/search/docs/appearance/structured-data/return-policy';
const SHIPPING_DOCS = 'https://developers.google.com/search/docs/appearance/structured-data/shipping-policy';

/** Option A (applicableCountry and returnPolicyCategory) or option B (merchantReturnLink). */
const returnPolicyOption: CustomCheck = (node, path, { report }, rule) => {
  if (node.merchantReturnLink !== undefined) return;
  for (const name of ['applicableCountry', 'returnPolicyCategory']) {
    if (node[name] === undefined) {
      report.blocking(
        `${childPath(path, name, null)}: missing required property "${name}" for the ${rule.feature} rich result. Add "applicableCountry" and "returnPolicyCategory", or a "merchantReturnLink" to your return policy page.`,
      );
    }
  }
};

/** Days given as a QuantitativeValue: value, or maxValue (minValue optional), in DAY; whole numbers from 0. */
const shippingDays: CustomCheck = (node, path, { report }, rule) => {
  if (node.value === undefined && node.maxValue === undefined) {
    report.blocking(`${path}: give "value" (exact days) or "maxValue" (upper bound) for the ${rule.feature} rich result.`);
  }
  if (node.value !== undefined && (node.minValue !== undefined || node.maxValue !== undefined)) {
    report.richResult(`${path}: use either "value" or "minValue"/"maxValue", not both (${rule.feature}).`);
  }
  for (const name of ['value', 'minValue', 'maxValue']) {
    const value = node[name];
    if (value !== undefined && !(Number.isInteger(Number(value)) && Number(value) >= 0 && value !== '')) {
      report.blocking(`${childPath(path, name, null)}: ${JSON.stringify(value)} is not a whole number of days from 0 (${rule.feature}).`);
    }
  }
};

const noRateWhenNotShipping: CustomCheck = (node, path, { report }, rule) => {
  if (node.doesNotShip !== true && node.doesNotShip !== 'true') return;
  for (const name of ['shippingRate', 'transitTime']) {
    if (node[name] !== undefined)
      report.richResult(`${childPath(path, name, null)}: "doesNotShip" is true, so leave out "${name}" (${rule.feature}).`);
  }
};

export const ORGANIZATION_RULES: RuleSet[] = [
  {
    id: 'organization',
    feature: 'Organization',
    docs: DOCS,
    types: ['Organization'],
    excludeTypes: ['LocalBusiness'],
    recommended: ['name:text', 'url:url', 'logo:url', 'sameAs:url', 'description:text', 'address'],
    oneOf: [{ names: ['contactPoint', 'telephone', 'email'], required: false }],
    // Google reads the logo as a URL or an ImageObject; a text URL is checked by its format instead.
    textAccepted: ['logo'],
    nested: {
      logo: ['organization-logo'],
      hasMerchantReturnPolicy: ['organization-return-policy'],
      hasShippingService: ['shipping-service'],
    },
  },
  {
    id: 'organization-logo',
    feature: 'Organization',
    docs: `${DOCS}#structured-data-type-definitions`,
    types: ['ImageObject'],
    nestedOnly: true,
    oneOf: [{ names: ['url', 'contentUrl'], required: true }],
  },
  {
    id: 'organization-return-policy',
    feature: 'Merchant return policy',
    docs: `${RETURN_DOCS}#structured-data-type-definitions`,
    types: ['MerchantReturnPolicy'],
    nestedOnly: true,
    alsoAtRoot: true,
    checks: [
      returnPolicyOption,
      returnWindowDays,
      returnFeesConsistent,
      maxValues('applicableCountry', 50),
      maxValues('returnPolicyCountry', 50),
      formatWhenPresent('applicableCountry', 'country'),
      formatWhenPresent('returnPolicyCountry', 'country'),
      allowedValues(
        'returnPolicyCategory',
        ['MerchantReturnFiniteReturnWindow', 'MerchantReturnNotPermitted', 'MerchantReturnUnlimitedWindow'],
        'returnPolicyCategory',
        true,
      ),
    ],
  },
  {
    id: 'shipping-service',
    feature: 'Merchant shipping policy',
    docs: `${SHIPPING_DOCS}#structured-data-type-definitions`,
    types: ['ShippingService'],
    nestedOnly: true,
    required: ['shippingConditions'],
    checks: [allowedValues('fulfillmentType', ['FulfillmentTypeDelivery', 'FulfillmentTypeCollectionPoint'], 'fulfillmentType')],
    nested: { shippingConditions: ['shipping-conditions'], handlingTime: ['service-period'] },
  },
  {
    id: 'shipping-conditions',
    feature: 'Merchant shipping policy',
    docs: `${SHIPPING_DOCS}#shipping-conditions-properties`,
    types: ['ShippingConditions'],
    nestedOnly: true,
    checks: [noRateWhenNotShipping],
    nested: {
      shippingDestination: ['shipping-destination'],
      shippingOrigin: ['shipping-destination'],
      shippingRate: ['shipping-rate'],
      transitTime: ['service-period'],
    },
  },
  {
    id: 'service-period',
    feature: 'Merchant shipping policy',
    docs: `${SHIPPING_DOCS}#shipping-service-handling-time-properties`,
    types: ['ServicePeriod'],
    nestedOnly: true,
    nested: { duration: ['service-period-days'] },
  },
  {
    id: 'service-period-days',
    feature: 'Merchant shipping policy',
    docs: `${SHIPPING_DOCS}#shipping-quantitative-value-properties`,
    types: ['QuantitativeValue'],
    nestedOnly: true,
    required: ['unitCode'],
    checks: [shippingDays, allowedValues('unitCode', ['DAY', 'd'], 'unitCode', true)],
  },
];
