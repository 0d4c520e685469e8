import { describe, expect, it } from 'vitest';
import {
  emptyEndpointForm,
  endpointBodyFromForm,
  endpointFormValues,
  parseJsonObject,
} from './endpoint-form-values';

const filled = {
  ...emptyEndpointForm,
  name: 'Support bot',
  url: 'https://bots.example.com/answer',
};

describe('endpointBodyFromForm', () => {
  it('builds the body of each auth type, dropping blank header rows', () => {
    const result = endpointBodyFromForm({
      ...filled,
      authType: 'api_key',
      header: 'X-Api-Key',
      key: 'k1',
      headers: [
        { name: 'X-Team', value: 'support' },
        { name: '', value: '' },
      ],
      defaultPayload: '{"question": "Hi"}',
    });
    expect(result).toEqual({
      ok: true,
      body: {
        name: 'Support bot',
        url: 'https://bots.example.com/answer',
        auth: { type: 'api_key', header: 'X-Api-Key', key: 'k1' },
        headers: { 'X-Team': 'support' },
        defaultPayload: { question: 'Hi' },
      },
    });
    const basic = endpointBodyFromForm({
      ...filled,
      authType: 'basic',
      username: 'ada',
      password: '',
    });
    expect(basic.ok && basic.body.auth).toEqual({ type: 'basic', username: 'ada', password: '' });
  });

  it('names each wrong field with the SPEC message', () => {
    const result = endpointBodyFromForm({
      ...emptyEndpointForm,
      url: 'not a url',
      authType: 'bearer',
      headers: [
        { name: '', value: 'orphan' },
        { name: 'X-A', value: '1' },
        { name: 'X-A', value: '2' },
      ],
      defaultPayload: '[1, 2]',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        url: 'URL must be a valid http(s) URL',
        token: 'Token is required',
        'headers.0': 'Header name is required',
        'headers.2': 'Header X-A is listed twice',
        defaultPayload: 'Must be a JSON object, such as {"input": "Hello"}',
      },
    });
  });

  it('round-trips a stored endpoint through the form', () => {
    const stored = {
      id: '11111111-2222-4333-8444-555555555555',
      name: 'Agent',
      url: 'http://127.0.0.1:8080/agent',
      auth: { type: 'basic' as const, username: 'ada', password: 'pw' },
      headers: { 'X-Env': 'staging' },
      defaultPayload: { input: 'Hello', options: { n: 2 } },
    };
    const { id, ...fields } = stored;
    expect(endpointBodyFromForm(endpointFormValues(stored))).toEqual({ ok: true, body: fields });
  });
});

describe('parseJsonObject', () => {
  it('says why text is not a JSON object', () => {
    expect(parseJsonObject('{"a": 1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJsonObject('')).toEqual({ ok: true, value: {} });
    const broken = parseJsonObject('{"a": ');
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.message).toMatch(/^Not valid JSON: /);
  });
});
