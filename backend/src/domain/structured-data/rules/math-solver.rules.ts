import type { RuleSet } from './rule-set.js';

// https://developers.google.com/search/docs/appearance/structured-data/math-solvers
// MathSolver: name, url, usageInfo and a SolveMathAction potentialAction with target and mathExpression-input.
const DOCS = 'https://developers.google.com/search/docs/appearance/structured-data/math-solvers';

export const MATH_SOLVER_RULES: RuleSet[] = [
  {
    id: 'math-solver',
    feature: 'Math solver',
    docs: DOCS,
    types: ['MathSolver'],
    required: ['name:text', 'url:url', 'usageInfo', 'potentialAction'],
    recommended: ['inLanguage', 'learningResourceType', 'assesses'],
    nested: { potentialAction: ['solve-math-action'] },
  },
  {
    id: 'solve-math-action',
    feature: 'Math solver',
    docs: `${DOCS}#solvemathaction`,
    types: ['SolveMathAction'],
    nestedOnly: true,
    required: ['target', 'mathExpression-input:text'],
    recommended: ['eduQuestionType'],
  },
];
