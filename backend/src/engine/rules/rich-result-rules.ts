import { ARTICLE_RULES } from './article.rules.js';
import { BREADCRUMB_RULES } from './breadcrumb.rules.js';
import { CAROUSEL_RULES } from './carousel.rules.js';
import { COURSE_RULES } from './course.rules.js';
import { DATASET_RULES } from './dataset.rules.js';
import { DISCUSSION_FORUM_RULES } from './discussion-forum.rules.js';
import { EDUCATION_QA_RULES } from './education-qa.rules.js';
import { EMPLOYER_RATING_RULES } from './employer-rating.rules.js';
import { EVENT_RULES } from './event.rules.js';
import { IMAGE_METADATA_RULES } from './image-metadata.rules.js';
import { JOB_POSTING_RULES } from './job-posting.rules.js';
import { LOCAL_BUSINESS_RULES } from './local-business.rules.js';
import { MATH_SOLVER_RULES } from './math-solver.rules.js';
import { MERCHANT_POLICY_RULES } from './merchant-policy.rules.js';
import { MOVIE_RULES } from './movie.rules.js';
import { ORGANIZATION_RULES } from './organization.rules.js';
import { PAYWALLED_CONTENT_RULES } from './paywalled-content.rules.js';
import { PRODUCT_RULES } from './product.rules.js';
import { PROFILE_PAGE_RULES } from './profile-page.rules.js';
import { QA_PAGE_RULES } from './qa-page.rules.js';
import { RECIPE_RULES } from './recipe.rules.js';
import { RETIRED_FEATURE_RULES } from './retired-features.rules.js';
import { REVIEW_SNIPPET_RULES } from './review-snippet.rules.js';
import type { RuleSet } from './rule-set.js';
import { SOFTWARE_APP_RULES } from './software-app.rules.js';
import { SPEAKABLE_RULES } from './speakable.rules.js';
import { VACATION_RENTAL_RULES } from './vacation-rental.rules.js';
import { VIDEO_RULES } from './video.rules.js';

/** Every rich-result rule set Google documents, plus the retired features we warn about. */
export const RICH_RESULT_RULES: readonly RuleSet[] = [
  ...ARTICLE_RULES,
  ...BREADCRUMB_RULES,
  ...CAROUSEL_RULES,
  ...COURSE_RULES,
  ...DATASET_RULES,
  ...DISCUSSION_FORUM_RULES,
  ...EDUCATION_QA_RULES,
  ...EMPLOYER_RATING_RULES,
  ...EVENT_RULES,
  ...IMAGE_METADATA_RULES,
  ...JOB_POSTING_RULES,
  ...LOCAL_BUSINESS_RULES,
  ...MATH_SOLVER_RULES,
  ...MOVIE_RULES,
  ...ORGANIZATION_RULES,
  ...PAYWALLED_CONTENT_RULES,
  ...PRODUCT_RULES,
  ...MERCHANT_POLICY_RULES,
  ...PROFILE_PAGE_RULES,
  ...QA_PAGE_RULES,
  ...RECIPE_RULES,
  ...REVIEW_SNIPPET_RULES,
  ...SOFTWARE_APP_RULES,
  ...SPEAKABLE_RULES,
  ...VACATION_RENTAL_RULES,
  ...VIDEO_RULES,
  ...RETIRED_FEATURE_RULES,
];
