import {
  type GuardrailPolicy,
  type GuardrailPolicyFields,
  guardrailChecksSchema,
} from '@lookout/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, GuardrailPolicyTable } from '../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** The API's view of a stored policy (checks re-read through the schema, so old rows gain defaults). */
export function toGuardrailPolicy(row: Selectable<GuardrailPolicyTable>): GuardrailPolicy {
  return {
    id: row.id,
    name: row.name,
    isDefault: row.is_default,
    appliesTo: row.applies_to,
    checks: guardrailChecksSchema.parse(row.checks),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A project's policies: the default first, then by name. */
export async function listGuardrailPolicies(
  db: Executor,
  projectId: string,
): Promise<GuardrailPolicy[]> {
  const rows = await db
    .selectFrom('guardrail_policy')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('is_default', 'desc')
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toGuardrailPolicy);
}

/** Takes the default mark off every policy of the project (before another one takes it). */
async function clearDefault(db: Executor, projectId: string): Promise<void> {
  await db
    .updateTable('guardrail_policy')
    .set({ is_default: false })
    .where('project_id', '=', projectId)
    .where('is_default', '=', true)
    .execute();
}

/** Stores a new policy; the project's first policy becomes its default. */
export async function insertGuardrailPolicy(
  trx: Transaction<Database>,
  projectId: string,
  fields: GuardrailPolicyFields,
): Promise<GuardrailPolicy> {
  const existing = await trx
    .selectFrom('guardrail_policy')
    .select('id')
    .where('project_id', '=', projectId)
    .limit(1)
    .executeTakeFirst();
  const isDefault = fields.isDefault || !existing;
  if (isDefault) await clearDefault(trx, projectId);
  const row = await trx
    .insertInto('guardrail_policy')
    .values({
      project_id: projectId,
      name: fields.name,
      is_default: isDefault,
      applies_to: fields.appliesTo,
      checks: JSON.stringify(fields.checks),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toGuardrailPolicy(row);
}

/**
 * Replaces every field of a policy; undefined when the project has none with
 * this id. Setting `isDefault` moves the mark; clearing it on the default
 * leaves the project without one.
 */
export async function replaceGuardrailPolicy(
  trx: Transaction<Database>,
  projectId: string,
  id: string,
  fields: GuardrailPolicyFields,
): Promise<GuardrailPolicy | undefined> {
  if (fields.isDefault) {
    const exists = await trx
      .selectFrom('guardrail_policy')
      .select('id')
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!exists) return undefined;
    await clearDefault(trx, projectId);
  }
  const row = await trx
    .updateTable('guardrail_policy')
    .set({
      name: fields.name,
      is_default: fields.isDefault,
      applies_to: fields.appliesTo,
      checks: JSON.stringify(fields.checks),
      updated_at: new Date(),
    })
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toGuardrailPolicy(row) : undefined;
}

/** Deletes a policy; its name, or undefined when the project has none with this id. */
export async function deleteGuardrailPolicy(
  db: Executor,
  projectId: string,
  id: string,
): Promise<string | undefined> {
  const deleted = await db
    .deleteFrom('guardrail_policy')
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .returning('name')
    .executeTakeFirst();
  return deleted?.name;
}
