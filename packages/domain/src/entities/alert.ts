import { z } from 'zod';
import { displayNameSchema } from './display-name.js';
import { emailSchema } from './email.js';
import { filterStringSchema } from './filter-string.js';
import { idSchema } from './id.js';
import { timestampSchema } from './timestamp.js';

/**
 * What an alert watches over its window, on the runs its filter string selects
 * (LLM calls unless the filters name a type):
 * - `errors`: runs that ended in an error; `error_rate`: their share (0–1).
 * - `cost`: dollars; `tokens`: total tokens.
 * - `latency_p50`, `latency_p95`, `latency_p99`: run duration percentiles, in milliseconds.
 * - `negative_feedback_ratio`: thumbs down among runs with a thumb (0–1).
 * - `evaluator_failure_rate`: graded runs an evaluator failed (0–1), `evaluatorId` required.
 * - `volume`: how many runs match.
 */
export const alertMetrics = [
  'errors',
  'error_rate',
  'cost',
  'tokens',
  'latency_p50',
  'latency_p95',
  'latency_p99',
  'negative_feedback_ratio',
  'evaluator_failure_rate',
  'volume',
] as const;
export const alertMetricSchema = z.enum(alertMetrics, {
  error: `Metric must be one of ${alertMetrics.join(', ')}`,
});
export type AlertMetric = z.infer<typeof alertMetricSchema>;

/** Metrics that are a share between 0 and 1; their threshold is one too. */
export const ratioAlertMetrics: readonly AlertMetric[] = [
  'error_rate',
  'negative_feedback_ratio',
  'evaluator_failure_rate',
];

/** How a metric's value reads: a share, dollars, milliseconds or a count. */
export function alertMetricUnit(metric: AlertMetric): 'ratio' | 'usd' | 'ms' | 'count' {
  if (ratioAlertMetrics.includes(metric)) return 'ratio';
  if (metric === 'cost') return 'usd';
  if (metric.startsWith('latency_')) return 'ms';
  return 'count';
}

/** Fires when the value goes `above` (strictly greater than) or `below` (strictly less than) the threshold. */
export const alertComparisons = ['above', 'below'] as const;
export const alertComparisonSchema = z.enum(alertComparisons, {
  error: 'Comparison must be above or below',
});
export type AlertComparison = z.infer<typeof alertComparisonSchema>;

/** The window an alert aggregates over, in minutes: 5 minutes to one day. */
export const alertWindowMinutes = { min: 5, max: 1_440 } as const;
export const alertWindowSchema = z
  .number()
  .int('Window must be a whole number of minutes')
  .min(alertWindowMinutes.min, 'Window must be between 5 minutes and 1 day (1440 minutes)')
  .max(alertWindowMinutes.max, 'Window must be between 5 minutes and 1 day (1440 minutes)');

/** `json`: Lookout's own payload; `slack`: a Slack-compatible `{text, blocks}` message. */
export const alertWebhookFormats = ['json', 'slack'] as const;
export const alertWebhookFormatSchema = z.enum(alertWebhookFormats, {
  error: 'Webhook format must be json or slack',
});
export type AlertWebhookFormat = z.infer<typeof alertWebhookFormatSchema>;

/**
 * A webhook address: https, or http to the machine itself (localhost, 127.0.0.1, ::1)
 * for local receivers and tests. Anything else is refused.
 */
export const alertWebhookUrlSchema = z
  .string()
  .trim()
  .max(2_000, 'Webhook URL is too long')
  .refine(isAllowedWebhookUrl, {
    error: 'Webhook URL must be https (http only to localhost or 127.0.0.1)',
  });

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);
/** scheme, host (a name, an IPv4 address or a bracketed IPv6 one), optional port, then the path. */
const webhookUrlPattern =
  /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:]+\])(?::(\d{1,5}))?(?:[/?#][^\s]*)?$/i;

/** Whether `text` is a webhook address alerts may post to (see `alertWebhookUrlSchema`). */
export function isAllowedWebhookUrl(text: string): boolean {
  const match = webhookUrlPattern.exec(text);
  if (!match) return false;
  const [, scheme, host, port] = match;
  if (port !== undefined && Number(port) > 65_535) return false;
  if (scheme?.toLowerCase() === 'https') return true;
  return loopbackHosts.has((host ?? '').toLowerCase());
}

export const alertWebhookSchema = z.object({
  url: alertWebhookUrlSchema,
  format: alertWebhookFormatSchema.default('json'),
});
export type AlertWebhook = z.infer<typeof alertWebhookSchema>;

/** At most this many mail recipients per alert. */
export const alertEmailLimit = 20;

/** What a user sets on an alert (checked together by `checkAlertFields`). */
export const alertFieldsSchema = z.object({
  name: displayNameSchema,
  metric: alertMetricSchema,
  /** The evaluator whose failure rate `evaluator_failure_rate` watches; null for other metrics. */
  evaluatorId: idSchema.nullable().default(null),
  /** Narrows the runs watched, as a logs filter string; empty watches every LLM call. */
  filters: filterStringSchema.default(''),
  windowMinutes: alertWindowSchema,
  comparison: alertComparisonSchema.default('above'),
  threshold: z.number().finite('Threshold must be a number').min(0, 'Threshold must be at least 0'),
  /** Members of the org mailed when it fires and resolves. */
  emails: z
    .array(emailSchema)
    .max(alertEmailLimit, `At most ${alertEmailLimit} email recipients`)
    .default([]),
  /** Posted to when it fires and resolves, signed with the alert's secret. */
  webhook: alertWebhookSchema.nullable().default(null),
  enabled: z.boolean().default(true),
});

/**
 * The rules that tie fields together: a ratio's threshold is at most 1, the
 * evaluator metric names an evaluator (and only it does). Answers
 * `[field, message]` of the first problem, or null.
 */
export function alertFieldsProblem(fields: {
  metric: AlertMetric;
  evaluatorId: string | null;
  threshold: number;
}): [field: string, message: string] | null {
  if (fields.metric === 'evaluator_failure_rate' && !fields.evaluatorId)
    return ['evaluatorId', 'Choose the evaluator whose failure rate to watch'];
  if (fields.metric !== 'evaluator_failure_rate' && fields.evaluatorId)
    return ['evaluatorId', 'Only the evaluator failure rate metric takes an evaluator'];
  if (ratioAlertMetrics.includes(fields.metric) && fields.threshold > 1)
    return ['threshold', 'A rate threshold is a share between 0 and 1 (0.05 is 5 %)'];
  return null;
}

/** `ok`: within the threshold (or no data); `firing`: crossed it; `error`: the metric could not be computed. */
export const alertStates = ['ok', 'firing', 'error'] as const;
export const alertStateSchema = z.enum(alertStates);
export type AlertState = z.infer<typeof alertStateSchema>;

/** An alert of a project, its webhook secret never included (shown once, when generated). */
export const alertSchema = alertFieldsSchema.extend({
  id: idSchema,
  webhook: z.object({ url: z.string(), format: alertWebhookFormatSchema }).nullable(),
  state: alertStateSchema,
  /** The metric at the last evaluation; null before the first one or when no run was in the window. */
  lastValue: z.number().nullable(),
  /** Why the last evaluation failed, when `state` is `error`. */
  lastError: z.string().nullable(),
  lastEvaluatedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Alert = z.infer<typeof alertSchema>;

export const alertChannels = ['email', 'webhook'] as const;
export const alertChannelSchema = z.enum(alertChannels);
export type AlertChannel = z.infer<typeof alertChannelSchema>;

/** One notification of an event: one per channel target (each recipient, the webhook). */
export const alertDeliverySchema = z.object({
  id: idSchema,
  channel: alertChannelSchema,
  /** The recipient's address or the webhook URL. */
  target: z.string(),
  /** Which change it announces. */
  transition: z.enum(['fired', 'resolved']),
  /** `pending` while being sent or retried; `failed` once every attempt failed. */
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int().min(0),
  error: z.string().nullable(),
  updatedAt: timestampSchema,
});
export type AlertDelivery = z.infer<typeof alertDeliverySchema>;

/**
 * What closed an alert event: its metric back within the threshold (`metric`), or the alert
 * turned off while it fired (`disabled`).
 */
export const alertResolutions = ['metric', 'disabled'] as const;
export const alertResolutionSchema = z.enum(alertResolutions);
export type AlertResolution = z.infer<typeof alertResolutionSchema>;

/** One time an alert fired, until it resolved (null while it still fires), with its notifications. */
export const alertEventSchema = z.object({
  id: idSchema,
  alertId: idSchema,
  firedAt: timestampSchema,
  firedValue: z.number(),
  resolvedAt: timestampSchema.nullable(),
  resolvedValue: z.number().nullable(),
  /** What closed it (null while it still fires). */
  resolvedBy: alertResolutionSchema.nullable(),
  deliveries: z.array(alertDeliverySchema),
});
export type AlertEvent = z.infer<typeof alertEventSchema>;
