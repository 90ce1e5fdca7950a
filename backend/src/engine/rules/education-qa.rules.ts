import { asArray, childPath, isNode } from '../validation/json-ld-node.js';
import type { CustomCheck, RuleSet } from './rule-set.js';

// Google's page not re-read on 2026-11-26 (not looked up this time); the rules stand as last checked against it.
// https://developers.google.com/search/docs/appearance/structured-data/education-qa (checked against the page as
// last updated 2026-09-08)
// Education Q&A (flashcards): a Quiz needs hasPart (one Question per flashcard); about (with about.name) and
// educationalAlignment (alignmentType, targetName) are recommended. Each Question needs acceptedAnswer (exactly one),
// eduQuestionType with the fixed value "Flashcard", and text. Google's examples give the Answer its text.
// Quizzes of multiple-choice/checkbox questions were Practice problems: Google announced the phase-out on
// 5 November 2025 and removed that documentation on 6 January 2026 (https://developers.google.com/search/updates).
const DOCS = 'https://developers.google.com/search/docs/appearance/structured-data/education-qa';
const PRACTICE_TYPES = ['multiple choice', 'checkbox'];

export function isPracticeProblem(node: Record<string, unknown>): boolean {
  return asArray(node.hasPart).some(
    (part) => isNode(part) && typeof part.eduQuestionType === 'string' && PRACTICE_TYPES.includes(part.eduQuestionType.toLowerCase()),
  );
}

/** Google accepts only "Flashcard"; pages with other question types are not eligible for the carousel. */
const flashcardOnly: CustomCheck = (node, path, { report }, rule) => {
  const values = asArray(node.eduQuestionType);
  if (values.length === 0) return;
  if (values.some((value) => typeof value !== 'string' || value.trim().toLowerCase() !== 'flashcard')) {
    report.blocking(
      `${childPath(path, 'eduQuestionType', null)}: ${JSON.stringify(node.eduQuestionType)?.slice(0, 60)} is not accepted; the ${rule.feature} rich result only takes the value "Flashcard".`,
    );
  }
};

const oneAcceptedAnswer: CustomCheck = (node, path, { report }, rule) => {
  const count = asArray(node.acceptedAnswer).length;
  if (count > 1)
    report.blocking(
      `${childPath(path, 'acceptedAnswer', null)}: ${count} answers; each flashcard Question takes exactly one "acceptedAnswer" for the ${rule.feature} rich result.`,
    );
};

export const EDUCATION_QA_RULES: RuleSet[] = [
  {
    id: 'education-qa',
    feature: 'Education Q&A',
    docs: DOCS,
    types: ['Quiz'],
    when: (node) => !isPracticeProblem(node),
    required: ['hasPart'],
    recommended: ['about', 'educationalAlignment'],
    nested: { hasPart: ['flashcard-question'], about: ['quiz-about'], educationalAlignment: ['quiz-alignment'] },
  },
  {
    id: 'quiz-about',
    feature: 'Education Q&A',
    docs: `${DOCS}#quiz`,
    types: ['Thing'],
    nestedOnly: true,
    recommended: ['name:text'],
  },
  {
    id: 'quiz-alignment',
    feature: 'Education Q&A',
    docs: `${DOCS}#quiz`,
    types: ['AlignmentObject'],
    nestedOnly: true,
    recommended: ['alignmentType:text', 'targetName:text'],
  },
  {
    id: 'flashcard-question',
    feature: 'Education Q&A',
    docs: `${DOCS}#question`,
    types: ['Question'],
    nestedOnly: true,
    required: ['eduQuestionType:text', 'text:text', 'acceptedAnswer'],
    checks: [flashcardOnly, oneAcceptedAnswer],
    nested: { acceptedAnswer: ['answer-text'] },
  },
  {
    id: 'answer-text',
    feature: 'Education Q&A',
    docs: `${DOCS}#question`,
    types: ['Answer'],
    nestedOnly: true,
    required: ['text:text'],
  },
  {
    id: 'practice-problems',
    feature: 'Practice problems',
    docs: 'https://developers.google.com/search/updates#simplification-nov',
    types: ['Quiz'],
    when: isPracticeProblem,
    deprecation:
      'Google retired the Practice problems rich result (phase-out announced 5 November 2025; documentation removed on 6 January 2026 because the result is no longer shown); this Quiz markup no longer produces a rich result',
  },
];
