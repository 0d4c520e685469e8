import { idSchema } from '@lookout/domain';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import { defineJob } from '../jobs/job-definition.js';
import type { Mailer } from '../mail/mailer.js';
import { outboundFetch } from '../outbound/outbound-fetch.js';
import type { OutboundPrivateNetwork } from '../outbound/outbound-policy.js';
import type { ProviderKeyCipher } from '../providers/provider-key-cipher.js';
import { alertMail } from './alert-message.js';
import { alertNotice } from './alert-notice.js';
import { sendWebhook, WebhookError } from './send-webhook.js';
import { openWebhookSecret } from './webhook-secret-store.js';

/** Attempts of one notification before it is marked failed in the alert's history. */
export const notificationAttempts = 5;

/** What sending notifications needs. */
export interface AlertNotifyDependencies {
  db: Kysely<Database>;
  mailer: Mailer;
  providerKeyCipher: ProviderKeyCipher;
  appUrl: string;
  /** Whether webhooks may be sent to private network addresses (refused on the cloud edition). */
  outboundPrivateNetwork: OutboundPrivateNetwork;
  /** How long a webhook may take (10 s unless a test shortens it). */
  webhookTimeoutMs?: number;
}

/**
 * Sends one notification of an alert event (one delivery: a mail to one
 * recipient, or the webhook), retried with the runner's backoff; each failed
 * attempt is written on the delivery, and the last one marks it failed. A
 * delivery already sent is not sent again; a process that dies between the
 * send and its record sends it again (at least once: receivers can tell
 * repeats by the event id). A webhook whose address the outbound guard
 * refuses fails at once, without retries.
 */
export function notifyAlertJob(deps: AlertNotifyDependencies) {
  const { db } = deps;
  return defineJob({
    payload: z.object({ projectId: idSchema, deliveryId: idSchema }),
    maxAttempts: notificationAttempts,
    run: async ({ projectId, deliveryId }, context) => {
      const delivery = await db
        .selectFrom('alert_delivery as delivery')
        .innerJoin('alert_event as event', (join) =>
          join
            .onRef('event.project_id', '=', 'delivery.project_id')
            .onRef('event.id', '=', 'delivery.event_id'),
        )
        .select([
          'delivery.channel',
          'delivery.target',
          'delivery.transition',
          'delivery.status',
          'event.alert_id',
          'event.id as event_id',
          'event.fired_at',
          'event.fired_value',
          'event.resolved_at',
          'event.resolved_value',
        ])
        .where('delivery.project_id', '=', projectId)
        .where('delivery.id', '=', deliveryId)
        .executeTakeFirst();
      // Deleted with its alert, or sent already.
      if (delivery?.status !== 'pending') return;
      const alert = await db
        .selectFrom('alert')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('id', '=', delivery.alert_id)
        .executeTakeFirst();
      if (!alert) return;
      const resolved = delivery.transition === 'resolved';
      const notice = alertNotice(alert, deps.appUrl, {
        transition: resolved ? 'resolved' : 'fired',
        value: resolved ? delivery.resolved_value : delivery.fired_value,
        at: resolved && delivery.resolved_at ? delivery.resolved_at : delivery.fired_at,
        eventId: delivery.event_id,
      });
      const record = (fields: { status: string; error: string | null }) =>
        db
          .updateTable('alert_delivery')
          .set({ ...fields, attempts: context.job.attempt, updated_at: new Date() })
          .where('project_id', '=', projectId)
          .where('id', '=', deliveryId)
          .execute();
      try {
        if (delivery.channel === 'email') {
          await deps.mailer.send(alertMail(notice, delivery.target));
        } else {
          if (!alert.webhook_url || !alert.webhook_secret)
            throw new Error('The alert no longer has a webhook.');
          await sendWebhook(
            {
              url: alert.webhook_url,
              format: alert.webhook_format === 'slack' ? 'slack' : 'json',
              secret: openWebhookSecret(deps.providerKeyCipher, alert.id, alert.webhook_secret),
            },
            notice,
            // Not the job's signal: a send under way finishes (within its timeout) and is
            // recorded, rather than being cut off by a stop and sent again by the next process.
            {
              fetch: outboundFetch(deps.outboundPrivateNetwork),
              ...(deps.webhookTimeoutMs ? { timeoutMs: deps.webhookTimeoutMs } : {}),
            },
          );
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // Sending a refused address again cannot help: recorded failed, not retried.
        const permanent = error instanceof WebhookError && error.permanent;
        const final = permanent || context.job.attempt >= notificationAttempts;
        await record({ status: final ? 'failed' : 'pending', error: message });
        if (permanent) return;
        throw error;
      }
      await record({ status: 'sent', error: null });
    },
  });
}
