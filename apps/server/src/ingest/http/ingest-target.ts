import { ApiError } from '../../http/api-error.js';
import type { ServerContext } from '../../http/app-env.js';
import { resolveApiKey } from '../../http/authenticate.js';
import { isStillOverEventCap } from '../../write-path/event-limit.js';

/** The project an ingestion request writes to, from its key. */
export interface IngestTarget {
  projectId: string;
  orgId: string;
  /** Which of the project's keys was sent. */
  keyType: 'public' | 'private';
}

/**
 * Resolves the project key an SDK sent (public or private). Unknown keys get
 * 401; an org over its plan's ingestion limit gets a clear 403 whose events
 * are not stored (unless `checkEventCap` is false: the SDKs' prompt routes).
 */
export async function resolveIngestTarget(
  ctx: ServerContext,
  key: string | null | undefined,
  options: { checkEventCap?: boolean } = {},
): Promise<IngestTarget> {
  if (!key) {
    throw new ApiError(
      401,
      'Invalid access token',
      'Send the project key as "Authorization: Bearer <key>".',
    );
  }
  const caller = await resolveApiKey(ctx.db, key.trim());
  if (caller?.kind !== 'project-key') {
    throw new ApiError(
      401,
      'Invalid access token',
      'Unknown project key. Copy the key from the project settings.',
    );
  }
  // Reading prompts is not ingesting: an org over its event cap still gets them.
  if (options.checkEventCap === false) {
    return { projectId: caller.projectId, orgId: caller.orgId, keyType: caller.keyType };
  }
  const org = await ctx.db
    .selectFrom('org')
    .select(['id', 'plan', 'limited'])
    .where('id', '=', caller.orgId)
    .executeTakeFirstOrThrow();
  // A self-hosted install has no event cap (DESIGN §11).
  if (ctx.config.edition === 'cloud' && org.limited && (await isStillOverEventCap(ctx.db, org))) {
    throw new ApiError(
      403,
      'Ingestion limit reached',
      "This organisation's plan ingestion limit has been reached, so new events are not stored. Upgrade the plan to resume.",
      { code: 'org_limited' },
    );
  }
  return { projectId: caller.projectId, orgId: caller.orgId, keyType: caller.keyType };
}
