import { getConnInfo } from '@hono/node-server/conninfo';
import type { AuditEvent } from '@lookout/domain';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
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

/**
 * Writes one audit-log entry for an action of SPEC §3, with the actor, the
 * client address and user agent. Pass the transaction that makes the change
 * as `db` so the entry and the change commit together.
 */
export async function recordAudit(
  c: Context<AppEnv>,
  event: AuditEvent & {
    projectId?: string | null;
    details?: Record<string, unknown>;
    actor?: AuditActorOverride;
  },
  db: Kysely<Database> = c.var.ctx.db,
): Promise<void> {
  const caller = c.get('caller') as AppEnv['Variables']['caller'] | undefined;
  const actor =
    event.actor ??
    (caller?.kind === 'account'
      ? { id: caller.accountId, name: caller.name, email: caller.email, orgId: caller.orgId }
      : undefined);
  const orgId = actor?.orgId ?? caller?.orgId;
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
      details: JSON.stringify(event.details ?? {}),
    })
    .execute();
}
