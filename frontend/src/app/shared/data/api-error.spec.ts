import { HttpErrorResponse } from '@angular/common/http';
import { clientError, toApiError } from './api-error';

describe('toApiError', () => {
  it('uses the server error text and per-field details', () => {
    const error = toApiError(
      new HttpErrorResponse({
        status: 400,
        error: {
          error: 'Validation failed',
          details: {
            email: { _errors: ['Invalid email'] },
            password: { _errors: ['Too short', 'Mix letters'] },
          },
        },
      }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe('Validation failed');
    expect(error.fieldErrors).toEqual({
      email: ['Invalid email'],
      password: ['Too short', 'Mix letters'],
    });
    expect(error.plan).toBeNull();
  });

  it('recognises a plan limit and the plan a feature needs', () => {
    const limit = toApiError(
      new HttpErrorResponse({
        status: 403,
        error: {
          error: 'limit_reached',
          details: { limit: 'savedSchemas', max: 5, used: 5, plan: 'free' },
        },
      }),
    );
    expect(limit.plan?.reason).toBe('limit_reached');
    expect(limit.plan?.requiredPlan).toBeNull();
    expect(limit.message).toBe('Your Free plan allows 5 saved schemas, and that limit is reached.');

    const plan = toApiError(
      new HttpErrorResponse({
        status: 403,
        error: { error: 'plan_required', details: { plan: 'agency' } },
      }),
    );
    expect(plan.plan).toEqual({
      reason: 'plan_required',
      requiredPlan: 'agency',
      details: { plan: 'agency' },
    });
    expect(plan.message).toBe('This feature needs the Agency plan.');
  });

  it('falls back to a clear message when the body has no error text', () => {
    expect(
      toApiError(new HttpErrorResponse({ status: 0, error: new ProgressEvent('error') })).message,
    ).toMatch(/Cannot reach the service/);
    expect(
      toApiError(new HttpErrorResponse({ status: 502, error: '<html>Bad gateway</html>' })).message,
    ).toBe('Request failed (502).');
    expect(
      toApiError(
        new HttpErrorResponse({
          status: 409,
          error: JSON.stringify({ error: 'Cannot pause a draft schema' }),
        }),
      ).message,
    ).toBe('Cannot pause a draft schema');
  });
});

describe('clientError', () => {
  it('is a 400 with just the message: no field errors, no plan', () => {
    expect(clientError('Enter your email and password.')).toEqual({
      status: 400,
      message: 'Enter your email and password.',
      fieldErrors: {},
      plan: null,
    });
  });
});
