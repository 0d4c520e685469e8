import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { SsoConnectionRow } from './sso-connection-row.js';

function withDomains(db: Kysely<Database>) {
  return db
    .selectFrom('sso_connection')
    .selectAll('sso_connection')
    .select((eb) =>
      eb
        .fn<string[]>('coalesce', [
          eb
            .selectFrom('sso_domain')
            .select((inner) => inner.fn<string[]>('array_agg', [inner.ref('domain')]).as('d'))
            .whereRef('sso_domain.connection_id', '=', 'sso_connection.id'),
          eb.val('{}'),
        ])
        .as('domains'),
    );
}

/** The connection with this id, or undefined. */
export function findSsoConnectionById(
  db: Kysely<Database>,
  id: string,
): Promise<SsoConnectionRow | undefined> {
  return withDomains(db).where('sso_connection.id', '=', id).executeTakeFirst();
}

/** The org's connection, or undefined when it has none. */
export function findSsoConnectionOfOrg(
  db: Kysely<Database>,
  orgId: string,
): Promise<SsoConnectionRow | undefined> {
  return withDomains(db).where('sso_connection.org_id', '=', orgId).executeTakeFirst();
}

/** The enabled connection that claims this email's domain, or undefined. */
export function findSsoConnectionForEmail(
  db: Kysely<Database>,
  email: string,
): Promise<SsoConnectionRow | undefined> {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return withDomains(db)
    .where('sso_connection.enabled', '=', true)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('sso_domain')
          .select('domain')
          .where('sso_domain.domain', '=', domain)
          .whereRef('sso_domain.connection_id', '=', 'sso_connection.id'),
      ),
    )
    .executeTakeFirst();
}

/** Where `/login` sends a person of this connection: its protocol's start route. */
export const ssoStartPath = (connection: Pick<SsoConnectionRow, 'id' | 'protocol'>): string =>
  `/auth/sso/${connection.id}/${connection.protocol}/start`;
