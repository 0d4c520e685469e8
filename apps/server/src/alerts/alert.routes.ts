import { randomUUID } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import {
  type AlertMetric,
  createAlertBodySchema,
  getAlertResponseSchema,
  idParamsSchema,
  listAlertEventsResponseSchema,
  listAlertsResponseSchema,
  savedAlertResponseSchema,
  type TestAlertResponse,
  testAlertResponseSchema,
  updateAlertBodySchema,
} from '@lookout/domain';
import { recordAudit, withAudit } from '../audit/record-audit.js';
import { ApiError } from '../http/api-error.js';
import { projectScope } from '../http/project-scope.js';
import { requireBetaOrg } from '../http/require-beta-org.js';
import { requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonBody, jsonContent, noContent } from '../http/router.js';
import { outboundFetch } from '../outbound/outbound-fetch.js';
import {
  closeOpenAlertEvent,
  findAlert,
  listAlertEvents,
  listAlerts,
  toAlert,
} from './alert.repository.js';
import { assertValidAlertSettings } from './alert-input.js';
import { alertMail } from './alert-message.js';
import { alertNotice } from './alert-notice.js';
import { sendWebhook } from './send-webhook.js';
import { openWebhookSecret, sealWebhookSecret } from './webhook-secret-store.js';
import { newWebhookSecret } from './webhook-signature.js';

const tags = ['Alerts'];
const alertNotFound = () => new ApiError(404, 'Alert not found', 'No such alert in this project.');

/** Reading alerts follows analytics (their sidebar entry); changing them is project settings. */
const reading = () => [requireBetaOrg, projectScope, requirePermission('analytics', 'read')];
const managing = () => [requireBetaOrg, projectScope, requirePermission('settings', 'update')];

const signingDescription =
  'Webhooks are POSTed as JSON (or a Slack-compatible `{text, blocks}` message with `format: slack`) with `X-Lookout-Timestamp` (Unix seconds) and `X-Lookout-Signature: sha256=<hex>`, the HMAC-SHA256 of `{timestamp}.{raw body}` keyed with the webhook secret; a webhook URL is https, or http to localhost or 127.0.0.1. The secret is answered once, when generated.';

/** `/v1/alerts…`: a project's alerts, their history and test notifications (issue 15, beta). */
export const alertRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/alerts',
      tags,
      summary: "The project's alerts, by name, with their state",
      middleware: reading(),
      responses: { 200: jsonContent(listAlertsResponseSchema, 'The alerts'), ...errorResponses },
    }),
    async (c) => {
      const rows = await listAlerts(c.var.ctx.db, c.var.projectId);
      return c.json(rows.map(toAlert), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/alerts',
      tags,
      summary: 'Add an alert',
      description: `Evaluated every minute over its window; fires once when the metric crosses the threshold and resolves when it is back, notifying its mail recipients (members of the org) and webhook each time. ${signingDescription}`,
      middleware: managing(),
      request: { body: jsonBody(createAlertBodySchema) },
      responses: {
        200: jsonContent(savedAlertResponseSchema, 'The alert, with its webhook secret once'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const { db, providerKeyCipher } = c.var.ctx;
      const projectId = c.var.projectId;
      await assertValidAlertSettings(db, { orgId: c.var.caller.orgId, projectId }, body);
      const id = randomUUID();
      const secret = body.webhook ? newWebhookSecret() : undefined;
      const row = await withAudit(
        c,
        (trx) =>
          trx
            .insertInto('alert')
            .values({
              project_id: projectId,
              id,
              name: body.name,
              metric: body.metric,
              evaluator_id: body.evaluatorId,
              filters: body.filters,
              window_minutes: body.windowMinutes,
              comparison: body.comparison,
              threshold: body.threshold,
              emails: [...new Set(body.emails)],
              webhook_url: body.webhook?.url ?? null,
              webhook_format: body.webhook?.format ?? null,
              webhook_secret: secret ? sealWebhookSecret(providerKeyCipher, id, secret) : null,
              enabled: body.enabled,
            })
            .returningAll()
            .executeTakeFirstOrThrow(),
        (created) => ({
          subject: 'alert',
          action: 'create',
          projectId,
          details: { alertId: created.id, name: created.name, metric: created.metric },
        }),
      );
      return c.json({ ...toAlert(row), ...(secret ? { webhookSecret: secret } : {}) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/alerts/{id}',
      tags,
      summary: 'One alert',
      middleware: reading(),
      request: { params: idParamsSchema },
      responses: { 200: jsonContent(getAlertResponseSchema, 'The alert'), ...errorResponses },
    }),
    async (c) => {
      const row = await findAlert(c.var.ctx.db, c.var.projectId, c.req.valid('param').id);
      if (!row) throw alertNotFound();
      return c.json(toAlert(row), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/alerts/{id}',
      tags,
      summary: 'Change an alert',
      description:
        'A webhook added where there was none, or `rotateSecret: true`, gets a new secret, answered once. Its state is recomputed at the next evaluation; turning it off (`enabled: false`) while it fires closes its open event at once (`resolvedBy: disabled` in the history).',
      middleware: managing(),
      request: { params: idParamsSchema, body: jsonBody(updateAlertBodySchema) },
      responses: {
        200: jsonContent(savedAlertResponseSchema, 'The alert, with a new webhook secret once'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const { db, providerKeyCipher } = c.var.ctx;
      const projectId = c.var.projectId;
      const before = await findAlert(db, projectId, id);
      if (!before) throw alertNotFound();
      const metric = body.metric ?? (before.metric as AlertMetric);
      const evaluatorId =
        body.evaluatorId !== undefined
          ? body.evaluatorId
          : metric === 'evaluator_failure_rate'
            ? before.evaluator_id
            : null;
      await assertValidAlertSettings(
        db,
        { orgId: c.var.caller.orgId, projectId },
        {
          metric,
          evaluatorId,
          filters: body.filters ?? before.filters,
          threshold: body.threshold ?? before.threshold,
          emails: body.emails ?? [],
        },
      );
      const webhook = body.webhook === undefined ? undefined : body.webhook;
      const hasWebhook = webhook !== undefined ? webhook !== null : before.webhook_url !== null;
      if (body.rotateSecret && !hasWebhook)
        throw new ApiError(400, 'Invalid request', 'rotateSecret: this alert has no webhook');
      const secret =
        hasWebhook && (body.rotateSecret || (webhook && !before.webhook_secret))
          ? newWebhookSecret()
          : undefined;
      const turnedOff = body.enabled === false && before.enabled;
      const row = await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('alert')
          .set({
            ...(body.name !== undefined ? { name: body.name } : {}),
            metric,
            evaluator_id: evaluatorId,
            ...(body.filters !== undefined ? { filters: body.filters } : {}),
            ...(body.windowMinutes !== undefined ? { window_minutes: body.windowMinutes } : {}),
            ...(body.comparison !== undefined ? { comparison: body.comparison } : {}),
            ...(body.threshold !== undefined ? { threshold: body.threshold } : {}),
            ...(body.emails !== undefined ? { emails: [...new Set(body.emails)] } : {}),
            ...(webhook !== undefined
              ? {
                  webhook_url: webhook?.url ?? null,
                  webhook_format: webhook?.format ?? null,
                  ...(webhook === null ? { webhook_secret: null } : {}),
                }
              : {}),
            ...(secret ? { webhook_secret: sealWebhookSecret(providerKeyCipher, id, secret) } : {}),
            ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
            // Turned off, it is not evaluated any more: it no longer fires.
            ...(turnedOff ? { state: 'ok' } : {}),
            updated_at: new Date(),
          })
          .where('project_id', '=', projectId)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        if (!updated) throw alertNotFound();
        const closedEvent = turnedOff && (await closeOpenAlertEvent(trx, projectId, id));
        const { rotateSecret: _rotate, ...changes } = body;
        await recordAudit(
          c,
          {
            subject: 'alert',
            action: 'update',
            projectId,
            details: {
              alertId: id,
              ...changes,
              ...(secret ? { secret: 'regenerated' } : {}),
              ...(closedEvent ? { closedFiringEvent: true } : {}),
            },
          },
          trx,
        );
        return updated;
      });
      return c.json({ ...toAlert(row), ...(secret ? { webhookSecret: secret } : {}) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/alerts/{id}',
      tags,
      summary: 'Delete an alert and its history',
      middleware: managing(),
      request: { params: idParamsSchema },
      responses: { ...noContent, ...errorResponses },
    }),
    async (c) => {
      const projectId = c.var.projectId;
      const deleted = await withAudit(
        c,
        (trx) =>
          trx
            .deleteFrom('alert')
            .where('project_id', '=', projectId)
            .where('id', '=', c.req.valid('param').id)
            .returning(['id', 'name'])
            .executeTakeFirst(),
        (removed) =>
          removed
            ? {
                subject: 'alert',
                action: 'delete',
                projectId,
                details: { alertId: removed.id, name: removed.name },
              }
            : null,
      );
      if (!deleted) throw alertNotFound();
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/alerts/{id}/events',
      tags,
      summary: 'When the alert fired and resolved, newest first, with each notification',
      middleware: reading(),
      request: { params: idParamsSchema },
      responses: {
        200: jsonContent(listAlertEventsResponseSchema, 'The latest 50 events'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { db } = c.var.ctx;
      const alert = await findAlert(db, c.var.projectId, c.req.valid('param').id);
      if (!alert) throw alertNotFound();
      return c.json(await listAlertEvents(db, c.var.projectId, alert.id), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/alerts/{id}/test',
      tags,
      summary: 'Send a test notification through every channel of the alert',
      description: `Mails each recipient and POSTs to the webhook once (no retry; the webhook gets 10 s), and answers what each channel did. Nothing is written to the alert's history. ${signingDescription}`,
      middleware: managing(),
      request: { params: idParamsSchema },
      responses: {
        200: jsonContent(testAlertResponseSchema, 'What each channel did'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { db, mailer, providerKeyCipher, config } = c.var.ctx;
      const alert = await findAlert(db, c.var.projectId, c.req.valid('param').id);
      if (!alert) throw alertNotFound();
      if (alert.emails.length === 0 && !alert.webhook_url)
        throw new ApiError(
          400,
          'Invalid request',
          'channels: this alert has no email recipient and no webhook to test',
        );
      const notice = alertNotice(alert, config.appUrl, {
        transition: 'test',
        value: null,
        at: new Date(),
        eventId: null,
      });
      const results: TestAlertResponse['results'] = [];
      for (const email of alert.emails) {
        try {
          await mailer.send(alertMail(notice, email));
          results.push({ channel: 'email', target: email, ok: true, detail: 'Mail sent' });
        } catch (error) {
          results.push({ channel: 'email', target: email, ok: false, detail: reason(error) });
        }
      }
      if (alert.webhook_url && alert.webhook_secret) {
        try {
          const status = await sendWebhook(
            {
              url: alert.webhook_url,
              format: alert.webhook_format === 'slack' ? 'slack' : 'json',
              secret: openWebhookSecret(providerKeyCipher, alert.id, alert.webhook_secret),
            },
            notice,
            { signal: c.req.raw.signal, fetch: outboundFetch(config.outboundPrivateNetwork) },
          );
          results.push({
            channel: 'webhook',
            target: alert.webhook_url,
            ok: true,
            detail: `The webhook answered ${status}`,
          });
        } catch (error) {
          results.push({
            channel: 'webhook',
            target: alert.webhook_url,
            ok: false,
            detail: reason(error),
          });
        }
      }
      return c.json({ results }, 200);
    },
  );

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
