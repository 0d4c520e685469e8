import { type Kysely, sql } from 'kysely';

/**
 * Enrichments (issue 15): what language, sentiment, PII, toxicity and topics
 * enrichers found in each run's input and output, keyed by `(project_id, …)`.
 *
 * - `enricher`: a project's enricher of one kind (at most one per kind), its
 *   `config` checked by the domain's per-kind schema on read and write. Every
 *   existing project gets the default kinds (language, sentiment, PII,
 *   toxicity), enabled; new projects get them in `insertProject`.
 * - `run_enrichment`: one row per enriched run, with the values the filters
 *   and charts read as typed columns (a language code, a sentiment label,
 *   the PII kinds and toxicity labels present, the topics) for each side,
 *   plus every result in full (`results`, the shape of `runEnrichmentsSchema`)
 *   and per-kind errors. Deleted with its run (foreign key, cascade), so
 *   retention and project deletion take it along.
 * - `enrichment_sweep`: per project, the watermark (`run.ingested_at`) from
 *   which new runs may still need enriching.
 * - `enrichment_backfill`: how far each backfill job got (the last run it
 *   enriched, in `(created_at, id)` order), saved with each batch's results,
 *   so a backfill resumes there after a restart.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('enricher')
    .addColumn('project_id', 'uuid', (c) =>
      c.notNull().references('project.id').onDelete('cascade'),
    )
    .addColumn('id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('config', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('enricher_pk', ['project_id', 'id'])
    .addUniqueConstraint('enricher_kind_unique', ['project_id', 'kind'])
    .addCheckConstraint(
      'enricher_kind_check',
      sql`kind in ('language', 'sentiment', 'pii', 'toxicity', 'topics')`,
    )
    .execute();
  await sql`insert into enricher (project_id, kind)
    select project.id, kinds.kind from project
    cross join (values ('language'), ('sentiment'), ('pii'), ('toxicity')) as kinds(kind)
    on conflict do nothing`.execute(db);

  await db.schema
    .createTable('run_enrichment')
    .addColumn('project_id', 'uuid', (c) => c.notNull())
    .addColumn('run_id', 'uuid', (c) => c.notNull())
    .addColumn('input_language', 'text')
    .addColumn('output_language', 'text')
    .addColumn('input_sentiment', 'text')
    .addColumn('input_sentiment_score', 'real')
    .addColumn('output_sentiment', 'text')
    .addColumn('output_sentiment_score', 'real')
    .addColumn('input_pii', sql`text[]`)
    .addColumn('output_pii', sql`text[]`)
    .addColumn('input_toxic', 'boolean')
    .addColumn('output_toxic', 'boolean')
    .addColumn('input_toxicity', sql`text[]`)
    .addColumn('output_toxicity', sql`text[]`)
    .addColumn('input_topics', sql`text[]`)
    .addColumn('output_topics', sql`text[]`)
    .addColumn('results', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('errors', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('run_enrichment_pk', ['project_id', 'run_id'])
    .addForeignKeyConstraint(
      'run_enrichment_run_fk',
      ['project_id', 'run_id'],
      'run',
      ['project_id', 'id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
  // The filters read one side's value; the Top charts group by it.
  for (const side of ['input', 'output'] as const) {
    await sql`create index ${sql.raw(`run_enrichment_${side}_language_idx`)}
      on run_enrichment (project_id, ${sql.raw(`${side}_language`)})`.execute(db);
    await sql`create index ${sql.raw(`run_enrichment_${side}_topics_idx`)}
      on run_enrichment using gin (${sql.raw(`${side}_topics`)})`.execute(db);
  }
  await sql`create index run_enrichment_input_sentiment_idx
    on run_enrichment (project_id, input_sentiment)`.execute(db);

  await db.schema
    .createTable('enrichment_sweep')
    .addColumn('project_id', 'uuid', (c) =>
      c.primaryKey().references('project.id').onDelete('cascade'),
    )
    .addColumn('sweep_from', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('enrichment_backfill')
    .addColumn('job_id', 'uuid', (c) => c.primaryKey().references('job.id').onDelete('cascade'))
    .addColumn('project_id', 'uuid', (c) =>
      c.notNull().references('project.id').onDelete('cascade'),
    )
    .addColumn('after_created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('after_id', 'uuid', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('enrichment_backfill').ifExists().execute();
  await db.schema.dropTable('enrichment_sweep').ifExists().execute();
  await db.schema.dropTable('run_enrichment').ifExists().execute();
  await db.schema.dropTable('enricher').ifExists().execute();
}
