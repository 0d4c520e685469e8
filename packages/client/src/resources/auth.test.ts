import { describe, expect, it } from 'vitest';
import { observeCase, type ResourceCase } from '../testing/resource-call.js';
import {
  getJoinData,
  join,
  login,
  logout,
  requestPasswordReset,
  resetPassword,
  signup,
  verifyEmail,
} from './auth.js';

const credentials = { email: 'ada@example.com', password: 'correct horse' };
const token = { token: 'session' };
const joinData = { orgName: 'Acme', email: 'grace@example.com', role: 'member' };

const cases: ResourceCase[] = [
  {
    name: 'signup',
    run: (http) => signup(http, { ...credentials, name: 'Ada' }),
    answer: token,
    expected: { method: 'POST', path: '/auth/signup', body: { ...credentials, name: 'Ada' } },
  },
  {
    name: 'login',
    run: (http) => login(http, credentials),
    answer: token,
    expected: { method: 'POST', path: '/auth/login', body: credentials, result: token },
  },
  {
    name: 'logout',
    run: (http) => logout(http),
    expected: { method: 'POST', path: '/auth/logout', body: undefined, result: undefined },
  },
  {
    name: 'requestPasswordReset',
    run: (http) => requestPasswordReset(http, { email: credentials.email }),
    expected: {
      method: 'POST',
      path: '/auth/request-password-reset',
      body: { email: credentials.email },
    },
  },
  {
    name: 'resetPassword',
    run: (http) => resetPassword(http, { token: 'emailed', password: 'new password' }),
    answer: token,
    expected: { method: 'POST', path: '/auth/reset-password', result: token },
  },
  {
    name: 'verifyEmail',
    run: (http) => verifyEmail(http, { token: 'emailed' }),
    expected: { method: 'POST', path: '/auth/verify-email', body: { token: 'emailed' } },
  },
  {
    name: 'getJoinData',
    run: (http) => getJoinData(http, 'invite-token'),
    answer: joinData,
    expected: {
      method: 'GET',
      path: '/auth/join-data',
      query: { token: 'invite-token' },
      result: joinData,
    },
  },
  {
    name: 'join',
    run: (http) => join(http, { token: 'invite', name: 'Grace', password: 'long enough' }),
    answer: token,
    expected: { method: 'POST', path: '/auth/join', result: token },
  },
];

describe('auth calls', () => {
  it.each(cases)('$name calls /auth without /v1 or projectId', async (row) => {
    expect(await observeCase(row)).toMatchObject({ ...row.expected, projectId: null });
  });
});
