import type { Role } from '@lookout/domain';
import { createMiddleware } from 'hono/factory';
import { isStorableText } from '../db/postgres-safe.js';
import { isLicenceExpired } from '../licence/licence.js';
import { ApiError } from './api-error.js';
import type { AppEnv, Caller } from './app-env.js';

/** The bearer token of a request, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1]?.trim() || null;
}

const invalidToken = () =>
  new ApiError(401, 'Invalid access token', 'Sign in again, or check the API key you sent.');

/**
 * Resolves who is calling from `Authorization: Bearer …`: a dashboard session
 * token (JWT), a project's public or private key, or the org key. Refuses with
 * 401 'Session expired' or 'Invalid access token'. On a self-hosted install
 * whose licence has expired, refuses with 403 'License expired'.
 */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  const { db, tokens, licence } = c.var.ctx;
  const token = bearerToken(c.req.header('authorization'));
  if (!token) {
    throw new ApiError(
      401,
      'Invalid access token',
      'Send your session token or API key as "Authorization: Bearer …".',
    );
  }
  let caller: Caller;
  if (token.split('.').length === 3) {
    const claims = await tokens.verify(token);
    if (claims === 'Session expired') {
      throw new ApiError(
        401,
        'Session expired',
        'Your session has ended. Sign in again to continue.',
      );
    }
    if (claims === 'Invalid access token') throw invalidToken();
    const [account, revoked] = await Promise.all([
      db
        .selectFrom('account')
        .select(['id', 'org_id', 'role', 'email', 'name'])
        .where('id', '=', claims.accountId)
        .executeTakeFirst(),
      db.selectFrom('revoked_token').select('jti').where('jti', '=', claims.jti).executeTakeFirst(),
    ]);
    if (!account || revoked || account.org_id !== claims.orgId) throw invalidToken();
    caller = {
      kind: 'account',
      accountId: account.id,
      orgId: account.org_id,
      role: account.role as Role,
      email: account.email,
      name: account.name,
      jti: claims.jti,
      exp: claims.exp,
    };
  } else {
    const keyCaller = await resolveApiKey(db, token);
    if (!keyCaller) throw invalidToken();
    caller = keyCaller;
  }
  if (licence && c.var.ctx.config.edition === 'self-hosted' && isLicenceExpired(licence)) {
    throw new ApiError(
      403,
      'License expired',
      'Please renew your license to access the product',
      // The web app shows the licence notice and signs out on this answer.
      { code: 'license_expired' },
    );
  }
  c.set('caller', caller);
  await next();
});

/** The caller an API key stands for, or null for an unknown key. */
export async function resolveApiKey(
  db: AppEnv['Variables']['ctx']['db'],
  key: string,
): Promise<Caller | null> {
  // A key PostgreSQL cannot even compare (a Basic header of "\0:\0") is simply unknown.
  if (!isStorableText(key)) return null;
  const projectKey = await db
    .selectFrom('api_key')
    .innerJoin('project', 'project.id', 'api_key.project_id')
    .select(['api_key.type', 'api_key.project_id', 'project.org_id'])
    .where('api_key.key', '=', key)
    .executeTakeFirst();
  if (projectKey) {
    return {
      kind: 'project-key',
      keyType: projectKey.type,
      projectId: projectKey.project_id,
      orgId: projectKey.org_id,
    };
  }
  const org = await db.selectFrom('org').select('id').where('api_key', '=', key).executeTakeFirst();
  return org ? { kind: 'org-key', orgId: org.id } : null;
}
