import { asArray, isNode } from '../validation/json-ld-node.js';
import type { RuleSet } from './rule-set.js';

// https://developers.google.com/search/docs/appearance/structured-data/education-qa
// Education Q&A (flashcards): a Quiz whose hasPart Questions carry eduQuestionType "Flashcard", text and an
// acceptedAnswer with text. Quizzes of multiple-choice/checkbox questions are Practice problems (retired Jan 2026).
const PRACTICE_TYPES = ['multiple choice', 'checkbox'];

export function isPracticeProblem(node: Record<string, unknown>): boolean {
  return asArray(node.hasPart).some((part) =>
    isNode(part) && typeof part.eduQuestionType === 'string' && PRACTICE_TYPES.includes(part.eduQuestionType.toLowerCase()));
}

export const EDUCATION_QA_RULES: RuleSet[] = [
  {
    id: 'education-qa',
    feature: 'Education Q&A',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/education-qa',
    types: ['Quiz'],
    when: (node) => !isPracticeProblem(node),
    required: ['hasPart'],
    recommended: ['about', 'educationalAlignment'],
    nested: { hasPart: ['flashcard-question'] },
  },
  {
    id: 'flashcard-question',
    feature: 'Education Q&A',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/education-qa#question',
    types: ['Question'],
    nestedOnly: true,
    required: ['eduQuestionType:text', 'text:text', 'acceptedAnswer'],
    nested: { acceptedAnswer: ['answer-text'] },
  },
  {
    id: 'answer-text',
    feature: 'Education Q&A',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/education-qa#answer',
    types: ['Answer'],
    nestedOnly: true,
    required: ['text:text'],
  },
  {
    id: 'practice-problems',
    feature: 'Practice problems',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/practice-problems',
    types: ['Quiz'],
    when: isPracticeProblem,
    deprecation: 'Google retired the Practice problems rich result in January 2026; this Quiz markup no longer produces a rich result',
  },
];
