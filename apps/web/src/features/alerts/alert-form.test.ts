import { describe, expect, it } from 'vitest';
import { alertBody, formValues } from './alert-form';

describe('alert form', () => {
  it('sends a rate typed in percent as a share, and lists the recipients', () => {
    const result = alertBody({
      ...formValues(),
      name: 'Errors',
      threshold: '12.5',
      emails: 'ada@example.com, bob@example.com',
      webhookUrl: 'https://hooks.example.com/x',
    });
    expect(result.body).toMatchObject({
      threshold: 0.125,
      emails: ['ada@example.com', 'bob@example.com'],
      webhook: { url: 'https://hooks.example.com/x', format: 'json' },
    });
  });

  it('names each bad field', () => {
    expect(alertBody({ ...formValues(), name: '', windowMinutes: '2' }).problems).toMatchObject({
      name: expect.any(String),
      windowMinutes: expect.stringContaining('5 minutes'),
    });
    expect(alertBody({ ...formValues(), name: 'x', threshold: '150' }).problems).toEqual({
      threshold: 'A rate is between 0 and 100 %',
    });
    expect(
      alertBody({ ...formValues(), name: 'x', webhookUrl: 'http://example.com/hook' }).problems,
    ).toMatchObject({ webhook: expect.stringContaining('https') });
  });

  it('reads an alert back with its rate in percent', () => {
    const values = formValues({
      id: '00000000-0000-4000-8000-000000000001',
      state: 'ok',
      lastValue: null,
      lastError: null,
      lastEvaluatedAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      name: 'E',
      metric: 'error_rate',
      evaluatorId: null,
      filters: '',
      windowMinutes: 10,
      comparison: 'above',
      threshold: 0.05,
      emails: [],
      webhook: null,
      enabled: true,
    });
    expect(values).toMatchObject({ threshold: '5', windowMinutes: '10' });
  });
});
