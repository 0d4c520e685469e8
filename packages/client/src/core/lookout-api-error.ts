import { type ApiErrorCode, apiErrorCodeSchema } from '@lookout/domain';

/** What the server answered when a call failed. */
export interface LookoutApiErrorInit {
  status: number;
  /** The body's `error`: a short title. */
  title: string;
  /** The body's `message`: what happened and what to do. */
  message: string;
  /** A reason the app reacts to, such as `plan_limit`. */
  code?: ApiErrorCode | undefined;
  /** The feature a `plan_limit` is about, such as `projects`. */
  feature?: string | undefined;
  /** True when the failure ended the session (the app was told through `onSignedOut`). */
  signedOut?: boolean | undefined;
}

/**
 * A call the server answered with an error status. Its message is the body's
 * `message`; `title`, `code` and `feature` come from the same body.
 * @example
 * try { await lookout.projects.create({ name: 'Project #4' }); }
 * catch (error) { if (planLimitFeature(error) === 'projects') openUpgradeDialog('projects'); }
 */
export class LookoutApiError extends Error {
  readonly status: number;
  readonly title: string;
  readonly code: ApiErrorCode | undefined;
  readonly feature: string | undefined;
  readonly signedOut: boolean;

  constructor(init: LookoutApiErrorInit) {
    super(init.message);
    this.name = 'LookoutApiError';
    this.status = init.status;
    this.title = init.title;
    this.code = init.code;
    this.feature = init.feature;
    this.signedOut = init.signedOut ?? false;
  }
}

/** The fields of an error body, each kept only when it has the right type. */
export interface ApiErrorBodyFields {
  error?: string;
  message?: string;
  code?: ApiErrorCode;
  feature?: string;
}

/** Reads `{ error, message, code?, feature? }` from a failed answer's body, whatever its shape. */
export function readApiErrorBody(body: unknown): ApiErrorBodyFields {
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const fields: ApiErrorBodyFields = {};
  if (typeof record.error === 'string' && record.error) fields.error = record.error;
  if (typeof record.message === 'string' && record.message) fields.message = record.message;
  const code = apiErrorCodeSchema.safeParse(record.code);
  if (code.success) fields.code = code.data;
  if (typeof record.feature === 'string' && record.feature) fields.feature = record.feature;
  return fields;
}

/**
 * The feature whose plan limit a failed call hit, or which the plan lacks (`projects`,
 * `dashboards`: the upgrade dialog marks that row), or undefined for any other error.
 * @example planLimitFeature(error) // 'projects'
 */
export function planLimitFeature(error: unknown): string | undefined {
  return error instanceof LookoutApiError &&
    (error.code === 'plan_limit' || error.code === 'plan_required')
    ? error.feature
    : undefined;
}
