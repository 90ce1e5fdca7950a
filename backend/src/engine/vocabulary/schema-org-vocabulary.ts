import { SCHEMA_ORG_VOCABULARY } from './schema-org.generated.js';
import { Vocabulary } from './vocabulary.js';

/** The one shared vocabulary instance: built once, read-only, so every validator and use case can reuse its caches. */
export const schemaOrgVocabulary = new Vocabulary(SCHEMA_ORG_VOCABULARY);
