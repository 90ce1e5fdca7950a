import { schemaOrgVocabulary } from '../../engine/vocabulary/schema-org-vocabulary.js';

/** The kinds of page the product knows how to describe, and the Schema.org types that say each. */
export type PageKind =
  'product' | 'article' | 'local-business' | 'event' | 'recipe' | 'faq' | 'job' | 'home' | 'collection' | 'contact' | 'about' | 'other';

export const PAGE_KINDS: readonly PageKind[] = [
  'product',
  'article',
  'local-business',
  'event',
  'recipe',
  'faq',
  'job',
  'home',
  'collection',
  'contact',
  'about',
];

const LOCAL_BUSINESS_TYPES = new Set([
  'LocalBusiness',
  'Bakery',
  'CafeOrCoffeeShop',
  'Restaurant',
  'FoodEstablishment',
  'BarOrPub',
  'Dentist',
  'Physician',
  'MedicalBusiness',
  'MedicalClinic',
  'Physiotherapy',
  'LegalService',
  'Attorney',
  'Notary',
  'Plumber',
  'Electrician',
  'HomeAndConstructionBusiness',
  'HairSalon',
  'BeautySalon',
  'HealthAndBeautyBusiness',
  'Store',
  'SportingGoodsStore',
  'ClothingStore',
  'AutoRepair',
  'ProfessionalService',
  'FinancialService',
  'RealEstateAgent',
  'TravelAgency',
  'LodgingBusiness',
  'Hotel',
  'Museum',
  'VeterinaryCare',
  'Optician',
  'AutoDealer',
  'Campground',
  'Pharmacy',
  'PetStore',
]);

const TYPE_KINDS: Record<string, PageKind> = {
  Product: 'product',
  Article: 'article',
  Event: 'event',
  Recipe: 'recipe',
  FAQPage: 'faq',
  JobPosting: 'job',
  Organization: 'home',
  WebSite: 'home',
  OnlineStore: 'home',
  CollectionPage: 'collection',
  ItemList: 'collection',
  Blog: 'collection',
  ContactPage: 'contact',
  AboutPage: 'about',
};

/**
 * The kinds whose every Schema.org subtype describes the same kind of page (a FoodEvent is an event, a TechArticle an
 * article). A LocalBusiness subtype is not among them: a club's or a chain's markup that every page of its site carries
 * (SportsClub, a hotel brand) describes the site's owner, and only the subtypes listed above are read as the page's.
 */
const KIND_ROOTS: [string, PageKind][] = [
  ['Event', 'event'],
  ['Product', 'product'],
  ['Article', 'article'],
  ['Recipe', 'recipe'],
];

/** The kind a Schema.org type describes; null for types that describe no page on their own (Offer, Brand, BreadcrumbList...). */
export function kindOfType(type: string): PageKind | null {
  if (LOCAL_BUSINESS_TYPES.has(type)) return 'local-business';
  return TYPE_KINDS[type] ?? KIND_ROOTS.find(([root]) => schemaOrgVocabulary.isSubtypeOf(type, root))?.[1] ?? null;
}

/** The type proposed for a kind when the page names no more specific one. */
export const DEFAULT_TYPE: Record<PageKind, string | null> = {
  product: 'Product',
  article: 'Article',
  'local-business': 'LocalBusiness',
  event: 'Event',
  recipe: 'Recipe',
  faq: 'FAQPage',
  job: 'JobPosting',
  home: 'Organization',
  collection: 'CollectionPage',
  contact: 'ContactPage',
  about: 'AboutPage',
  other: null,
};

export const KIND_LABEL: Record<PageKind, string> = {
  product: 'product page',
  article: 'article',
  'local-business': 'local business page',
  event: 'event page',
  recipe: 'recipe',
  faq: 'FAQ page',
  job: 'job posting',
  home: 'home page',
  collection: 'category or collection page',
  contact: 'contact page',
  about: 'about page',
  other: 'page of no specific kind',
};
