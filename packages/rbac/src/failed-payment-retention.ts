import {
  type Edition,
  failedPaymentDataRetentionDays,
  failedPaymentGraceDays,
  type Plan,
} from '@lookout/domain';
import { retentionDaysFor } from './plan-limits.js';

const dayMs = 24 * 60 * 60 * 1000;

/** What the retention of a pass depends on besides the project's own setting. */
export interface RetentionContext {
  plan: Plan;
  edition: Edition;
  /** When the org's first payment failed of those still unpaid (cloud); null when paid up. */
  billingDelinquentSince: Date | null;
}

/**
 * The days a retention pass keeps a project's runs (null: forever): the project's retention
 * bounded by the plan's history (`retentionDaysFor`), and on cloud, once a payment has stayed
 * failed for `failedPaymentGraceDays`, at most `failedPaymentDataRetentionDays` whatever the
 * plan (SPEC §4: data older than 30 days is deleted after a failed payment unless billing
 * details are updated). Self-hosted installs have no billing.
 *
 * @example retentionDaysOfPass({ plan: 'enterprise', edition: 'cloud', billingDelinquentSince: fifteenDaysAgo }, null, now) // 30
 * @example retentionDaysOfPass({ plan: 'enterprise', edition: 'cloud', billingDelinquentSince: yesterday }, null, now) // null
 */
export function retentionDaysOfPass(
  context: RetentionContext,
  projectDays: number | null,
  now: Date,
): number | null {
  const days = retentionDaysFor(context, projectDays);
  if (!failedPaymentGraceOver(context, now)) return days;
  return days === null
    ? failedPaymentDataRetentionDays
    : Math.min(days, failedPaymentDataRetentionDays);
}

/**
 * When the passes start cutting the history after a failed payment (cloud only): the first
 * failure still unpaid plus `failedPaymentGraceDays`; null when paid up or self-hosted.
 */
export function failedPaymentDeletionAt(
  context: Pick<RetentionContext, 'edition' | 'billingDelinquentSince'>,
): Date | null {
  const since = context.billingDelinquentSince;
  if (context.edition !== 'cloud' || since === null) return null;
  return new Date(since.getTime() + failedPaymentGraceDays * dayMs);
}

/** Whether a failed payment has stayed unpaid past the grace period (cloud only). */
export function failedPaymentGraceOver(
  context: Pick<RetentionContext, 'edition' | 'billingDelinquentSince'>,
  now: Date,
): boolean {
  const deletionAt = failedPaymentDeletionAt(context);
  return deletionAt !== null && now.getTime() >= deletionAt.getTime();
}
