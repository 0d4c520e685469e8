import { describe, expect, it } from 'vitest';
import { guardrailCheckFixture, guardrailPolicyFixture, ids } from '../testing/entity-fixtures.js';
import { testProjectId } from '../testing/fake-api.js';
import { observeCase, type ResourceCase } from '../testing/resource-call.js';
import {
  checkGuardrails,
  createGuardrailPolicy,
  deleteGuardrailPolicy,
  listGuardrailDecisions,
  listGuardrailPolicies,
  updateGuardrailPolicy,
} from './guardrails.js';

const policyPath = `/v1/guardrails/policies/${ids.entity}`;
const fields = { name: 'Support', isDefault: true, checks: { maxLength: 4000 } };

const cases: ResourceCase[] = [
  {
    name: 'listGuardrailPolicies',
    run: (http) => listGuardrailPolicies(http),
    answer: [guardrailPolicyFixture],
    expected: { method: 'GET', path: '/v1/guardrails/policies', result: [guardrailPolicyFixture] },
  },
  {
    name: 'createGuardrailPolicy',
    run: (http) => createGuardrailPolicy(http, fields),
    answer: guardrailPolicyFixture,
    expected: { method: 'POST', path: '/v1/guardrails/policies', body: fields },
  },
  {
    name: 'updateGuardrailPolicy',
    run: (http) => updateGuardrailPolicy(http, ids.entity, fields),
    answer: guardrailPolicyFixture,
    expected: { method: 'PUT', path: policyPath, body: fields },
  },
  {
    name: 'deleteGuardrailPolicy',
    run: (http) => deleteGuardrailPolicy(http, ids.entity),
    expected: { method: 'DELETE', path: policyPath },
  },
  {
    name: 'checkGuardrails',
    run: (http) => checkGuardrails(http, { input: 'You are idiot' }),
    answer: guardrailCheckFixture,
    expected: {
      method: 'POST',
      path: '/v1/guardrails/check',
      body: { input: 'You are idiot' },
      result: guardrailCheckFixture,
    },
  },
  {
    name: 'listGuardrailDecisions',
    run: (http) => listGuardrailDecisions(http, { runId: 'run-1' }),
    answer: [],
    expected: {
      method: 'GET',
      path: '/v1/guardrails/decisions',
      query: { runId: 'run-1' },
      result: [],
    },
  },
];

describe('guardrail calls', () => {
  it.each(cases)('$name passes the project along', async (row) => {
    expect(await observeCase(row)).toMatchObject({ ...row.expected, projectId: testProjectId });
  });
});
