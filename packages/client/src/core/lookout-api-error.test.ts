import { describe, expect, it } from 'vitest';
import { LookoutApiError, planLimitFeature, readApiErrorBody } from './lookout-api-error.js';

describe('readApiErrorBody', () => {
  it('keeps the known fields of an error body', () => {
    expect(
      readApiErrorBody({ error: 'E', message: 'M', code: 'plan_limit', feature: 'projects', x: 1 }),
    ).toEqual({ error: 'E', message: 'M', code: 'plan_limit', feature: 'projects' });
  });

  it('drops codes it does not know and fields of the wrong type', () => {
    expect(readApiErrorBody({ error: 3, message: 'M', code: 'made_up' })).toEqual({ message: 'M' });
    expect(readApiErrorBody('oops')).toEqual({});
    expect(readApiErrorBody(null)).toEqual({});
  });
});

describe('planLimitFeature', () => {
  it('names the feature of a plan limit error only', () => {
    const limit = new LookoutApiError({
      status: 403,
      title: 'Plan limit reached',
      message: 'The free plan allows 3 projects.',
      code: 'plan_limit',
      feature: 'projects',
    });
    const other = new LookoutApiError({ status: 403, title: 'Forbidden', message: 'No.' });
    expect(planLimitFeature(limit)).toBe('projects');
    expect(planLimitFeature(other)).toBeUndefined();
    expect(planLimitFeature(new Error('x'))).toBeUndefined();
  });

  it('names the feature a plan lacks, so the upgrade dialog marks its row', () => {
    const required = new LookoutApiError({
      status: 403,
      title: 'Upgrade required',
      message: 'Custom dashboards: not included in the Free plan. Upgrade to Team or Enterprise.',
      code: 'plan_required',
      feature: 'dashboards',
    });
    expect(planLimitFeature(required)).toBe('dashboards');
  });

  it('is an Error whose message is the server message', () => {
    const error = new LookoutApiError({ status: 404, title: 'Not found', message: 'No view.' });
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('No view.');
    expect(error.name).toBe('LookoutApiError');
    expect(error.signedOut).toBe(false);
  });
});
