import type { VocabularyTypeDetail } from '@sdn/contracts';

/** A trimmed Product as `GET /api/vocabulary/types/Product` describes it. */
export const PRODUCT: VocabularyTypeDetail = {
  name: 'Product',
  description: 'Any offered product or service.',
  richResult: true,
  richResultFeatures: ['Product snippet', 'Merchant listing'],
  group: 'richResult',
  guidedBy: ['Product snippet', 'Merchant listing'],
  parents: ['Thing'],
  members: [],
  documentationUrl:
    'https://developers.google.com/search/docs/appearance/structured-data/product-snippet',
  properties: [
    {
      name: 'name',
      description: 'The name.',
      expectedTypes: ['Text'],
      required: true,
      recommended: false,
      format: 'text',
    },
    {
      name: 'aggregateRating',
      description: 'Overall rating.',
      expectedTypes: ['AggregateRating'],
      required: false,
      recommended: true,
      defaultType: 'AggregateRating',
    },
    {
      name: 'offers',
      description: 'An offer.',
      expectedTypes: ['Demand', 'Offer'],
      required: false,
      recommended: true,
      defaultType: 'Offer',
    },
    {
      name: 'review',
      description: 'A review.',
      expectedTypes: ['Review'],
      required: false,
      recommended: true,
      defaultType: 'Review',
    },
    {
      name: 'sku',
      description: 'Stock keeping unit.',
      expectedTypes: ['Text'],
      required: false,
      recommended: false,
    },
  ],
};

/** A trimmed Offer as `GET /api/vocabulary/types/Offer?parent=Product&property=offers` describes it. */
export const OFFER_IN_PRODUCT: VocabularyTypeDetail = {
  name: 'Offer',
  description: 'An offer to transfer some rights to an item.',
  richResult: false,
  richResultFeatures: [],
  group: 'common',
  guidedBy: ['Merchant listing'],
  parents: ['Intangible'],
  members: [],
  properties: [
    {
      name: 'price',
      description: 'The price.',
      expectedTypes: ['Number', 'Text'],
      required: true,
      recommended: false,
      format: 'number',
    },
    {
      name: 'priceCurrency',
      description: 'ISO 4217 code.',
      expectedTypes: ['Text'],
      required: true,
      recommended: false,
      format: 'currency',
    },
    {
      name: 'availability',
      description: 'Availability.',
      expectedTypes: ['ItemAvailability'],
      required: false,
      recommended: true,
      enumValues: ['BackOrder', 'InStock', 'OutOfStock', 'PreOrder'],
    },
    {
      name: 'priceValidUntil',
      description: 'Until when.',
      expectedTypes: ['Date'],
      required: false,
      recommended: true,
      format: 'dateTime',
    },
    {
      name: 'validFrom',
      description: 'From when.',
      expectedTypes: ['Date', 'DateTime'],
      required: false,
      recommended: false,
    },
    {
      name: 'priceSpecification',
      description: 'Price details.',
      expectedTypes: ['PriceSpecification'],
      required: false,
      recommended: false,
      defaultType: 'UnitPriceSpecification',
    },
  ],
};
