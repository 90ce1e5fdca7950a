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
]);

const TYPE_KINDS: Record<string, PageKind> = {
  Product: 'product',
  Article: 'article',
  BlogPosting: 'article',
  NewsArticle: 'article',
  Event: 'event',
  MusicEvent: 'event',
  EducationEvent: 'event',
  BusinessEvent: 'event',
  Festival: 'event',
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

/** The kind a Schema.org type describes; null for types that describe no page on their own (Offer, Brand, BreadcrumbList...). */
export function kindOfType(type: string): PageKind | null {
  if (LOCAL_BUSINESS_TYPES.has(type)) return 'local-business';
  return TYPE_KINDS[type] ?? null;
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
