import type { Role, TeamMember, User } from '@lookout/domain';
import type { Kysely, Selectable } from 'kysely';
import type { AccountTable, Database } from '../db/schema.js';

type AccountRow = Selectable<AccountTable>;

/** The API's view of an account row. */
export function toUser(row: AccountRow): User {
  return {
    id: row.id,
    orgId: row.org_id,
    email: row.email,
    name: row.name,
    role: row.role as Role,
    verified: row.verified,
    avatarUrl: null,
    createdAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    user_metadata: { name: row.name },
  };
}

/** An account by id, only within `orgId`. */
export function findAccountInOrg(db: Kysely<Database>, orgId: string, accountId: string) {
  return db
    .selectFrom('account')
    .selectAll()
    .where('id', '=', accountId)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
}

/** An account by its (lower-cased) email address. */
export function findAccountByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('account')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

/** Every member of an org with the projects each may open (owners and admins: all). */
export async function listTeamMembers(db: Kysely<Database>, orgId: string): Promise<TeamMember[]> {
  const [accounts, access, projects] = await Promise.all([
    db
      .selectFrom('account')
      .selectAll()
      .where('org_id', '=', orgId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('account_project')
      .innerJoin('account', 'account.id', 'account_project.account_id')
      .select(['account_project.account_id', 'account_project.project_id'])
      .where('account.org_id', '=', orgId)
      .execute(),
    db
      .selectFrom('project')
      .select('id')
      .where('org_id', '=', orgId)
      .orderBy('created_at')
      .execute(),
  ]);
  const allProjectIds = projects.map((project) => project.id);
  return accounts.map((row) => ({
    ...toUser(row),
    projectIds:
      row.role === 'owner' || row.role === 'admin'
        ? allProjectIds
        : access.filter((entry) => entry.account_id === row.id).map((entry) => entry.project_id),
  }));
}
