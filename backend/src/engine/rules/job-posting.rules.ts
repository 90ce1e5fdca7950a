import { childPath } from '../validation/json-ld-node.js';
import { isMissing } from './rich-result-checker.js';
import type { CustomCheck, RuleSet } from './rule-set.js';

// Google's page read 2026-11-26 (stored copy: opening sections and examples), cited below.
// https://developers.google.com/search/docs/appearance/structured-data/job-posting
// JobPosting: datePosted, description, hiringOrganization, title, and jobLocation unless the job is fully remote
// (jobLocationType TELECOMMUTE), in which case applicantLocationRequirements is required instead.
const DOCS = 'https://developers.google.com/search/docs/appearance/structured-data/job-posting';

const locationOrRemote: CustomCheck = (node, path, { report }, rule) => {
  const remote = String(node.jobLocationType ?? '').toUpperCase() === 'TELECOMMUTE';
  if (!remote && isMissing(node.jobLocation)) {
    report.blocking(
      `${childPath(path, 'jobLocation', null)}: missing required property "jobLocation" for the ${rule.feature} rich result. Add a Place with an address, or set "jobLocationType": "TELECOMMUTE" for remote jobs.`,
    );
  }
  if (remote && isMissing(node.applicantLocationRequirements)) {
    report.blocking(
      `${childPath(path, 'applicantLocationRequirements', null)}: remote jobs need "applicantLocationRequirements" (e.g. { "@type": "Country", "name": "USA" }) for the ${rule.feature} rich result.`,
    );
  }
};

export const JOB_POSTING_RULES: RuleSet[] = [
  {
    id: 'job-posting',
    feature: 'Job posting',
    docs: DOCS,
    types: ['JobPosting'],
    required: ['datePosted:dateTime', 'description:text', 'hiringOrganization', 'title:text'],
    recommended: ['validThrough:dateTime', 'employmentType', 'baseSalary', 'identifier', 'directApply:boolean'],
    // jobLocation is required unless the job is fully remote; the check knows the exception, the builder asks for it.
    checkedRequired: ['jobLocation'],
    checks: [locationOrRemote],
    nested: { hiringOrganization: ['hiring-organization'], jobLocation: ['job-location'], baseSalary: ['job-salary'] },
  },
  {
    id: 'hiring-organization',
    feature: 'Job posting',
    docs: `${DOCS}#hiring-organization`,
    types: ['Organization'],
    nestedOnly: true,
    required: ['name:text'],
    recommended: ['sameAs:url', 'logo:url'],
  },
  {
    id: 'job-location',
    feature: 'Job posting',
    docs: `${DOCS}#job-location`,
    types: ['Place'],
    nestedOnly: true,
    required: ['address'],
    nested: { address: ['job-address'] },
  },
  {
    id: 'job-address',
    feature: 'Job posting',
    docs: `${DOCS}#job-location`,
    types: ['PostalAddress'],
    nestedOnly: true,
    // Google: when jobLocation is used, its address must include addressCountry.
    required: ['addressCountry:country'],
    recommended: ['streetAddress:text', 'addressLocality:text', 'addressRegion:text', 'postalCode:text'],
  },
  {
    id: 'job-salary',
    feature: 'Job posting',
    docs: `${DOCS}#base-salary`,
    types: ['MonetaryAmount'],
    nestedOnly: true,
    required: ['currency:currency', 'value'],
  },
];
