/**
 * Types that schemas use most besides Google's rich-result types: the values nested in them (people, places,
 * offers, ratings) and the page-level types. The type picker lists them right after the rich-result types.
 */
export const COMMON_TYPES: readonly string[] = [
  'Thing', 'CreativeWork', 'WebPage', 'WebSite', 'AboutPage', 'ContactPage', 'CollectionPage', 'ItemPage',
  'Person', 'Organization', 'Corporation', 'Brand', 'Place', 'PostalAddress', 'GeoCoordinates', 'ContactPoint',
  'Offer', 'AggregateOffer', 'UnitPriceSpecification', 'MonetaryAmount', 'Rating', 'AggregateRating',
  'ImageObject', 'ListItem', 'Service', 'Store', 'Answer', 'Question', 'OpeningHoursSpecification',
  'OfferShippingDetails', 'MerchantReturnPolicy', 'DefinedRegion', 'Country', 'Book', 'MusicRecording',
  'Podcast', 'PodcastEpisode', 'SiteNavigationElement', 'Report', 'Trip', 'Menu', 'Accommodation', 'Hotel',
];
