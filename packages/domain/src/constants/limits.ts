/**
 * Hard limits and bounds of Lookout (SPEC §5, §9). Code reads these instead of
 * repeating the numbers.
 */

/** Rows per page of paged lists; another page loads only after a full one. */
export const pageSize = 30;

/** Entries per page of the audit log; more exist when a page has exactly this many. */
export const auditLogPageSize = 10;

/**
 * The most runs a count reads when its selection tests run content text (the
 * search box, string, regex, json, length, messages filters): past it the
 * count answers this number as "N+" instead of decompressing every match.
 */
export const runCountCap = 10_000;

/** Runs one `POST /v1/evaluators/{id}/run` grades at most, newest first. */
export const evaluatorRunCap = 10_000;

/** Projects an org on the free plan may have; creating one more opens the upgrade dialog. */
export const freePlanProjectLimit = 3;

/** Days of data kept when a payment fails; older data is deleted unless billing is fixed. */
export const failedPaymentDataRetentionDays = 30;

/**
 * Days after the first failed payment (cloud) before `failedPaymentDataRetentionDays` applies:
 * time to update billing details, while the "Payment failed" alert warns of the deletion.
 */
export const failedPaymentGraceDays = 14;

/** Days within which a paid plan can be refunded. */
export const moneyBackGuaranteeDays = 30;

/**
 * Bounds of the number inputs of the filter bar and evaluations. `max` and
 * `step` are absent where any value is accepted.
 */
export const filterNumberBounds = {
  /** Percent thresholds (guidelines, similarity, rouge). */
  percent: { min: 0, max: 100, step: 5 },
  /** Text length in characters. */
  length: { min: 0 },
  /** Run duration in seconds. */
  duration: { min: 0, step: 0.1 },
  /** Run cost in US dollars. */
  cost: { min: 0 },
  /** Token count. */
  tokens: { min: 0 },
  /** Message count of a conversation. */
  messages: { min: 0 },
} as const satisfies Record<string, { min: number; max?: number; step?: number }>;
export type FilterNumberKind = keyof typeof filterNumberBounds;

/** The longest date range a chart covers: 2 years (731 days, a leap year included). */
export const analyticsMaxRangeDays = 731;

/** Rows of a Top list when the caller asks for no other number. */
export const topListDefaultLimit = 10;

/**
 * Days a feedback or score event waits for the run it judges
 * (`pending_run_event`). SDKs send a run's feedback seconds or minutes after
 * the run; one whose run has not come after a week never will (the run was
 * dropped by a filtering rule, or sent to another project), so a recurring job
 * deletes it rather than keep it forever.
 */
export const pendingRunEventMaxAgeDays = 7;

/** Days a finished background job stays in the jobs list before a recurring sweep deletes it. */
export const finishedJobRetentionDays = 30;

/**
 * Playground runs an org on the cloud free plan may make per month (SPEC §9
 * "limited AI playground"); one more answers 403 `plan_required`.
 */
export const freePlanPlaygroundRunsPerMonth = 20;
