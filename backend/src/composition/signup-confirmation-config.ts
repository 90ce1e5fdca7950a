import Joi from 'joi';

/**
 * `required`: sign-up answers alike for every address and mails a link (built on `linkBaseUrl`, the public origin);
 * `off`: the account opens at once. `reason` is for the start-up log line.
 */
export type SignupConfirmationConfig =
  { required: true; linkBaseUrl: string; ttlHours: number; reason: string } | { required: false; ttlHours: number; reason: string };

export const SIGNUP_CONFIRMATION_ENV = {
  SIGNUP_CONFIRMATION: Joi.string().valid('required', 'off').empty(''),
  SIGNUP_CONFIRMATION_TTL_HOURS: Joi.number()
    .min(0.0001)
    .max(24 * 7)
    .default(24),
};

function smtpConfigured(env: Record<string, unknown>): boolean {
  return Boolean(env.SMTP_URL || env.SMTP_HOST);
}

function isRequired(env: Record<string, unknown>): boolean {
  return env.SIGNUP_CONFIRMATION ? env.SIGNUP_CONFIRMATION === 'required' : smtpConfigured(env);
}

/**
 * Links in the mails are built from PUBLIC_BASE_URL, never from a request's Host header (a forged Host would mail
 * the owner of the address a link to someone else's server, token included).
 */
export function signupConfirmationEnvProblem(env: Record<string, unknown>): string | null {
  if (!isRequired(env) || env.PUBLIC_BASE_URL) return null;
  const why = env.SIGNUP_CONFIRMATION
    ? 'SIGNUP_CONFIRMATION=required'
    : 'SMTP is configured, so sign-up confirmation is required by default: it';
  return `${why} needs PUBLIC_BASE_URL (the origin of the emailed links), or set SIGNUP_CONFIRMATION=off`;
}

export function signupConfirmationConfigFrom(value: Record<string, unknown>): SignupConfirmationConfig {
  const required = isRequired(value);
  const reason = value.SIGNUP_CONFIRMATION
    ? `SIGNUP_CONFIRMATION=${String(value.SIGNUP_CONFIRMATION)}`
    : smtpConfigured(value)
      ? 'default with SMTP configured: new addresses confirm by email, registered ones cannot be probed'
      : 'default without SMTP: nobody would receive the links, so new accounts open at once (set SMTP_URL or SIGNUP_CONFIRMATION=required)';
  const ttlHours = Number(value.SIGNUP_CONFIRMATION_TTL_HOURS);
  // `required` without PUBLIC_BASE_URL never gets here: signupConfirmationEnvProblem stops the start first.
  return required && value.PUBLIC_BASE_URL
    ? { required, reason, ttlHours, linkBaseUrl: new URL(String(value.PUBLIC_BASE_URL)).origin }
    : { required: false, reason, ttlHours };
}
