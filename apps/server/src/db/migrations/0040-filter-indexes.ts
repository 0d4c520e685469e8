import { type Kysely, sql } from 'kysely';

/**
 * Indexes for filters whose runs are few, so a read can start from them
 * rather than test every run of a project newest first.
 *
 * Templates (`runs/filter-sql/compilers/templates.ts`): the runs of a
 * template version, and those an SDK tagged with a template id of its own
 * (`extra.templateId`). Partial: most runs were made from no template. The
 * statistics object makes ANALYZE measure `extra ->> 'templateId'` (a
 * partial index gathers none): without it PostgreSQL takes 0.5 % of runs to
 * match any template id, and still reads the list newest first.
 *
 * Enrichments (`runs/enrichment-reads.ts` counts the enrichments a filter
 * matches, up to a limit, to choose how to read them): toxic sides and
 * personal data (partial: few runs have either), and the sentiment label the
 * filter reads (the input's, or the output's for a run without input).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index run_project_template_version_idx
    on run (project_id, template_version_id)
    where template_version_id is not null`.execute(db);
  await sql`create index run_project_sdk_template_idx
    on run (project_id, (extra ->> 'templateId'))
    where (extra ->> 'templateId') is not null`.execute(db);
  await sql`create statistics run_sdk_template_stats on (extra ->> 'templateId') from run`.execute(
    db,
  );
  for (const side of ['input', 'output'] as const) {
    await sql`create index ${sql.raw(`run_enrichment_${side}_toxic_idx`)}
      on run_enrichment (project_id) where ${sql.raw(`${side}_toxic`)}`.execute(db);
  }
  await sql`create index run_enrichment_pii_idx on run_enrichment (project_id)
    where (cardinality(input_pii) > 0 or cardinality(output_pii) > 0)`.execute(db);
  await sql`create index run_enrichment_sentiment_idx
    on run_enrichment (project_id, (coalesce(input_sentiment, output_sentiment)))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'run_enrichment_sentiment_idx',
    'run_enrichment_pii_idx',
    'run_enrichment_output_toxic_idx',
    'run_enrichment_input_toxic_idx',
    'run_project_sdk_template_idx',
    'run_project_template_version_idx',
  ]) {
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  }
  await sql`drop statistics if exists run_sdk_template_stats`.execute(db);
}
