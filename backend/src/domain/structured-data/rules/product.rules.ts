import { childPath, isNode } from '../validation/json-ld-node.js';
import { matchesFormat } from '../validation/value-formats.js';
import { NESTED_REVIEWS } from './review-snippet.rules.js';
import type { CustomCheck, RuleSet } from './rule-set.js';

// Product snippet: https://developers.google.com/search/docs/appearance/structured-data/product-snippet
// Merchant listing: https://developers.google.com/search/docs/appearance/structured-data/merchant-listing
// Snippet: name plus one of review, aggregateRating, offers. Merchant listing (when offers exist): name, image and
// an Offer with price and priceCurrency (directly or in priceSpecification); shipping and returns recommended on the
// Offer, but once given, OfferShippingDetails needs shippingDestination, shippingRate and deliveryTime and
// MerchantReturnPolicy needs applicableCountry and returnPolicyCategory (merchantReturnDays for a finite window).
const SNIPPET = 'https://developers.google.com/search/docs/appearance/structured-data/product-snippet';
const MERCHANT = 'https://developers.google.com/search/docs/appearance/structured-data/merchant-listing';

/** price and priceCurrency may sit on the Offer or on its priceSpecification. */
const offerPrice: CustomCheck = (node, path, { report, resolve }, rule) => {
  const spec = resolve(node.priceSpecification);
  const source = (name: string) => node[name] ?? (isNode(spec) ? spec[name] : undefined);
  const price = source('price');
  const currency = source('priceCurrency');
  if (price === undefined) report.blocking(`${childPath(path, 'price', null)}: missing required property "price" for the ${rule.feature} rich result. Add the price as a number, e.g. "price": 19.99.`);
  else if (!matchesFormat(price, 'number')) report.blocking(`${childPath(path, 'price', null)}: invalid value ${JSON.stringify(price)}; "price" must be a number such as 19.99 (no currency symbol or thousands separator).`);
  if (currency === undefined) report.blocking(`${childPath(path, 'priceCurrency', null)}: missing required property "priceCurrency" for the ${rule.feature} rich result. Add an ISO 4217 code, e.g. "USD".`);
  else if (!matchesFormat(currency, 'currency')) report.blocking(`${childPath(path, 'priceCurrency', null)}: invalid value ${JSON.stringify(currency)}; "priceCurrency" must be an ISO 4217 currency code such as USD or EUR.`);
};

export const PRODUCT_RULES: RuleSet[] = [
  {
    id: 'product-snippet',
    feature: 'Product snippet',
    docs: SNIPPET,
    types: ['Product'],
    required: ['name:text'],
    oneOf: [{ names: ['review', 'aggregateRating', 'offers'], required: true }],
    nested: { ...NESTED_REVIEWS },
  },
  {
    id: 'merchant-listing',
    feature: 'Merchant listing',
    docs: MERCHANT,
    types: ['Product'],
    when: (node) => node.offers !== undefined,
    required: ['name:text', 'image:url', 'offers'],
    recommended: ['description:text', 'brand', 'sku:text'],
    oneOf: [{ names: ['gtin', 'gtin8', 'gtin12', 'gtin13', 'gtin14', 'mpn', 'isbn'], required: false }],
    nested: { offers: ['merchant-offer', 'aggregate-offer'] },
  },
  {
    id: 'merchant-offer',
    feature: 'Merchant listing',
    docs: `${MERCHANT}#offer-details`,
    types: ['Offer'],
    excludeTypes: ['AggregateOffer'],
    nestedOnly: true,
    recommended: ['availability', 'itemCondition', 'url:url', 'priceValidUntil:date', 'shippingDetails', 'hasMerchantReturnPolicy'],
    checks: [offerPrice],
    nested: { shippingDetails: ['shipping-details'], hasMerchantReturnPolicy: ['return-policy'] },
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
    id: 'shipping-details',
    feature: 'Merchant listing',
    docs: `${MERCHANT}#shipping-details`,
    types: ['OfferShippingDetails'],
    nestedOnly: true,
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
    docs: `${MERCHANT}#shipping-details`,
    types: ['DefinedRegion'],
    nestedOnly: true,
    required: ['addressCountry'],
  },
  {
    id: 'delivery-time',
    feature: 'Merchant listing',
    docs: `${MERCHANT}#shipping-details`,
    types: ['ShippingDeliveryTime'],
    nestedOnly: true,
    recommended: ['handlingTime', 'transitTime'],
  },
  {
    id: 'return-policy',
    feature: 'Merchant listing',
    docs: `${MERCHANT}#return-policy`,
    types: ['MerchantReturnPolicy'],
    nestedOnly: true,
    required: ['applicableCountry', 'returnPolicyCategory'],
    checks: [returnWindowDays],
  },
];

function returnWindowDays(...[node, path, { report }, rule]: Parameters<CustomCheck>): void {
  const category = String(node.returnPolicyCategory ?? '');
  if (category.endsWith('MerchantReturnFiniteReturnWindow') && node.merchantReturnDays === undefined) {
    report.blocking(`${childPath(path, 'merchantReturnDays', null)}: a finite return window needs "merchantReturnDays" (a whole number of days) for the ${rule.feature} rich result.`);
  }
  if (category === '' || category.endsWith('MerchantReturnNotPermitted')) return;
  // How and at whose cost an item goes back only means something when returns are allowed.
  for (const name of ['returnMethod', 'returnFees']) {
    if (node[name] === undefined) report.richResult(`${childPath(path, name, null)}: recommended property "${name}" is missing for the ${rule.feature} rich result. Add it (e.g. ${name === 'returnMethod' ? 'https://schema.org/ReturnByMail' : 'https://schema.org/FreeReturn'}).`);
  }
  if (String(node.returnFees ?? '').endsWith('ReturnShippingFees') && node.returnShippingFeesAmount === undefined) {
    report.blocking(`${childPath(path, 'returnShippingFeesAmount', null)}: "returnFees" is ReturnShippingFees, so add "returnShippingFeesAmount" (a MonetaryAmount with value and currency) for the ${rule.feature} rich result.`);
  }
}
