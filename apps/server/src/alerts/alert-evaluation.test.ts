import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AlertEvent, SavedAlertResponse } from '@lookout/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner, type JobRunnerOptions } from '../jobs/job-runner.js';
import { openSignedUpApp, type SignedUpApp } from '../testing/signed-up-app.js';
import { json } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { findAlert } from './alert.repository.js';
import {
  type AlertEvaluationDependencies,
  alertJobs,
  evaluateAlert,
} from './evaluate-alerts.job.js';
import { verifyWebhookSignature } from './webhook-signature.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const fast: JobRunnerOptions = {
  pollIntervalMs: 25,
  leaseMs: 2_000,
  retryBackoff: { firstMs: 20, maxMs: 50 },
  stopGraceMs: 5_000,
  scheduleIntervalMs: 50,
  log: quiet,
};

async function waitFor<T>(check: () => Promise<T> | T, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value) return value;
    await sleep(50);
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

/** A webhook receiver on 127.0.0.1 that records each POST and answers `status`. */
interface Receiver {
  url: string;
  received: { headers: Record<string, string>; body: string }[];
  status: number;
  stop(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const receiver = { received: [], status: 200 } as unknown as Receiver;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      receiver.received.push({
        headers: request.headers as Record<string, string>,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(receiver.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  receiver.stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}

describe.each(testDatabaseTargets())('alert evaluation on $kind', { timeout: 60_000 }, (target) => {
  let setup: SignedUpApp;
  let receiver: Receiver;
  let deps: AlertEvaluationDependencies;
  const runners: JobRunner<ReturnType<typeof alertJobs>>[] = [];
  /** Starts the alert jobs on the test database; `overrides` replace some of their dependencies. */
  const startRunner = (overrides: Partial<AlertEvaluationDependencies> = {}) => {
    const runner = new JobRunner(setup.database.db, alertJobs({ ...deps, ...overrides }), fast);
    runners.push(runner);
    runner.start();
    return runner;
  };
  const scoped = (path: string) => `${path}?projectId=${setup.owner.projectId}`;

  beforeAll(async () => {
    setup = await openSignedUpApp(target, { betaOrgs: 'all' });
    receiver = await startReceiver();
    const { context } = setup.api;
    deps = {
      db: setup.database.db,
      mailer: context.mailer,
      providerKeyCipher: context.providerKeyCipher,
      appUrl: context.config.appUrl,
      outboundPrivateNetwork: context.config.outboundPrivateNetwork,
      betaOrgs: 'all',
      everySeconds: 0.05,
    };
  }, 60_000);
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    receiver.received.length = 0;
    receiver.status = 200;
  });
  afterAll(async () => {
    await receiver?.stop();
    await setup?.database.close();
  });

  async function createAlert(body: Record<string, unknown>) {
    const response = await setup.api.call('POST', scoped('/v1/alerts'), {
      token: setup.owner.token,
      body: {
        name: 'Too many errors',
        metric: 'error_rate',
        windowMinutes: 5,
        threshold: 0.5,
        emails: [setup.owner.email],
        webhook: { url: receiver.url },
        ...body,
      },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as SavedAlertResponse;
  }

  /** Ingests finished LLM calls through the SDK route, `failed` of them with an error. */
  async function ingest(ok: number, failed: number, name = 'chat') {
    const at = Date.now();
    const events = [
      ...Array.from({ length: ok }, () => randomUUID()).flatMap((runId) => [
        { event: 'start', type: 'llm', runId, timestamp: at, name, input: 'Hi' },
        { event: 'end', type: 'llm', runId, timestamp: at + 20, output: 'Hello' },
      ]),
      ...Array.from({ length: failed }, () => randomUUID()).flatMap((runId) => [
        { event: 'start', type: 'llm', runId, timestamp: at, name, input: 'Hi' },
        { event: 'error', type: 'llm', runId, timestamp: at + 20, error: { message: 'boom' } },
      ]),
    ];
    const response = await setup.api.call('POST', '/v1/runs/ingest', {
      token: setup.keys.public,
      body: { events },
    });
    expect(response.status).toBe(200);
  }

  const mails = (subjectPart: string) =>
    setup.database.db
      .selectFrom('outbox_email')
      .select(['subject', 'text_body'])
      .where('to_address', '=', setup.owner.email)
      .where('subject', 'like', `%${subjectPart}%`)
      .execute();
  const webhookTypes = () =>
    receiver.received.map((request) => (JSON.parse(request.body) as { type: string }).type);
  const events = (alertId: string) =>
    json<AlertEvent[]>(
      setup.api.call('GET', scoped(`/v1/alerts/${alertId}/events`), { token: setup.owner.token }),
    );

  it('fires once on a high error rate (signed webhook and mail), survives a restart without sending again, then resolves', async () => {
    const alert = await createAlert({ name: 'Error spike', filters: 'names=spike' });
    await ingest(0, 3, 'spike');
    let runner = startRunner();
    await waitFor(() => webhookTypes().includes('alert.fired'), 'the fired webhook');
    await waitFor(async () => (await mails('"Error spike" is firing')).length > 0, 'the mail');

    const [request] = receiver.received;
    if (!request || !alert.webhookSecret) throw new Error('no webhook or secret');
    expect(
      verifyWebhookSignature(
        alert.webhookSecret,
        request.body,
        request.headers['x-lookout-timestamp'] ?? '',
        request.headers['x-lookout-signature'] ?? '',
      ),
    ).toBe(true);
    expect(
      verifyWebhookSignature(
        'whsec_wrong',
        request.body,
        request.headers['x-lookout-timestamp'] ?? '',
        request.headers['x-lookout-signature'] ?? '',
      ),
    ).toBe(false);
    expect(JSON.parse(request.body)).toMatchObject({
      type: 'alert.fired',
      value: 1,
      alert: { id: alert.id, metric: 'error_rate', threshold: 0.5 },
    });

    await waitFor(async () => {
      const [event] = await events(alert.id);
      return event?.deliveries.every((delivery) => delivery.status === 'sent');
    }, 'the fired notifications recorded as sent');
    // A restart: a new runner evaluates the still-firing alert several more times.
    await runner.stop();
    const evaluatedBefore = (await findAlert(setup.database.db, setup.owner.projectId, alert.id))
      ?.last_evaluated_at;
    runner = startRunner();
    await waitFor(async () => {
      const row = await findAlert(setup.database.db, setup.owner.projectId, alert.id);
      return row?.last_evaluated_at && evaluatedBefore && row.last_evaluated_at > evaluatedBefore;
    }, 'an evaluation after the restart');
    await sleep(300);
    expect(webhookTypes().filter((type) => type === 'alert.fired')).toHaveLength(1);
    expect(await mails('"Error spike" is firing')).toHaveLength(1);
    expect((await findAlert(setup.database.db, setup.owner.projectId, alert.id))?.state).toBe(
      'firing',
    );

    await ingest(10, 0, 'spike');
    await waitFor(() => webhookTypes().includes('alert.resolved'), 'the resolved webhook');
    await waitFor(
      async () => (await mails('"Error spike" resolved')).length > 0,
      'the resolution mail',
    );
    const history = await waitFor(async () => {
      const list = await events(alert.id);
      return list[0]?.deliveries.every((delivery) => delivery.status === 'sent') &&
        list[0].deliveries.length === 4
        ? list
        : null;
    }, 'every delivery sent');
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ firedValue: 1, resolvedBy: 'metric' });
    // The rate when it resolved: no longer above the threshold (0.5 itself is not above it), at
    // least 3 errors of 13. Lanes commit parts of one request at different moments, so an
    // evaluation may count part of the 10 (3 of them: 3 errors of 6, exactly 0.5).
    expect(history[0]?.resolvedValue).toBeGreaterThanOrEqual(3 / 13);
    expect(history[0]?.resolvedValue).toBeLessThanOrEqual(0.5);
    expect(webhookTypes().filter((type) => type === 'alert.fired')).toHaveLength(1);
  });

  it('fires once when two processes evaluate the same crossing at once', async () => {
    const alert = await createAlert({
      name: 'Twice',
      filters: 'names=twice',
      emails: [setup.owner.email],
      webhook: null,
    });
    await ingest(0, 2, 'twice');
    const row = await findAlert(setup.database.db, setup.owner.projectId, alert.id);
    if (!row) throw new Error('no alert');
    const outcomes = await Promise.all([evaluateAlert(deps, row), evaluateAlert(deps, row)]);
    expect(outcomes.sort()).toEqual(['fired', 'unchanged']);
    const history = await events(alert.id);
    expect(history).toHaveLength(1);
    expect(history[0]?.deliveries).toHaveLength(1);
    const jobs = await setup.database.db
      .selectFrom('job')
      .select('payload')
      .where('kind', '=', 'alerts.notify')
      .execute();
    const ids = new Set(history[0]?.deliveries.map((delivery) => delivery.id));
    expect(
      jobs.filter((job) => ids.has((job.payload as { deliveryId: string }).deliveryId)),
    ).toHaveLength(1);
  });

  it('closes the open event when a firing alert is turned off, and fires anew once back on', async () => {
    const alert = await createAlert({
      name: 'Paused while firing',
      filters: 'names=paused',
      emails: [],
      webhook: null,
    });
    await ingest(0, 2, 'paused');
    const evaluate = async () => {
      const row = await findAlert(setup.database.db, setup.owner.projectId, alert.id);
      if (!row) throw new Error('no alert');
      return evaluateAlert(deps, row);
    };
    expect(await evaluate()).toBe('fired');
    const paused = await setup.api.call('PATCH', scoped(`/v1/alerts/${alert.id}`), {
      token: setup.owner.token,
      body: { enabled: false },
    });
    expect(paused.status).toBe(200);
    expect(await paused.json()).toMatchObject({ enabled: false, state: 'ok' });
    const [closed] = await events(alert.id);
    expect(closed).toMatchObject({ resolvedBy: 'disabled', resolvedValue: null });
    expect(closed?.resolvedAt).not.toBeNull();

    // Back on while the errors are still there: a new event, the closed one kept in the history.
    await setup.api.call('PATCH', scoped(`/v1/alerts/${alert.id}`), {
      token: setup.owner.token,
      body: { enabled: true },
    });
    expect(await evaluate()).toBe('fired');
    const history = await events(alert.id);
    expect(history.map((event) => event.resolvedBy)).toEqual([null, 'disabled']);
  });

  it('deletes a firing alert with its open event', async () => {
    const alert = await createAlert({
      name: 'Deleted while firing',
      filters: 'names=deleted',
      emails: [],
      webhook: null,
    });
    await ingest(0, 1, 'deleted');
    const row = await findAlert(setup.database.db, setup.owner.projectId, alert.id);
    if (!row) throw new Error('no alert');
    expect(await evaluateAlert(deps, row)).toBe('fired');
    const deleted = await setup.api.call('DELETE', scoped(`/v1/alerts/${alert.id}`), {
      token: setup.owner.token,
    });
    expect(deleted.status).toBe(204);
    const open = await setup.database.db
      .selectFrom('alert_event')
      .select('id')
      .where('project_id', '=', setup.owner.projectId)
      .where('alert_id', '=', alert.id)
      .execute();
    expect(open).toHaveLength(0);
  });

  it('retries a webhook that answers 500 and finally marks it failed in the history', async () => {
    receiver.status = 500;
    const alert = await createAlert({ name: 'Flaky hook', filters: 'names=flaky', emails: [] });
    await ingest(0, 1, 'flaky');
    startRunner();
    const history = await waitFor(async () => {
      const list = await events(alert.id);
      return list[0]?.deliveries[0]?.status === 'failed' ? list : null;
    }, 'the delivery failed');
    expect(history[0]?.deliveries[0]).toMatchObject({
      channel: 'webhook',
      attempts: 5,
      error: 'The webhook answered 500',
    });
    const ours = receiver.received.filter((request) => request.body.includes(alert.id));
    expect(ours).toHaveLength(5);
  });

  it('records a webhook to a private address as failed at once when the guard is on, sending nothing', async () => {
    const alert = await createAlert({ name: 'Inner hook', filters: 'names=inner', emails: [] });
    await ingest(0, 1, 'inner');
    startRunner({ outboundPrivateNetwork: 'refuse' });
    const history = await waitFor(async () => {
      const list = await events(alert.id);
      return list[0]?.deliveries[0]?.status === 'failed' ? list : null;
    }, 'the delivery failed');
    expect(history[0]?.deliveries[0]).toMatchObject({
      channel: 'webhook',
      attempts: 1,
      error:
        '127.0.0.1 is a private network address; the cloud edition only calls public addresses',
    });
    expect(receiver.received.filter((request) => request.body.includes(alert.id))).toHaveLength(0);
  });

  it('puts an alert whose evaluator was deleted in the error state', async () => {
    const evaluator = await setup.database.db
      .insertInto('evaluator')
      .values({
        project_id: setup.owner.projectId,
        name: 'Gone soon',
        type: 'regex',
        params: JSON.stringify(['x']),
        mode: 'manual',
        filters: '',
        sample_rate: 1,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const alert = await createAlert({
      name: 'Evaluator',
      metric: 'evaluator_failure_rate',
      evaluatorId: evaluator.id,
      emails: [],
    });
    await setup.database.db.deleteFrom('evaluator').where('id', '=', evaluator.id).execute();
    const row = await findAlert(setup.database.db, setup.owner.projectId, alert.id);
    if (!row) throw new Error('no alert');
    expect(await evaluateAlert(deps, row)).toBe('error');
    expect(await findAlert(setup.database.db, setup.owner.projectId, alert.id)).toMatchObject({
      state: 'error',
      last_error: 'Its evaluator was deleted.',
    });
  });
});
