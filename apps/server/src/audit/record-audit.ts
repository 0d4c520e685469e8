import { getConnInfo } from '@hono/node-server/conninfo';
import type { AuditEvent } from '@lookout/domain';
import type { Context } from 'hono';
import type { Kysely, Transaction } from 'kysely';
import { toJsonbText } from '../db/postgres-safe.js';
import type { Database } from '../db/schema.js';
import type { AppEnv } from '../http/app-env.js';

/** Who acted, when it is not (or not yet) the request's caller — for example at login. */
export interface AuditActorOverride {
  id: string;
  name: string;
  email: string;
  orgId: string;
}

/**
 * The client address. Behind `trustedProxies` proxies, it is the address the outermost of them
 * appended to X-Forwarded-For (entries further left are the client's own claims, which login
 * throttling must not believe); with none, the socket's peer.
 */
export function clientAddress(c: Context<AppEnv>): string | null {
  const trusted = c.var.ctx.config.trustedProxies;
  const hops =
    c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((hop) => hop.trim()) ?? [];
  const forwarded = trusted > 0 ? hops[Math.max(0, hops.length - trusted)] : undefined;
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null; // not served by @hono/node-server (in-process tests)
  }
}

/** One audit-log entry: the action of SPEC §3, its project and details. */
export type AuditEntry = AuditEvent & {
  projectId?: string | null;
  details?: Record<string, unknown>;
  actor?: AuditActorOverride;
  /** The org of an entry with no actor (a refused SSO sign-in, before anyone is known). */
  orgId?: string;
};

/**
 * Writes one audit-log entry for an action of SPEC §3, with the actor, the
 * client address and user agent. Pass the transaction that makes the change
 * (or use `withAudit`), so the change and its entry commit together.
 */
export async function recordAudit(
  c: Context<AppEnv>,
  event: AuditEntry,
  db: Kysely<Database> | Transaction<Database> = c.var.ctx.db,
): Promise<void> {
  const caller = c.get('caller') as AppEnv['Variables']['caller'] | undefined;
  const actor =
    event.actor ??
    (caller?.kind === 'account'
      ? { id: caller.accountId, name: caller.name, email: caller.email, orgId: caller.orgId }
      : undefined);
  const orgId = actor?.orgId ?? event.orgId ?? caller?.orgId;
  if (!orgId) throw new Error('recordAudit needs an org: an actor or a signed-in caller');
  await db
    .insertInto('audit_log')
    .values({
      org_id: orgId,
      project_id: event.projectId ?? null,
      subject: event.subject,
      action: event.action,
      actor_id: actor?.id ?? null,
      actor_name:
        actor?.name ?? (caller && caller.kind !== 'account' ? `API key (${caller.kind})` : null),
      actor_email: actor?.email ?? null,
      ip: clientAddress(c),
      user_agent: c.req.header('user-agent')?.slice(0, 500) ?? null,
      details: toJsonbText(event.details ?? {}),
    })
    .execute();
}

/**
 * Makes a change and writes its audit entry in one transaction: both commit
 * or neither does. `entry` may depend on the change's result, and may be null
 * when the change calls for no entry.
 * @example const org = await withAudit(c, (trx) => renameOrg(trx, id, name), { subject: 'org_name', action: 'update' });
 */
export function withAudit<T>(
  c: Context<AppEnv>,
  change: (trx: Transaction<Database>) => Promise<T>,
  entry: AuditEntry | null | ((result: T) => AuditEntry | null),
): Promise<T> {
  return c.var.ctx.db.transaction().execute(async (trx) => {
    const result = await change(trx);
    const resolved = typeof entry === 'function' ? entry(result) : entry;
    if (resolved) await recordAudit(c, resolved, trx);
    return result;
  });
}
