import type { Plan } from '@lookout/domain';
import { planLimitsFor } from '@lookout/rbac';
import type { Context } from 'hono';
import { recordAudit } from '../audit/record-audit.js';
import type { AppEnv } from '../http/app-env.js';
import type { SsoConnectionRow } from './sso-connection-row.js';
import { createSsoLoginCode } from './sso-login-code.js';
import { ssoErrorRedirect, ssoSuccessRedirect } from './sso-redirects.js';
import { SsoSignInRefused } from './sso-sign-in-refused.js';

/** Who the identity provider vouched for, after every protocol check passed. */
export interface SsoIdentity {
  email: string;
  /** The display name the provider sent, if any. */
  name: string | null;
}

const domainOf = (email: string): string => email.slice(email.lastIndexOf('@') + 1);

/**
 * Signs in a person the identity provider vouched for: checks the email's
 * domain, finds their account in the connection's org or creates it just in
 * time with the connection's default role (and access to every project), and
 * audits the `team_member` login. Returns the one-time code for the web app.
 * Throws {@link SsoSignInRefused} when the person may not sign in.
 */
export async function signInSsoIdentity(
  c: Context<AppEnv>,
  connection: SsoConnectionRow,
  identity: SsoIdentity,
): Promise<string> {
  const email = identity.email.trim().toLowerCase();
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) {
    throw new SsoSignInRefused(
      'missing_email',
      'Your identity provider did not send an email address. Ask your administrator to release the email claim to Lookout.',
    );
  }
  if (!connection.domains.includes(domainOf(email))) {
    throw new SsoSignInRefused(
      'domain_not_allowed',
      `${email} is not in an email domain allowed for this organization's single sign-on.`,
    );
  }
  const { db, config } = c.var.ctx;
  return db.transaction().execute(async (trx) => {
    const org = await trx
      .selectFrom('org')
      .select(['id', 'name', 'plan'])
      .where('id', '=', connection.org_id)
      .executeTakeFirstOrThrow();
    const existing = await trx
      .selectFrom('account')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
    if (existing && existing.org_id !== org.id) {
      throw new SsoSignInRefused(
        'account_in_other_org',
        `${email} already has a Lookout account in another organization. Ask an owner of ${org.name} to sort this out.`,
      );
    }
    let account = existing;
    if (account) {
      await trx
        .updateTable('account')
        .set({ last_login_at: new Date(), verified: true })
        .where('id', '=', account.id)
        .execute();
    } else {
      const seats = planLimitsFor({ plan: org.plan as Plan, edition: config.edition }).seats;
      const members = await trx
        .selectFrom('account')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('org_id', '=', org.id)
        .executeTakeFirstOrThrow();
      if (seats !== null && Number(members.count) >= seats) {
        throw new SsoSignInRefused(
          'no_free_seat',
          `${org.name} has no free seat left. Ask an owner to upgrade the plan.`,
        );
      }
      const created = await trx
        .insertInto('account')
        .values({
          org_id: org.id,
          email,
          name: identity.name?.trim().slice(0, 200) || email.slice(0, email.indexOf('@')),
          password_hash: null,
          role: connection.default_role,
          verified: true,
          last_login_at: new Date(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      account = created;
      const projects = await trx
        .selectFrom('project')
        .select('id')
        .where('org_id', '=', org.id)
        .execute();
      if (projects.length > 0) {
        await trx
          .insertInto('account_project')
          .values(projects.map((project) => ({ account_id: created.id, project_id: project.id })))
          .execute();
      }
    }
    await recordAudit(
      c,
      {
        subject: 'team_member',
        action: 'login',
        actor: { id: account.id, name: account.name, email: account.email, orgId: org.id },
        details: { method: connection.protocol, createdJustInTime: !existing },
      },
      trx,
    );
    return createSsoLoginCode(trx, account.id);
  });
}

/**
 * Ends an SSO callback: the redirect to `/login/sso?code=…` when `run`
 * signs someone in, or to `/login?ssoError=…` when it is refused (audited
 * as `sso_connection` `refuse_sign_in` with the reason). Anything else is
 * not the person's fault and propagates (a 5xx or a retryable 503).
 * @example return c.redirect(await finishSsoCallback(c, connection, () => verifyAndSignIn()));
 */
export async function finishSsoCallback(
  c: Context<AppEnv>,
  connection: Pick<SsoConnectionRow, 'id' | 'org_id' | 'protocol'> | null,
  run: () => Promise<string>,
): Promise<string> {
  try {
    return ssoSuccessRedirect(await run());
  } catch (error) {
    if (!(error instanceof SsoSignInRefused)) throw error;
    if (connection) {
      await recordAudit(c, {
        subject: 'sso_connection',
        action: 'refuse_sign_in',
        orgId: connection.org_id,
        details: { reason: error.reason, message: error.message, protocol: connection.protocol },
      });
    }
    return ssoErrorRedirect(error.message);
  }
}
