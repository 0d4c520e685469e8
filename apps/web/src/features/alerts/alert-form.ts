import {
  type Alert,
  type AlertComparison,
  type AlertMetric,
  type AlertWebhookFormat,
  alertFieldsProblem,
  alertFieldsSchema,
  alertMetricUnit,
  type CreateAlertBody,
} from '@lookout/domain';

/** What the alert dialog edits; numbers as typed, rates in percent. */
export interface AlertFormValues {
  name: string;
  metric: AlertMetric;
  evaluatorId: string;
  filters: string;
  windowMinutes: string;
  comparison: AlertComparison;
  threshold: string;
  emails: string;
  webhookUrl: string;
  webhookFormat: AlertWebhookFormat;
  enabled: boolean;
}

export const metricChoices: { value: AlertMetric; label: string }[] = [
  { value: 'errors', label: 'Errors' },
  { value: 'error_rate', label: 'Error rate' },
  { value: 'cost', label: 'Cost' },
  { value: 'tokens', label: 'Tokens' },
  { value: 'latency_p50', label: 'Latency p50' },
  { value: 'latency_p95', label: 'Latency p95' },
  { value: 'latency_p99', label: 'Latency p99' },
  { value: 'negative_feedback_ratio', label: 'Negative feedback ratio' },
  { value: 'evaluator_failure_rate', label: 'Evaluator failure rate' },
  { value: 'volume', label: 'Run volume' },
];

/** The metric's label. */
export const metricLabel = (metric: AlertMetric) =>
  metricChoices.find((choice) => choice.value === metric)?.label ?? metric;

/** The unit the threshold is typed in. */
export function thresholdUnit(metric: AlertMetric): string {
  switch (alertMetricUnit(metric)) {
    case 'ratio':
      return '%';
    case 'usd':
      return '$';
    case 'ms':
      return 'ms';
    case 'count':
      return 'runs';
  }
}

/** A value of `metric` as people read it. */
export function formatMetric(metric: AlertMetric, value: number | null): string {
  if (value === null) return 'no data';
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

/** The dialog's starting values: an alert's, or a new error-rate alert's. */
export function formValues(alert?: Alert): AlertFormValues {
  if (!alert)
    return {
      name: '',
      metric: 'error_rate',
      evaluatorId: '',
      filters: '',
      windowMinutes: '5',
      comparison: 'above',
      threshold: '5',
      emails: '',
      webhookUrl: '',
      webhookFormat: 'json',
      enabled: true,
    };
  const ratio = alertMetricUnit(alert.metric) === 'ratio';
  return {
    name: alert.name,
    metric: alert.metric,
    evaluatorId: alert.evaluatorId ?? '',
    filters: alert.filters,
    windowMinutes: String(alert.windowMinutes),
    comparison: alert.comparison,
    threshold: String(ratio ? Number((alert.threshold * 100).toFixed(4)) : alert.threshold),
    emails: alert.emails.join(', '),
    webhookUrl: alert.webhook?.url ?? '',
    webhookFormat: alert.webhook?.format ?? 'json',
    enabled: alert.enabled,
  };
}

/**
 * The body the dialog sends, or the problem of each field (checked with the
 * same domain schema the server uses).
 */
export function alertBody(
  values: AlertFormValues,
): { body: CreateAlertBody; problems: null } | { body: null; problems: Record<string, string> } {
  const typed = Number(values.threshold);
  const ratio = alertMetricUnit(values.metric) === 'ratio';
  const candidate = {
    name: values.name,
    metric: values.metric,
    evaluatorId: values.metric === 'evaluator_failure_rate' ? values.evaluatorId || null : null,
    filters: values.filters.trim(),
    windowMinutes: Number(values.windowMinutes),
    comparison: values.comparison,
    threshold: values.threshold.trim() === '' ? Number.NaN : ratio ? typed / 100 : typed,
    emails: values.emails
      .split(/[\s,;]+/)
      .map((email) => email.trim())
      .filter(Boolean),
    webhook: values.webhookUrl.trim()
      ? { url: values.webhookUrl.trim(), format: values.webhookFormat }
      : null,
    enabled: values.enabled,
  };
  const parsed = alertFieldsSchema.safeParse(candidate);
  const problems: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'name');
      problems[field] ??= issue.message;
    }
    return { body: null, problems };
  }
  const related = alertFieldsProblem(parsed.data);
  if (related) {
    const [field, message] = related;
    return {
      body: null,
      problems: {
        [field]: field === 'threshold' && ratio ? 'A rate is between 0 and 100 %' : message,
      },
    };
  }
  return { body: parsed.data, problems: null };
}
