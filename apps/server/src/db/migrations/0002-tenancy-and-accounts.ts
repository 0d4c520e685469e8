import { type Kysely, sql } from 'kysely';

/**
 * Tenancy and accounts: orgs own projects; accounts (dashboard users) belong
 * to one org with a role; project keys, invitations, one-time email tokens,
 * the mail outbox, ingestion rules and the audit log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('org')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull().defaultTo('free'))
    .addColumn('plan_period', 'text', (c) => c.notNull().defaultTo('monthly'))
    .addColumn('canceled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('limited', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('beta', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('billing_delinquent', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('dataset_v2_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('api_key', 'text', (c) => c.notNull().unique())
    .addColumn('billing_customer_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('account')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('org_id', 'uuid', (c) => c.notNull().references('org.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_login_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('account_org_idx').on('account').column('org_id').execute();

  await db.schema
    .createTable('project')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('org_id', 'uuid', (c) => c.notNull().references('org.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('data_retention_days', 'integer')
    .addColumn('home_dashboard_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('project_org_idx')
    .on('project')
    .columns(['org_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('account_project')
    .addColumn('account_id', 'uuid', (c) =>
      c.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('project_id', 'uuid', (c) =>
      c.notNull().references('project.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('account_project_pk', ['account_id', 'project_id'])
    .execute();
  await db.schema
    .createIndex('account_project_project_idx')
    .on('account_project')
    .column('project_id')
    .execute();

  await db.schema
    .createTable('api_key')
    .addColumn('project_id', 'uuid', (c) =>
      c.notNull().references('project.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('api_key_pk', ['project_id', 'type'])
    .execute();

  await db.schema
    .createTable('invitation')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('org_id', 'uuid', (c) => c.notNull().references('org.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('project_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'uuid', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('invitation_org_idx')
    .on('invitation')
    .columns(['org_id', 'email'])
    .execute();

  await db.schema
    .createTable('email_token')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'uuid', (c) =>
      c.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('revoked_token')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('outbox_email')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('outbox_email_to_idx')
    .on('outbox_email')
    .columns(['to_address', 'created_at'])
    .execute();

  await db.schema
    .createTable('ingestion_rule')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('project_id', 'uuid', (c) =>
      c.notNull().references('project.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('config', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('ingestion_rule_project_idx')
    .on('ingestion_rule')
    .column('project_id')
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('org_id', 'uuid', (c) => c.notNull().references('org.id').onDelete('cascade'))
    .addColumn('project_id', 'uuid')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'uuid')
    .addColumn('actor_name', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('audit_log_org_created_idx')
    .on('audit_log')
    .columns(['org_id', 'created_at desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'audit_log',
    'ingestion_rule',
    'outbox_email',
    'revoked_token',
    'email_token',
    'invitation',
    'api_key',
    'account_project',
    'project',
    'account',
    'org',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
