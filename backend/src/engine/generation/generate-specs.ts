/**
 * What POST /api/generate accepts for each rich-result type, as plain data (the application layer derives its
 * joi schemas from it). Field names are Schema.org properties unless marked as a shortcut; any other property
 * of the type is accepted too and passed through.
 */
export type FieldKind =
  | 'text'
  | 'url'
  | 'dateTime'
  | 'duration'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'currency'
  | 'textList'
  | 'urlList'
  | 'entity'
  | 'entityList'
  | 'object'
  | 'objectList'
  | 'link'
  | 'linkList';

export interface FieldSpec {
  readonly kind: FieldKind;
  readonly required?: boolean;
  /** Only for `entity`/`object` kinds: sub-fields an object value must carry. */
  readonly requires?: readonly string[];
}

export interface GenerateSpec {
  readonly type: string;
  readonly fields: Readonly<Record<string, FieldSpec>>;
  /** At least one field of each group must be given (reported on the first field of the group). */
  readonly oneOf?: readonly (readonly string[])[];
  /** Every type listed here is generated with these extra @types (e.g. MathSolver is also a LearningResource). */
  readonly extraTypes?: readonly string[];
  /** Properties whose value Google prescribes, written into every generated document of the type. */
  readonly fixedValues?: Readonly<Record<string, string>>;
}

const req = (kind: FieldKind, requires?: string[]): FieldSpec => ({ kind, required: true, ...(requires ? { requires } : {}) });
const opt = (kind: FieldKind, requires?: string[]): FieldSpec => ({ kind, ...(requires ? { requires } : {}) });

const ARTICLE = {
  headline: req('text'),
  author: opt('entityList', ['name']),
  datePublished: opt('dateTime'),
  dateModified: opt('dateTime'),
  image: opt('urlList'),
  publisher: opt('entity', ['name']),
  description: opt('text'),
  url: opt('url'),
  isAccessibleForFree: opt('boolean'),
  speakable: opt('textList'),
};
const OFFER_SHORTCUTS = { price: opt('number'), priceCurrency: opt('currency'), availability: opt('text'), offers: opt('objectList') };
const RATINGS = { aggregateRating: opt('object', ['ratingValue']), review: opt('objectList', ['author']) };

export const GENERATE_SPECS: readonly GenerateSpec[] = [
  { type: 'Article', fields: ARTICLE },
  { type: 'NewsArticle', fields: ARTICLE },
  { type: 'BlogPosting', fields: ARTICLE },
  { type: 'BreadcrumbList', fields: { itemListElement: req('objectList', ['name']) } },
  { type: 'ItemList', fields: { itemListElement: req('linkList') } },
  { type: 'Course', fields: { name: req('text'), description: req('text'), provider: opt('entity', ['name']) } },
  {
    type: 'Dataset',
    fields: {
      name: req('text'),
      description: req('text'),
      url: opt('url'),
      license: opt('url'),
      creator: opt('entityList', ['name']),
      keywords: opt('textList'),
    },
  },
  {
    type: 'DiscussionForumPosting',
    fields: {
      headline: opt('text'),
      author: req('entity', ['name']),
      datePublished: req('dateTime'),
      text: opt('text'),
      image: opt('urlList'),
      video: opt('object'),
      url: opt('url'),
    },
    oneOf: [['text', 'image', 'video']],
  },
  { type: 'Quiz', fields: { questions: req('objectList', ['question', 'answer']), about: opt('text') } },
  {
    type: 'EmployerAggregateRating',
    fields: {
      itemReviewed: req('entity', ['name']),
      ratingValue: req('number'),
      ratingCount: opt('integer'),
      reviewCount: opt('integer'),
      bestRating: opt('number'),
      worstRating: opt('number'),
    },
    oneOf: [['ratingCount', 'reviewCount']],
  },
  {
    type: 'Event',
    fields: {
      name: req('text'),
      startDate: req('dateTime'),
      endDate: opt('dateTime'),
      location: req('entity'),
      description: opt('text'),
      image: opt('urlList'),
      organizer: opt('entity', ['name']),
      performer: opt('entityList', ['name']),
      eventStatus: opt('text'),
      eventAttendanceMode: opt('text'),
      ...OFFER_SHORTCUTS,
    },
  },
  {
    type: 'ImageObject',
    fields: {
      contentUrl: req('url'),
      license: opt('url'),
      acquireLicensePage: opt('url'),
      creditText: opt('text'),
      copyrightNotice: opt('text'),
      creator: opt('entity', ['name']),
    },
    oneOf: [['creator', 'creditText', 'copyrightNotice', 'license']],
  },
  {
    type: 'JobPosting',
    fields: {
      title: req('text'),
      description: req('text'),
      datePosted: req('dateTime'),
      validThrough: opt('dateTime'),
      hiringOrganization: req('entity', ['name']),
      jobLocation: opt('entity'),
      jobLocationType: opt('text'),
      applicantLocationRequirements: opt('entity'),
      employmentType: opt('textList'),
      baseSalary: opt('object', ['currency', 'value']),
    },
    oneOf: [['jobLocation', 'jobLocationType']],
  },
  {
    type: 'LocalBusiness',
    fields: {
      name: req('text'),
      address: req('entity'),
      telephone: opt('text'),
      url: opt('url'),
      image: opt('urlList'),
      priceRange: opt('text'),
      geo: opt('object', ['latitude', 'longitude']),
      ...RATINGS,
    },
  },
  {
    type: 'MathSolver',
    extraTypes: ['LearningResource'],
    fixedValues: { learningResourceType: 'Math Solver' },
    fields: {
      name: opt('text'),
      url: req('url'),
      usageInfo: req('url'),
      target: req('text'),
      inLanguage: opt('text'),
      assesses: opt('textList'),
    },
  },
  {
    type: 'Movie',
    fields: { name: req('text'), image: req('urlList'), dateCreated: opt('dateTime'), director: opt('entityList', ['name']), ...RATINGS },
  },
  {
    type: 'Organization',
    fields: {
      name: req('text'),
      url: opt('url'),
      logo: opt('url'),
      sameAs: opt('urlList'),
      description: opt('text'),
      telephone: opt('text'),
      email: opt('text'),
      address: opt('entity'),
    },
  },
  {
    type: 'Product',
    fields: {
      name: req('text'),
      image: opt('urlList'),
      description: opt('text'),
      brand: opt('entity', ['name']),
      sku: opt('text'),
      gtin: opt('text'),
      mpn: opt('text'),
      ...OFFER_SHORTCUTS,
      ...RATINGS,
    },
    oneOf: [['offers', 'price', 'aggregateRating', 'review']],
  },
  { type: 'ProfilePage', fields: { mainEntity: req('entity', ['name']), dateCreated: opt('dateTime'), dateModified: opt('dateTime') } },
  {
    type: 'QAPage',
    fields: {
      question: req('text'),
      questionText: opt('text'),
      answer: req('text'),
      answerCount: opt('integer'),
      datePublished: opt('dateTime'),
    },
  },
  {
    type: 'Recipe',
    fields: {
      name: req('text'),
      image: req('urlList'),
      author: opt('entityList', ['name']),
      description: opt('text'),
      prepTime: opt('duration'),
      cookTime: opt('duration'),
      totalTime: opt('duration'),
      recipeYield: opt('text'),
      recipeIngredient: opt('textList'),
      recipeInstructions: opt('textList'),
      recipeCategory: opt('text'),
      recipeCuisine: opt('text'),
      datePublished: opt('dateTime'),
      keywords: opt('text'),
      ...RATINGS,
    },
  },
  {
    type: 'Review',
    fields: {
      itemReviewed: req('entity', ['name']),
      author: req('entity', ['name']),
      ratingValue: req('number'),
      bestRating: opt('number'),
      worstRating: opt('number'),
      reviewBody: opt('text'),
      datePublished: opt('dateTime'),
    },
  },
  {
    type: 'SoftwareApplication',
    fields: {
      name: req('text'),
      operatingSystem: opt('text'),
      applicationCategory: opt('text'),
      ...OFFER_SHORTCUTS,
      ...RATINGS,
    },
    oneOf: [
      ['offers', 'price'],
      ['aggregateRating', 'review'],
    ],
  },
  {
    type: 'VacationRental',
    fields: {
      name: req('text'),
      identifier: req('text'),
      image: req('urlList'),
      latitude: req('number'),
      longitude: req('number'),
      occupancy: req('integer'),
      description: opt('text'),
      address: opt('entity'),
      checkinTime: opt('text'),
      checkoutTime: opt('text'),
      numberOfBedrooms: opt('integer'),
      ...RATINGS,
    },
  },
  {
    type: 'VideoObject',
    fields: {
      name: req('text'),
      thumbnailUrl: req('urlList'),
      uploadDate: req('dateTime'),
      description: opt('text'),
      contentUrl: opt('url'),
      embedUrl: opt('url'),
      duration: opt('duration'),
      clips: opt('objectList', ['name', 'startOffset', 'url']),
    },
  },
];

/** Types whose subtypes generate with the parent's fields (Restaurant is a LocalBusiness, MobileApplication a SoftwareApplication). */
export const SPEC_FAMILIES = ['LocalBusiness', 'SoftwareApplication', 'Event', 'Organization'] as const;
