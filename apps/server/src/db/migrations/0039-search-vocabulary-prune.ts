import type { Kysely } from 'kysely';

/**
 * `run_search_state.vocabulary_checked_through`: the last vocabulary word the
 * prune (`search/search-vocabulary-prune.ts`) checked, so a pass over the
 * vocabulary goes on where it stopped after a restart; NULL starts a pass
 * from the first word.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('run_search_state')
    .addColumn('vocabulary_checked_through', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('run_search_state').dropColumn('vocabulary_checked_through').execute();
}
