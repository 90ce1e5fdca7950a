import type { VocabularyTypeDetail } from '@sdn/contracts';

/** A trimmed Article as `GET /api/vocabulary/types/Article` describes it. */
export const ARTICLE: VocabularyTypeDetail = {
  name: 'Article',
  description: 'An article, such as a news article or piece of investigative report.',
  richResult: true,
  richResultFeatures: ['Article'],
  group: 'richResult',
  guidedBy: ['Article'],
  parents: ['CreativeWork'],
  members: [],
  properties: [
    {
      name: 'headline',
      description: 'Headline of the article.',
      expectedTypes: ['Text'],
      required: true,
      recommended: false,
    },
    {
      name: 'author',
      description: 'The author.',
      expectedTypes: ['Organization', 'Person'],
      required: false,
      recommended: true,
      defaultType: 'Person',
      namedValue: true,
    },
    {
      name: 'datePublished',
      description: 'Date of first publication.',
      expectedTypes: ['Date', 'DateTime'],
      required: false,
      recommended: true,
    },
    {
      name: 'image',
      description: 'An image.',
      expectedTypes: ['ImageObject', 'URL'],
      required: false,
      recommended: true,
    },
    {
      name: 'description',
      description: 'A description.',
      expectedTypes: ['Text', 'TextObject'],
      required: false,
      recommended: false,
    },
    {
      name: 'wordCount',
      description: 'Words.',
      expectedTypes: ['Integer'],
      required: false,
      recommended: false,
    },
    {
      name: 'isAccessibleForFree',
      description: 'Free?',
      expectedTypes: ['Boolean'],
      required: false,
      recommended: false,
    },
    {
      name: 'publisher',
      description: 'The publisher.',
      expectedTypes: ['Organization', 'Person'],
      required: false,
      recommended: false,
    },
  ],
};
