import {
  defaultEnricherKinds,
  type Enricher,
  type EnricherKind,
  type EnricherSettings,
  enricherKindSchema,
  enricherSettingsSchema,
} from '@lookout/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, EnricherTable } from '../db/schema.js';

export type EnricherRow = Selectable<EnricherTable>;

/** Gives a new project the default enrichers (language, sentiment, PII, toxicity), enabled. */
export async function insertDefaultEnrichers(
  trx: Transaction<Database> | Kysely<Database>,
  projectId: string,
): Promise<void> {
  await trx
    .insertInto('enricher')
    .values(defaultEnricherKinds.map((kind) => ({ project_id: projectId, kind })))
    .onConflict((conflict) => conflict.columns(['project_id', 'kind']).doNothing())
    .execute();
}

/**
 * A stored enricher's kind and settings, checked by the domain schema; stored
 * settings that no longer pass (written by an older version) read as the
 * kind's defaults rather than failing every read.
 */
export function enricherSettings(row: Pick<EnricherRow, 'kind' | 'config'>): EnricherSettings {
  const kind: EnricherKind = enricherKindSchema.parse(row.kind);
  const parsed = enricherSettingsSchema.safeParse({ kind, config: row.config });
  return parsed.success ? parsed.data : enricherSettingsSchema.parse({ kind, config: {} });
}

/** The API's view of an enricher row (without whether it runs: see `enricherView`). */
export function toEnricher(row: EnricherRow): Enricher {
  return {
    ...enricherSettings(row),
    id: row.id,
    enabled: row.enabled,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  } as Enricher;
}

/** The project's enrichers, in the order of the kinds' catalogue. */
export async function listEnricherRows(
  db: Kysely<Database>,
  projectId: string,
): Promise<EnricherRow[]> {
  const rows = await db
    .selectFrom('enricher')
    .selectAll()
    .where('project_id', '=', projectId)
    .execute();
  const order = enricherKindSchema.options;
  return rows.sort(
    (a, b) => order.indexOf(a.kind as EnricherKind) - order.indexOf(b.kind as EnricherKind),
  );
}

export function findEnricher(
  db: Kysely<Database>,
  projectId: string,
  id: string,
): Promise<EnricherRow | undefined> {
  return db
    .selectFrom('enricher')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .executeTakeFirst();
}
