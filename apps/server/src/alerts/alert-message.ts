import {
  type AlertComparison,
  type AlertMetric,
  type AlertWebhookFormat,
  alertMetricUnit,
} from '@lookout/domain';

/** What a notification announces: the alert fired, resolved, or a test someone asked for. */
export type AlertTransition = 'fired' | 'resolved' | 'test';

/** The alert fields a message names. */
export interface AlertSummary {
  id: string;
  projectId: string;
  name: string;
  metric: AlertMetric;
  comparison: AlertComparison;
  threshold: number;
  windowMinutes: number;
}

/** One notification's content, whatever the channel. */
export interface AlertNotice {
  alert: AlertSummary;
  transition: AlertTransition;
  /** The metric's value that caused it (null for a test). */
  value: number | null;
  /** When the change happened (ISO). */
  at: string;
  /** The event it belongs to (none for a test). */
  eventId: string | null;
  /** The alerts page of the web app. */
  link: string;
}

const metricNames: Record<AlertMetric, string> = {
  errors: 'Errors',
  error_rate: 'Error rate',
  cost: 'Cost',
  tokens: 'Tokens',
  latency_p50: 'Latency p50',
  latency_p95: 'Latency p95',
  latency_p99: 'Latency p99',
  negative_feedback_ratio: 'Negative feedback ratio',
  evaluator_failure_rate: 'Evaluator failure rate',
  volume: 'Run volume',
};

/** A metric's name as people read it. */
export const alertMetricName = (metric: AlertMetric) => metricNames[metric];

/** A metric value with its unit: `12.5 %`, `$0.42`, `850 ms`, `17`. */
export function formatMetricValue(metric: AlertMetric, value: number): string {
  switch (alertMetricUnit(metric)) {
    case 'ratio':
      return `${Number((value * 100).toFixed(2))} %`;
    case 'usd':
      return `$${Number(value.toFixed(4))}`;
    case 'ms':
      return `${Math.round(value)} ms`;
    case 'count':
      return `${Math.round(value)}`;
  }
}

/** The one-line summary every channel starts with. */
export function noticeHeadline(notice: AlertNotice): string {
  const { alert } = notice;
  const condition = `${alertMetricName(alert.metric)} ${alert.comparison} ${formatMetricValue(alert.metric, alert.threshold)} over ${alert.windowMinutes} min`;
  const value =
    notice.value === null ? '' : ` (now ${formatMetricValue(alert.metric, notice.value)})`;
  switch (notice.transition) {
    case 'fired':
      return `🔴 Alert "${alert.name}" is firing: ${condition}${value}`;
    case 'resolved':
      return `✅ Alert "${alert.name}" resolved: ${condition} no longer holds${value}`;
    case 'test':
      return `Test notification of alert "${alert.name}": ${condition}`;
  }
}

/** The body POSTed to a webhook, in its format. */
export function webhookBody(notice: AlertNotice, format: AlertWebhookFormat): string {
  const headline = noticeHeadline(notice);
  if (format === 'slack') {
    return JSON.stringify({
      text: headline,
      blocks: [
        { type: 'section', text: { type: 'mrkdwn', text: headline } },
        {
          type: 'context',
          elements: [{ type: 'mrkdwn', text: `<${notice.link}|Open the alerts in Lookout>` }],
        },
      ],
    });
  }
  const { alert } = notice;
  return JSON.stringify({
    type: `alert.${notice.transition}`,
    alert: {
      id: alert.id,
      projectId: alert.projectId,
      name: alert.name,
      metric: alert.metric,
      comparison: alert.comparison,
      threshold: alert.threshold,
      windowMinutes: alert.windowMinutes,
    },
    eventId: notice.eventId,
    value: notice.value,
    at: notice.at,
    text: headline,
    url: notice.link,
  });
}

/** A notification as a plain-text mail. */
export function alertMail(notice: AlertNotice, to: string) {
  const headline = noticeHeadline(notice);
  return {
    to,
    subject: headline,
    text: `${headline}\n\nAt ${notice.at}.\n\nSee the alert and its history: ${notice.link}\n`,
  };
}
