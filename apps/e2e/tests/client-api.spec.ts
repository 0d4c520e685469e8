import { randomUUID } from 'node:crypto';
import {
  createLookoutClient,
  LookoutApiError,
  type LookoutClientOptions,
  type LookoutNotification,
  planLimitFeature,
  type SignedOutReason,
} from '@lookout/client';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts.js';
import { lunaryFor } from '../support/ingest.js';
import { confirmPayment } from '../support/payments.js';

// Issue 6: @lookout/client used from Node, as a service would use it, against the production
// server (its unit tests only see a mocked fetch). Each step builds on the account, projects and
// runs of the ones before, so it is one test with steps. No browser is started.
test.describe.configure({ mode: 'serial' });

const account = {
  name: 'Grace Hopper',
  email: uniqueEmail('grace'),
  password: 'nanoseconds 1906',
};

/** Where the client sends its token and project, changed as the test signs in and picks one. */
interface Session {
  token: string | null;
  projectId: string | null;
}

/**
 * A Lookout client from Node pointed at the server under test, with what it reports to its app
 * (sign-outs and notifications) recorded.
 */
function nodeClient(
  baseUrl: string,
  session: Session,
  options: Partial<LookoutClientOptions> = {},
) {
  const signedOut: SignedOutReason[] = [];
  const notices: LookoutNotification[] = [];
  const client = createLookoutClient({
    baseUrl,
    getToken: () => session.token,
    getProjectId: () => session.projectId,
    onSignedOut: (reason) => signedOut.push(reason),
    onNotify: (notice) => notices.push(notice),
    ...options,
  });
  return { client, signedOut, notices };
}

/** The error `call` fails with; fails the test when the call succeeds. */
async function failure(call: Promise<unknown>): Promise<LookoutApiError> {
  const outcome = await call.then(
    (value) => ({ failed: false as const, value }),
    (error: unknown) => ({ failed: true as const, error }),
  );
  if (!outcome.failed) throw new Error(`Expected the call to fail; it answered ${outcome.value}`);
  expect(outcome.error).toBeInstanceOf(LookoutApiError);
  return outcome.error as LookoutApiError;
}

/** The body of a failed answer, read straight from the server to compare with the client's error. */
async function rawFailure(
  url: string,
  init: RequestInit,
): Promise<{ error: string; message: string }> {
  const response = await fetch(url, init);
  expect(response.ok).toBe(false);
  return (await response.json()) as { error: string; message: string };
}

/** The data lines of a CSV export, by the run id in their first column (no value here has a line break). */
function csvRows(text: string): { header: string; byId: Map<string, string> } {
  const [header = '', ...lines] = text.split('\r\n').filter(Boolean);
  return { header, byId: new Map(lines.map((line) => [line.split(',')[0] ?? '', line])) };
}

test('@lookout/client in Node signs up, manages projects and views, reads, rates, shares and exports runs', async ({
  baseURL,
  request,
}) => {
  test.setTimeout(60_000);
  if (!baseURL) throw new Error('baseURL is not set');
  const session: Session = { token: null, projectId: null };
  const { client: lookout, signedOut, notices } = nodeClient(baseURL, session);
  const projects = { first: '', second: '' };
  const keys = { public: '', private: '' };
  const runIds = { sprint: randomUUID(), compiler: randomUUID(), moth: randomUUID() };
  let orgId = '';

  await test.step('signs up and reads the user and the org', async () => {
    const { token } = await lookout.auth.signup({
      ...account,
      orgName: 'Harvard Mark I',
      projectName: 'Compiler',
    });
    expect(token).not.toBe('');
    session.token = token;

    const user = await lookout.account.getUser();
    expect(user).toMatchObject({ email: account.email, name: account.name, role: 'owner' });
    expect(user.verified).toBe(false);
    const org = await lookout.account.getOrg();
    expect(org).toMatchObject({ id: user.orgId, name: 'Harvard Mark I', plan: 'free' });
    orgId = org.id;
  });

  await test.step('lists and creates projects, up to the free plan’s limit', async () => {
    const [first, ...others] = await lookout.projects.list();
    expect(first?.name).toBe('Compiler');
    expect(others).toEqual([]);
    projects.first = first?.id ?? '';

    const linker = await lookout.projects.create({ name: 'Linker' });
    const loader = await lookout.projects.create({ name: 'Loader' });
    projects.second = linker.id;
    expect((await lookout.projects.list()).map((project) => project.id)).toEqual([
      projects.first,
      linker.id,
      loader.id,
    ]);

    const limit = await failure(lookout.projects.create({ name: 'Assembler' }));
    expect(limit.status).toBe(403);
    expect(planLimitFeature(limit)).toBe('projects');
    expect(notices.at(-1)).toEqual({ title: limit.title, message: limit.message, color: 'red' });
    expect(await lookout.projects.list()).toHaveLength(3);
    session.projectId = projects.first;
  });

  await test.step('reads the project’s public and private keys', async () => {
    const apiKeys = await lookout.projects.listApiKeys(projects.first);
    keys.public = apiKeys.find((key) => key.type === 'public')?.key ?? '';
    keys.private = apiKeys.find((key) => key.type === 'private')?.key ?? '';
    expect(keys.public).not.toBe('');
    expect(keys.private).not.toBe('');
    expect(keys.public).not.toBe(keys.private);
    const other = await lookout.projects.listApiKeys(projects.second);
    expect(other.find((key) => key.type === 'public')?.key).not.toBe(keys.public);
  });

  await test.step('lists and counts the runs Lunary sent with the public key', async () => {
    const lunary = lunaryFor(baseURL, keys.public);
    const calls = [
      {
        runId: runIds.sprint,
        model: 'gpt-4o',
        input: 'Plan the sprint',
        output: 'Three stories.',
        prompt: 4_000,
        completion: 1_000,
      },
      {
        runId: runIds.compiler,
        model: 'gpt-4o',
        input: 'Name the compiler',
        output: 'A-0.',
        prompt: 50,
        completion: 5,
      },
      {
        runId: runIds.moth,
        model: 'claude-3-5-sonnet',
        input: 'Find the moth',
        prompt: 20,
        completion: 0,
      },
    ];
    for (const call of calls) {
      lunary.trackEvent('llm', 'start', {
        runId: call.runId,
        name: call.model,
        input: call.input,
        userId: 'user-grace',
        tags: ['client-api'],
      });
      if (call.output) {
        lunary.trackEvent('llm', 'end', {
          runId: call.runId,
          output: call.output,
          tokensUsage: { prompt: call.prompt, completion: call.completion },
        });
      } else {
        lunary.trackEvent('llm', 'error', {
          runId: call.runId,
          error: { message: 'Relay 70 stuck' },
        });
      }
    }
    await lunary.flush();
    await expect
      .poll(async () => (await lookout.runs.count({ type: 'llm' })).count, { timeout: 10_000 })
      .toBe(3);

    const all = await lookout.runs.list({ type: 'llm' });
    expect(all).toMatchObject({ page: 0, limit: 30 });
    expect(all.data.map((run) => run.id).sort()).toEqual(Object.values(runIds).sort());

    // Sorted by cost, highest first: the 5,000-token sprint plan leads.
    const byCost = await lookout.runs.list({
      type: 'llm',
      sortField: 'cost',
      sortDirection: 'desc',
    });
    expect(byCost.data[0]?.id).toBe(runIds.sprint);

    const pageOne = await lookout.runs.list({ type: 'llm', limit: 2, page: 0 });
    const pageTwo = await lookout.runs.list({ type: 'llm', limit: 2, page: 1 });
    expect(pageOne.data).toHaveLength(2);
    expect(pageTwo.data).toHaveLength(1);
    expect(new Set([...pageOne.data, ...pageTwo.data].map((run) => run.id)).size).toBe(3);

    // Filters as a bar object and as a filter string; search in input and output.
    const failed = await lookout.runs.list({
      type: 'llm',
      filters: { operator: 'AND', filters: [{ id: 'status', params: ['error'] }] },
    });
    expect(failed.data.map((run) => run.id)).toEqual([runIds.moth]);
    expect((await lookout.runs.count({ type: 'llm', filters: 'models=gpt-4o' })).count).toBe(2);
    const searched = await lookout.runs.list({ type: 'llm', search: '  sprint ' });
    expect(searched.data.map((run) => run.id)).toEqual([runIds.sprint]);

    // Another project, through the call option: none of these runs.
    expect((await lookout.runs.count({ type: 'llm' }, { projectId: projects.second })).count).toBe(
      0,
    );

    // A Node service signed in with the private key reads the same project.
    const service = nodeClient(baseURL, { token: keys.private, projectId: projects.first });
    expect((await service.client.runs.count({ type: 'llm' })).count).toBe(3);
  });

  await test.step('reads a run’s detail and its trace', async () => {
    const run = await lookout.runs.get(runIds.sprint);
    expect(run).toMatchObject({
      id: runIds.sprint,
      projectId: projects.first,
      type: 'llm',
      name: 'gpt-4o',
      status: 'success',
      userId: 'user-grace',
      tags: ['client-api'],
      promptTokens: 4_000,
      completionTokens: 1_000,
      feedback: null,
      isPublic: false,
    });
    expect(JSON.stringify(run.input)).toContain('Plan the sprint');
    expect(JSON.stringify(run.output)).toContain('Three stories.');
    expect(run.cost).toBeGreaterThan(0);

    const failedRun = await lookout.runs.get(runIds.moth);
    expect(failedRun.status).toBe('error');
    expect(failedRun.error?.message).toBe('Relay 70 stuck');

    const tree = await lookout.runs.getTree(runIds.sprint);
    expect(tree).toMatchObject({ id: runIds.sprint, children: [] });

    const missing = await failure(lookout.runs.get(randomUUID()));
    expect(missing.status).toBe(404);
  });

  await test.step('rates a run with a thumb and a comment', async () => {
    expect(await lookout.runs.getFeedback(runIds.compiler)).toBeNull();
    const rated = await lookout.runs.updateFeedback(runIds.compiler, {
      thumb: 'down',
      comment: 'It was called A-0 System',
    });
    expect(rated.feedback).toEqual({ thumb: 'down', comment: 'It was called A-0 System' });
    // `thumbs` repeats the thumb for the Lunary SDK's getFeedback.
    expect(await lookout.runs.getFeedback(runIds.compiler)).toEqual({
      thumb: 'down',
      thumbs: 'down',
      comment: 'It was called A-0 System',
    });
    const thumbsDown = await lookout.runs.list({ type: 'llm', filters: 'feedback=down' });
    expect(thumbsDown.data.map((run) => run.id)).toEqual([runIds.compiler]);
  });

  await test.step('shares a run by link and stops sharing it', async () => {
    const visitor = nodeClient(baseURL, { token: null, projectId: null });
    const hidden = await failure(visitor.client.runs.get(runIds.sprint));
    expect(hidden.status).toBe(404);

    const shared = await lookout.runs.updateVisibility(runIds.sprint, 'public');
    expect(shared.isPublic).toBe(true);
    const seen = await visitor.client.runs.getPublic(runIds.sprint);
    expect(seen).toMatchObject({ id: runIds.sprint, name: 'gpt-4o' });
    expect(JSON.stringify(seen.output)).toContain('Three stories.');
    // A shared run reveals nothing else of the project.
    expect((await failure(visitor.client.runs.getPublic(runIds.compiler))).status).toBe(404);

    expect((await lookout.runs.updateVisibility(runIds.sprint, 'private')).isPublic).toBe(false);
    expect((await failure(visitor.client.runs.get(runIds.sprint))).status).toBe(404);
    expect(visitor.signedOut).toEqual([]);
  });

  await test.step('creates, lists, renames and deletes saved views', async () => {
    expect(await lookout.views.list()).toEqual([]);
    const failures = await lookout.views.create({
      name: 'Failures',
      icon: 'IconBug',
      data: 'status=error',
      type: 'llm',
    });
    expect(failures).toMatchObject({
      name: 'Failures',
      icon: 'IconBug',
      data: 'status=error',
      type: 'llm',
    });
    const costly = await lookout.views.create({
      name: 'Big spenders',
      data: 'models=gpt-4o',
      type: 'trace',
    });
    expect(costly.icon).toBeNull();
    expect((await lookout.views.list()).map((view) => view.name)).toEqual([
      'Big spenders',
      'Failures',
    ]);
    expect(await lookout.views.get(failures.id)).toEqual(failures);
    // Views belong to their project.
    expect(await lookout.views.list({ projectId: projects.second })).toEqual([]);

    const renamed = await lookout.views.update(failures.id, {
      name: 'All failed calls',
      icon: 'IconFlame',
    });
    expect(renamed).toMatchObject({
      id: failures.id,
      name: 'All failed calls',
      icon: 'IconFlame',
      data: 'status=error',
    });
    const refiltered = await lookout.views.update(failures.id, {
      data: 'status=error&models=claude-3-5-sonnet',
    });
    expect(refiltered.data).toBe('status=error&models=claude-3-5-sonnet');
    expect((await lookout.views.list()).map((view) => view.name)).toEqual([
      'All failed calls',
      'Big spenders',
    ]);

    await expect(lookout.views.delete(costly.id)).resolves.toBeUndefined();
    expect((await lookout.views.list()).map((view) => view.id)).toEqual([failures.id]);
    expect((await failure(lookout.views.get(costly.id))).status).toBe(404);
  });

  await test.step('exports a filtered selection through a download token', async () => {
    // CSV and JSONL exports are a Team plan feature on the cloud edition.
    const refused = await failure(lookout.runs.export({ type: 'llm', format: 'csv' }));
    expect(refused.status).toBe(403);
    expect(planLimitFeature(refused)).toBe('exports');
    await confirmPayment(request, orgId);
    const csvUrl = await lookout.runs.export({
      format: 'csv',
      type: 'llm',
      filters: 'models=gpt-4o',
    });
    expect(csvUrl.startsWith(`${baseURL}/v1/runs/download/`)).toBe(true);
    // The signed link is the credential: fetched as is, without a token.
    const csv = await fetch(csvUrl);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const { header, byId } = csvRows(await csv.text());
    expect(header.startsWith('id,type,name,status,')).toBe(true);
    expect([...byId.keys()].sort()).toEqual([runIds.sprint, runIds.compiler].sort());
    expect(byId.get(runIds.compiler)).toContain(',down,It was called A-0 System,');

    const jsonlUrl = await lookout.runs.export({
      format: 'jsonl',
      type: 'llm',
      filters: { operator: 'AND', filters: [{ id: 'status', params: ['error'] }] },
    });
    const lines = (await (await fetch(jsonlUrl)).text()).split('\n').filter(Boolean);
    expect(lines.map((line) => (JSON.parse(line) as { id: string }).id)).toEqual([runIds.moth]);
  });

  await test.step('a failed call throws the server’s error and notifies it', async () => {
    const before = notices.length;
    const body = { name: 'Sometimes', data: 'status=sometimes', type: 'llm' } as const;
    const error = await failure(lookout.views.create(body));
    const answer = await rawFailure(`${baseURL}/v1/views?projectId=${projects.first}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(error.status).toBe(400);
    expect(error.title).toBe(answer.error);
    expect(error.message).toBe(answer.message);
    expect(error.message).toMatch(/^data: .*Status/);
    expect(notices.slice(before)).toEqual([
      { title: answer.error, message: answer.message, color: 'red' },
    ]);
    // `silent` throws the same error without the notification.
    await failure(lookout.views.create(body, { silent: true }));
    expect(notices).toHaveLength(before + 1);
    expect(signedOut).toEqual([]);
  });

  await test.step('an invalid token signs out silently', async () => {
    const stranger = nodeClient(baseURL, {
      token: 'not-a-session-token',
      projectId: projects.first,
    });
    const error = await failure(stranger.client.account.getUser());
    expect(error).toMatchObject({ status: 401, title: 'Invalid access token', signedOut: true });
    expect(stranger.signedOut).toEqual(['invalid-access-token']);
    expect(stranger.notices).toEqual([]);
  });

  await test.step('a wrong password fails on the login page without signing out', async () => {
    const wrong = { email: account.email, password: 'not my password' };
    const answer = await rawFailure(`${baseURL}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(wrong),
    });
    const onLoginPage = nodeClient(
      baseURL,
      { token: null, projectId: null },
      { isOnLoginPage: () => true },
    );
    const error = await failure(onLoginPage.client.auth.login(wrong));
    expect(error).toMatchObject({ status: 401, message: answer.message, signedOut: false });
    expect(onLoginPage.signedOut).toEqual([]);
    expect(onLoginPage.notices).toEqual([
      { title: answer.error, message: answer.message, color: 'red' },
    ]);

    // Anywhere else, a 401 ends the session.
    const elsewhere = nodeClient(baseURL, { token: null, projectId: null });
    expect((await failure(elsewhere.client.auth.login(wrong))).signedOut).toBe(true);
    expect(elsewhere.signedOut).toEqual(['unauthorized']);
  });

  await test.step('signs out, after which the old token signs out silently', async () => {
    const { token } = await lookout.auth.login({
      email: account.email,
      password: account.password,
    });
    session.token = token;
    expect((await lookout.account.getUser()).email).toBe(account.email);
    await expect(lookout.auth.logout()).resolves.toBeUndefined();
    const error = await failure(lookout.account.getUser());
    expect(error.status).toBe(401);
    expect(error.signedOut).toBe(true);
    expect(signedOut).toEqual(['invalid-access-token']);
  });
});
