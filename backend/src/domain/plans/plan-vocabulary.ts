import { PlanRequiredError } from '../shared/domain-error.js';
import { lowestPlanWith } from './plan-catalogue.js';

/**
 * Free may use only the types search engines show rich results for; Pro and Agency the whole vocabulary. The one
 * rule behind generate and every save path (create, edit, duplicate, import): 403 `plan_required`.
 */
export function typeAllowedOnPlan(fullVocabulary: boolean, type: string, isRichResultType: (type: string) => boolean): boolean {
  return fullVocabulary || isRichResultType(type);
}

export function assertTypeAllowedOnPlan(fullVocabulary: boolean, type: string, isRichResultType: (type: string) => boolean): void {
  if (!typeAllowedOnPlan(fullVocabulary, type, isRichResultType)) {
    throw new PlanRequiredError(lowestPlanWith((limits) => limits.fullVocabulary), 'fullVocabulary');
  }
}
