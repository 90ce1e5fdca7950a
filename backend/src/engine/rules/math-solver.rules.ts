import { asArray, childPath, isNode, typesOf } from '../validation/json-ld-node.js';
import { isMissing } from './rich-result-checker.js';
import type { CustomCheck, RuleSet } from './rule-set.js';

// Google's page not re-read on 2026-11-26 (not looked up this time); the rules stand as last checked against it.
// https://developers.google.com/search/docs/appearance/structured-data/math-solvers (checked against the page as
// last updated 2025-12-18)
// MathSolver required: potentialAction (a SolveMathAction), potentialAction.mathExpression-input,
// potentialAction.target, url and usageInfo (the privacy policy). Recommended: inLanguage, assesses and
// potentialAction.eduQuestionType. Google lists no "name". The LearningResource part of the markup (Google's examples
// type the node ["MathSolver", "LearningResource"]) has one property, learningResourceType, with the fixed value
// "Math Solver"; Google lists it as required, so a missing or different value blocks the rich result.
const DOCS = 'https://developers.google.com/search/docs/appearance/structured-data/math-solvers';
const LEARNING_RESOURCE_TYPE = 'Math Solver';

/** potentialAction must hold at least one SolveMathAction; another Action (e.g. SearchAction) does not count. */
const solveMathAction: CustomCheck = (node, path, { report, resolve, vocabulary }, rule) => {
  if (isMissing(node.potentialAction)) return;
  const actions = asArray(node.potentialAction).map(resolve);
  const found = actions.some((action) => isNode(action) && vocabulary.isAnySubtypeOf(typesOf(action), ['SolveMathAction']));
  if (!found)
    report.blocking(
      `${childPath(path, 'potentialAction', null)}: the ${rule.feature} rich result needs a potentialAction of type "SolveMathAction" (with "target" and "mathExpression-input").`,
    );
};

const learningResourceType: CustomCheck = (node, path, { report }, rule) => {
  const values = asArray(node.learningResourceType);
  if (values.length === 0) return;
  if (!values.some((value) => typeof value === 'string' && value.trim().toLowerCase() === LEARNING_RESOURCE_TYPE.toLowerCase())) {
    report.blocking(
      `${childPath(path, 'learningResourceType', null)}: the ${rule.feature} rich result requires the fixed value "${LEARNING_RESOURCE_TYPE}"; set "learningResourceType": "${LEARNING_RESOURCE_TYPE}".`,
    );
  }
};

export const MATH_SOLVER_RULES: RuleSet[] = [
  {
    id: 'math-solver',
    feature: 'Math solver',
    docs: DOCS,
    types: ['MathSolver'],
    required: ['url:url', 'usageInfo:url', 'potentialAction', 'learningResourceType:text'],
    recommended: ['inLanguage', 'assesses'],
    checks: [solveMathAction, learningResourceType],
    nested: { potentialAction: ['solve-math-action'] },
  },
  {
    id: 'solve-math-action',
    feature: 'Math solver',
    docs: `${DOCS}#mathsolver`,
    types: ['SolveMathAction'],
    nestedOnly: true,
    required: ['target', 'mathExpression-input:text'],
    recommended: ['eduQuestionType'],
  },
];
