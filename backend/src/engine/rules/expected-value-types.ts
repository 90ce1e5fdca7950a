/**
 * The type Google's documentation uses for a nested value where Schema.org's range allows several: the schema
 * builder starts a new value with it (Product.offers may be a Demand or an Offer; Google reads an Offer). Used only
 * when the type is in the property's range; otherwise the builder falls back to the types of the rule sets that
 * check the nested value, then to the range itself.
 */
export const EXPECTED_VALUE_TYPES: Readonly<Record<string, string>> = {
  acceptedAnswer: 'Answer',
  address: 'PostalAddress',
  aggregateRating: 'AggregateRating',
  author: 'Person',
  baseSalary: 'MonetaryAmount',
  brand: 'Brand',
  contactPoint: 'ContactPoint',
  creator: 'Person',
  deliveryTime: 'ShippingDeliveryTime',
  director: 'Person',
  distribution: 'DataDownload',
  geo: 'GeoCoordinates',
  hasMerchantReturnPolicy: 'MerchantReturnPolicy',
  hiringOrganization: 'Organization',
  itemListElement: 'ListItem',
  jobLocation: 'Place',
  location: 'Place',
  nutrition: 'NutritionInformation',
  offers: 'Offer',
  openingHoursSpecification: 'OpeningHoursSpecification',
  organizer: 'Organization',
  performer: 'Person',
  priceSpecification: 'UnitPriceSpecification',
  provider: 'Organization',
  publisher: 'Organization',
  review: 'Review',
  reviewRating: 'Rating',
  shippingDestination: 'DefinedRegion',
  shippingDetails: 'OfferShippingDetails',
  shippingRate: 'MonetaryAmount',
  suggestedAnswer: 'Answer',
  video: 'VideoObject',
};
