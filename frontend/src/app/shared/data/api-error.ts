import { HttpErrorResponse } from '@angular/common/http';
import type { ErrorBody, FieldErrors, PlanName } from '@sdn/contracts';

/** A failed request reduced to what the UI shows: the server's `error` text, field messages and plan hints. */
export interface ApiError {
  status: number;
  message: string;
  fieldErrors: Record<string, string[]>;
  /** Set when a plan limit bites (`limit_reached` / `plan_required`): the UI offers an upgrade. */
  plan: {
    reason: 'limit_reached' | 'plan_required';
    requiredPlan: PlanName | null;
    details: Record<string, unknown>;
  } | null;
}

const FALLBACK_BY_STATUS: Record<number, string> = {
  0: 'Cannot reach the service. Check your connection and try again.',
  401: 'Your session has ended. Please log in again.',
  403: 'You are not allowed to do that.',
  404: 'Not found.',
  409: 'That conflicts with the current state. Reload and try again.',
  413: 'The request is too large.',
  429: 'Too many requests. Please wait a moment.',
};

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' && value !== null && typeof (value as ErrorBody).error === 'string'
  );
}

function readFieldErrors(details: unknown): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  if (typeof details !== 'object' || details === null) return result;
  for (const [field, entry] of Object.entries(details as FieldErrors)) {
    const messages = (entry as { _errors?: unknown })?._errors;
    if (Array.isArray(messages))
      result[field] = messages.filter((m): m is string => typeof m === 'string');
  }
  return result;
}

/** A problem found in the browser before any request: a 400-style error with just a message. */
export function clientError(message: string): ApiError {
  return { status: 400, message, fieldErrors: {}, plan: null };
}

export function toApiError(error: unknown): ApiError {
  if (!(error instanceof HttpErrorResponse)) {
    return {
      status: -1,
      message: error instanceof Error ? error.message : 'Something went wrong.',
      fieldErrors: {},
      plan: null,
    };
  }
  const body: unknown = typeof error.error === 'string' ? safeParse(error.error) : error.error;
  const status = error.status;
  const serverText = isErrorBody(body) ? body.error : null;
  const details = isErrorBody(body) ? body.details : undefined;
  let plan: ApiError['plan'] = null;
  if (status === 403 && (serverText === 'limit_reached' || serverText === 'plan_required')) {
    const detailRecord = (details ?? {}) as Record<string, unknown>;
    const requiredPlan =
      serverText === 'plan_required' && typeof detailRecord['plan'] === 'string'
        ? (detailRecord['plan'] as PlanName)
        : null;
    plan = { reason: serverText, requiredPlan, details: detailRecord };
  }
  const message = plan
    ? planMessage(plan)
    : serverText || FALLBACK_BY_STATUS[status] || `Request failed (${status}).`;
  return { status, message, fieldErrors: readFieldErrors(details), plan };
}

const LIMIT_NAMES: Record<string, [one: string, many: string]> = {
  savedSchemas: ['saved schema', 'saved schemas'],
  clientSites: ['site', 'sites'],
  monthlyGenerations: ['generation a month', 'generations a month'],
  seats: ['team seat', 'team seats'],
};

function planMessage(plan: NonNullable<ApiError['plan']>): string {
  if (plan.reason === 'plan_required') {
    return `This feature needs the ${plan.requiredPlan ? capitalize(plan.requiredPlan) : 'a higher'} plan.`;
  }
  const { limit, max, plan: current } = plan.details;
  const names = typeof limit === 'string' ? (LIMIT_NAMES[limit] ?? [limit, limit]) : null;
  const planName = typeof current === 'string' ? `${capitalize(current)} plan` : 'plan';
  if (typeof max === 'number' && names) {
    return `Your ${planName} allows ${max} ${max === 1 ? names[0] : names[1]}, and that limit is reached.`;
  }
  return `Your ${planName}'s limit is reached.`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
