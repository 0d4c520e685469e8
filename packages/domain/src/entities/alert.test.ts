import { describe, expect, it } from 'vitest';
import { alertFieldsProblem, alertFieldsSchema, isAllowedWebhookUrl } from './alert.js';

describe('alert fields', () => {
  it('fills defaults for a minimal alert', () => {
    expect(
      alertFieldsSchema.parse({ name: 'Errors', metric: 'errors', windowMinutes: 5, threshold: 3 }),
    ).toMatchObject({ comparison: 'above', emails: [], webhook: null, filters: '', enabled: true });
  });

  it.each([4, 1441, 7.5])('refuses a window of %s minutes', (windowMinutes) => {
    const result = alertFieldsSchema.safeParse({
      name: 'Errors',
      metric: 'errors',
      windowMinutes,
      threshold: 1,
    });
    expect(result.success).toBe(false);
  });

  it.each([
    ['https://hooks.example.com/a?b=1', true],
    ['http://127.0.0.1:4000/hook', true],
    ['http://localhost/hook', true],
    ['http://[::1]:8080/', true],
    ['http://hooks.example.com/a', false],
    ['ftp://example.com', false],
    ['https://user:pw@example.com', false],
    ['not a url', false],
    ['http://127.0.0.1:99999/', false],
  ])('webhook %s allowed: %s', (url, allowed) => {
    expect(isAllowedWebhookUrl(url)).toBe(allowed);
  });

  it('ties the evaluator to its metric and keeps rate thresholds within 0–1', () => {
    expect(
      alertFieldsProblem({ metric: 'evaluator_failure_rate', evaluatorId: null, threshold: 0.1 }),
    ).toEqual(['evaluatorId', expect.any(String)]);
    expect(alertFieldsProblem({ metric: 'error_rate', evaluatorId: null, threshold: 5 })).toEqual([
      'threshold',
      expect.any(String),
    ]);
    expect(alertFieldsProblem({ metric: 'cost', evaluatorId: null, threshold: 5 })).toBeNull();
  });
});
