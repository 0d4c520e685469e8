import { legacySampleMetadataKey, sampleMetadataKey, sampleTag } from '@lookout/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * The statement that says whether `projectId` still holds a run of the sample data:
 * `lookout.sample` true in its metadata, or an earlier build's tag `sample` with `sample` true.
 * Its first condition is the predicate of the partial index `run_sample_idx` (migration 0041),
 * word for word, so PostgreSQL reads only sample runs; the second is the exact test.
 */
export function sampleDataStatement(projectId: string): RawBuilder<{ present: boolean }> {
  const key = sql.lit(sampleMetadataKey);
  const legacyKey = sql.lit(legacySampleMetadataKey);
  const tag = sql.lit(`{${sampleTag}}`);
  return sql<{ present: boolean }>`select exists (
      select 1 from run
      where project_id = ${projectId}
        and (metadata ? ${key} or (tags @> ${tag}::text[] and metadata ? ${legacyKey}))
        and ((metadata ->> ${key}) = 'true'
          or (tags @> ${tag}::text[] and (metadata ->> ${legacyKey}) = 'true'))
    ) as present`;
}

/** Whether `projectId` still holds a run of the sample data (see `sampleDataStatement`). */
export async function hasSampleData(db: Kysely<Database>, projectId: string): Promise<boolean> {
  const { rows } = await sampleDataStatement(projectId).execute(db);
  return rows[0]?.present === true;
}
