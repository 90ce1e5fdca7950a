// Realistic documents for the engine benchmark: what site owners paste into the validator, about 2 KB each.
const ctx = 'https://schema.org';

export const PRODUCT = {
  '@context': ctx,
  '@type': 'Product',
  '@id': 'https://shop.example.com/anvil#product',
  name: 'Executive Anvil',
  url: 'https://shop.example.com/anvil',
  description:
    "Sleeker than ACME's Classic Anvil, the Executive Anvil is perfect for the business traveler looking for something to drop from a height.",
  image: [
    'https://shop.example.com/photos/1x1/anvil.jpg',
    'https://shop.example.com/photos/4x3/anvil.jpg',
    'https://shop.example.com/photos/16x9/anvil.jpg',
  ],
  sku: '0446310786',
  mpn: '925872',
  gtin13: '4006381333931',
  brand: { '@type': 'Brand', name: 'ACME' },
  review: [
    {
      '@type': 'Review',
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5 },
      author: { '@type': 'Person', name: 'Fred Benson' },
      datePublished: '2026-02-11',
      reviewBody: 'Solid anvil, drops nicely from a cliff.',
    },
  ],
  aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.4, reviewCount: 89 },
  offers: {
    '@type': 'Offer',
    url: 'https://shop.example.com/anvil',
    priceCurrency: 'USD',
    price: 119.99,
    priceValidUntil: '2026-12-31',
    itemCondition: 'https://schema.org/NewCondition',
    availability: 'https://schema.org/InStock',
    seller: { '@type': 'Organization', name: 'Executive Objects' },
    shippingDetails: {
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', value: 3.49, currency: 'USD' },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'US' },
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 1, unitCode: 'DAY' },
        transitTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 5, unitCode: 'DAY' },
      },
    },
    hasMerchantReturnPolicy: {
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'US',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 60,
      returnMethod: 'https://schema.org/ReturnByMail',
      returnFees: 'https://schema.org/FreeReturn',
    },
  },
};

export const ARTICLE_GRAPH = {
  '@context': ctx,
  '@graph': [
    {
      '@type': 'Organization',
      '@id': 'https://news.example.com/#org',
      name: 'Example News',
      url: 'https://news.example.com',
      logo: 'https://news.example.com/logo.png',
      sameAs: ['https://en.wikipedia.org/wiki/Example_News', 'https://www.linkedin.com/company/example-news'],
    },
    {
      '@type': 'WebPage',
      '@id': 'https://news.example.com/2026/storm#page',
      url: 'https://news.example.com/2026/storm',
      name: 'Storm hits the coast',
      breadcrumb: { '@id': 'https://news.example.com/2026/storm#crumbs' },
    },
    {
      '@type': 'BreadcrumbList',
      '@id': 'https://news.example.com/2026/storm#crumbs',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'News', item: 'https://news.example.com/news' },
        { '@type': 'ListItem', position: 2, name: 'Weather', item: 'https://news.example.com/news/weather' },
        { '@type': 'ListItem', position: 3, name: 'Storm hits the coast' },
      ],
    },
    {
      '@type': 'NewsArticle',
      '@id': 'https://news.example.com/2026/storm#article',
      headline: 'Storm hits the coast: thousands without power as winds reach 120 km/h',
      url: 'https://news.example.com/2026/storm',
      description:
        'A powerful storm swept along the coast overnight, cutting power to thousands of homes and closing the main coastal road until Monday.',
      image: ['https://news.example.com/img/storm-1x1.jpg', 'https://news.example.com/img/storm-16x9.jpg'],
      datePublished: '2026-01-05T08:00:00+01:00',
      dateModified: '2026-01-05T11:20:00+01:00',
      author: [
        { '@type': 'Person', name: 'Jane Doe', url: 'https://news.example.com/staff/jane-doe' },
        { '@type': 'Person', name: 'Sam Lee', url: 'https://news.example.com/staff/sam-lee' },
      ],
      publisher: { '@id': 'https://news.example.com/#org' },
      mainEntityOfPage: { '@id': 'https://news.example.com/2026/storm#page' },
      isAccessibleForFree: true,
      speakable: { '@type': 'SpeakableSpecification', cssSelector: ['.headline', '.summary'] },
    },
  ],
};

/** A typical hand-written document with mistakes, so the corrector runs too. */
export const BROKEN_RECIPE = {
  '@context': 'http://schema.org',
  '@type': 'Recipe',
  name: 'Non-Alcoholic Piña Colada',
  image: 'https://example.com/photos/pina.jpg',
  author: 'Mary Stone',
  datePublished: 'March 10, 2026',
  description: "This non-alcoholic pina colada is everyone's favorite!",
  prepTime: '1 minute',
  cookTime: 'PT2M',
  totalTime: 'PT3M',
  recipeYeild: '4 servings',
  recipeIngredient: ['400ml of pineapple juice', '100ml cream of coconut', 'ice'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Blend 400ml of pineapple juice and 100ml cream of coconut until smooth.' },
    { '@type': 'HowToStep', text: 'Fill a glass with ice.' },
    { '@type': 'HowToStep', text: 'Pour the pineapple juice and coconut mixture over ice.' },
  ],
  aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.8', ratingCount: '18' },
  nutrition: { '@type': 'NutritionInformation', calories: '120 calories' },
  keywords: 'non-alcoholic, drink, summer',
};

export const CORPUS = { 'Product (2 KB)': PRODUCT, 'Article @graph (2 KB)': ARTICLE_GRAPH, 'Recipe with mistakes': BROKEN_RECIPE };

export const GENERATE_CORPUS: { type: string; data: Record<string, unknown> }[] = [
  {
    type: 'Article',
    data: {
      headline: 'How we cut build times in half',
      author: 'Jane Doe',
      publisher: 'ACME',
      datePublished: 'January 5, 2026',
      image: 'https://example.com/a.jpg',
    },
  },
  {
    type: 'Product',
    data: {
      name: 'Executive Anvil',
      image: 'https://example.com/anvil.jpg',
      brand: 'ACME',
      price: '$119.99',
      priceCurrency: 'USD',
      availability: 'InStock',
      aggregateRating: { ratingValue: 4.4, reviewCount: 89 },
    },
  },
  {
    type: 'Event',
    data: {
      name: 'Jazz night',
      startDate: '2026-07-21T19:00-05:00',
      location: { name: 'Blue Note', address: { streetAddress: '131 W 3rd St', addressLocality: 'New York', addressCountry: 'US' } },
      price: 30,
      priceCurrency: 'USD',
    },
  },
];
