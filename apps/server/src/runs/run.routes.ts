import { createRoute } from '@hono/zod-openapi';
import {
  countRunsQuerySchema,
  countRunsResponseSchema,
  getPublicRunResponseSchema,
  getRunFeedbackResponseSchema,
  getRunResponseSchema,
  listRunsQuerySchema,
  listRunsResponseSchema,
  runIdSchema,
  runSampleDataSchema,
  runSchema,
  runSearchStatusSchema,
  runTotalsQuerySchema,
  runTotalsResponseSchema,
  updateRunFeedbackBodySchema,
  updateRunScoreBodySchema,
  updateRunVisibilityBodySchema,
} from '@lookout/domain';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { recordAudit, withAudit } from '../audit/record-audit.js';
import type { Database } from '../db/schema.js';
import { findRunEnrichments } from '../enrichments/run-enrichment.repository.js';
import { ApiError } from '../http/api-error.js';
import { type SecurityRequirements, securitySchemes } from '../http/api-security.js';
import { boundedRead } from '../http/bounded-read.js';
import { projectScope } from '../http/project-scope.js';
import { requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonBody, jsonContent, noContent } from '../http/router.js';
import { searchLag } from '../search/search-lag.js';
import { countRuns } from './count-runs.js';
import { withEnrichmentReads } from './enrichment-reads.js';
import { assertValidFilterString } from './filter-sql/filter-string-problems.js';
import { readRecentSearchPage } from './recent-search-page.js';
import { loadRunTree, runReadColumnsOfRun, runSortColumns, toRun } from './run.repository.js';
import { withRunEvaluations } from './run-evaluations.js';
import { toRunUuid } from './run-id.js';
import { listAggregateColumns, withListAggregates } from './run-list-aggregates.js';
import { assertValidTimeRange, type RunSelection, selectRuns } from './run-selection.js';
import { withRunTemplate } from './run-template.js';
import { runTotals } from './run-totals.js';
import { hasSampleData } from './sample-data.js';
import { readSearchPageInDateOrder } from './search-page-in-date-order.js';
import { readSortedRunPage } from './sorted-run-page.js';
import { refreshThreadActivity } from './thread-activity.js';

const tags = ['Runs'];
/**
 * A run id as the SDK knows it: a UUID, or any other string that ingestion
 * mapped to one (`toRunUuid`), so `GET /v1/runs/run-abc-123` finds that run.
 */
const runParamsSchema = z.object({
  id: z.string().min(1).max(256).transform(toRunUuid).pipe(runIdSchema),
});
/**
 * The trace tree as documented: the domain's tree schema is recursive, which
 * OpenAPI generation cannot unroll, so each child is described in words.
 */
const runTreeDocumentSchema = runSchema.extend({
  children: z
    .array(z.unknown())
    .describe('The runs under this one, each with the same shape (recursively), oldest first.'),
});
/**
 * What `GET /v1/runs/{id}` answers: the whole run signed in, or signed out a shared run, which
 * holds only input, output and timing (`publicRunSchema`, served by public-run.routes.ts).
 */
const runOrPublicRunSchema = z.union([
  getRunResponseSchema.describe('Signed in: the run with everything the project knows of it.'),
  getPublicRunResponseSchema.describe(
    'Signed out, a shared run: its id, type, name, status, input, output (or error message) and timing only.',
  ),
]);
/** `GET /v1/runs/{id}/tree` as documented: the trace signed in, or signed out a shared run and the runs under it. */
const runTreeOrPublicTreeSchema = z.union([
  runTreeDocumentSchema.describe('Signed in: the whole trace, from its root.'),
  getPublicRunResponseSchema
    .extend({
      children: z
        .array(z.unknown())
        .describe('The shared runs under this one, each with the same shape (recursively).'),
    })
    .describe(
      'Signed out: the shared run and the runs under it, each with input, output and timing only.',
    ),
]);
/** Signed in, or no credentials at all for a public run (see public-run.routes.ts). */
const signedInOrPublic: SecurityRequirements = [{ [securitySchemes.bearer]: [] }, {}];
const runNotFound = () => new ApiError(404, 'Run not found', 'No such run in this project.');

/** The audit subject of a run: LLM calls, traces and conversations are logged apart. */
function auditSubjectOf(type: string): 'llm_log' | 'trace' | 'conversation' {
  if (type === 'llm') return 'llm_log';
  return type === 'thread' || type === 'chat' ? 'conversation' : 'trace';
}

async function findRun(db: Kysely<Database>, projectId: string, id: string) {
  const row = await db
    .selectFrom('run')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw runNotFound();
  return row;
}

/** `/v1/runs…`: the logs lists, one run, its trace, sharing, feedback, scores. */
export const runRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/runs',
      tags,
      summary: 'One page of LLM calls, traces or conversations',
      middleware: [projectScope, requirePermission('logs', 'list')] as const,
      request: { query: listRunsQuerySchema },
      responses: {
        200: jsonContent(listRunsResponseSchema, 'One page of runs'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      assertValidFilterString(query.filters);
      assertValidTimeRange(query);
      const projectId = c.var.projectId;
      const column = runSortColumns[query.sortField];
      const direction = query.sortDirection;
      const runs = await boundedRead(c, async (db) => {
        const selection = await withEnrichmentReads(db, projectId, query, {
          manyMatches: 'per-run',
        });
        // A trace's or a conversation's figures come in the same statement as its row.
        const list = (selection: RunSelection) =>
          selectRuns(db, projectId, selection)
            .select(runReadColumnsOfRun)
            .select(listAggregateColumns(query.type));
        const page = { direction, limit: query.limit, page: query.page };
        const searchPage =
          column === 'created_at'
            ? ((await readRecentSearchPage(db, projectId, selection, list, page)) ??
              (await readSearchPageInDateOrder(db, projectId, selection, list, page)))
            : null;
        const rows =
          searchPage ??
          (await readSortedRunPage(
            list(selection),
            async () => {
              const counted = await selectRuns(db, projectId, selection)
                .where(sql.ref(`run.${column}`), 'is not', null)
                .select((eb) => eb.fn.countAll<string>().as('count'))
                .executeTakeFirstOrThrow();
              return Number(counted.count);
            },
            { column, ...page },
          ));
        return withRunEvaluations(
          db,
          projectId,
          rows.map((row) =>
            withListAggregates(toRun(row), query.type, row.subtree, row.opening_message),
          ),
        );
      });
      return c.json({ data: runs, page: query.page, limit: query.limit }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/runs/count',
      tags,
      summary: 'How many runs a selection holds',
      description:
        'Exact up to 10,000: a selection holding more answers `{count: 10000, capped: true}` ("10,000+"), whatever its search and filters, so a count never reads every match.',
      middleware: [projectScope, requirePermission('logs', 'list')] as const,
      request: { query: countRunsQuerySchema },
      responses: { 200: jsonContent(countRunsResponseSchema, 'The count'), ...errorResponses },
    }),
    async (c) => {
      const query = c.req.valid('query');
      assertValidFilterString(query.filters);
      assertValidTimeRange(query);
      return c.json(
        await boundedRead(c, async (db) =>
          countRuns(
            db,
            c.var.projectId,
            await withEnrichmentReads(db, c.var.projectId, query, { manyMatches: 'per-run' }),
          ),
        ),
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/runs/totals',
      tags,
      summary: 'What the runs of a selection add up to',
      description:
        'Exact figures for the same `type`, `filters`, `search`, `from` and `to` as `GET /v1/runs`: count, cost, tokens, error rate and median and 95th percentile duration. On the traces list, cost and tokens add up every run of the selected traces.',
      middleware: [projectScope, requirePermission('logs', 'list')] as const,
      request: { query: runTotalsQuerySchema },
      responses: { 200: jsonContent(runTotalsResponseSchema, 'The totals'), ...errorResponses },
    }),
    async (c) => {
      const query = c.req.valid('query');
      assertValidFilterString(query.filters);
      assertValidTimeRange(query);
      return c.json(
        await boundedRead(c, async (db) =>
          runTotals(
            db,
            c.var.projectId,
            await withEnrichmentReads(db, c.var.projectId, query, { manyMatches: 'planner' }),
          ),
        ),
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/runs/search-status',
      tags,
      summary: 'Whether the search index is catching up',
      description:
        'Runs are indexed for search off the ingestion path, normally within seconds. Until a run is indexed, searches still find it (they read it one by one), only more slowly: `catchingUp` is true once a run has waited more than 5 seconds.',
      middleware: [projectScope, requirePermission('logs', 'list')] as const,
      responses: {
        200: jsonContent(runSearchStatusSchema, 'How far the index is behind'),
        ...errorResponses,
      },
    }),
    async (c) => c.json(await searchLag(c.var.ctx.db, c.var.projectId), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/runs/sample-data',
      tags,
      summary: 'Whether the project still holds the sample data',
      description:
        "True while a run of the sample data the web app loads is stored (metadata `lookout.sample: true`, or an earlier build's tag `sample` with `sample: true`). Answered from an index of sample runs only, whatever the size of the project.",
      middleware: [projectScope, requirePermission('logs', 'list')] as const,
      responses: {
        200: jsonContent(runSampleDataSchema, 'Whether sample runs are stored'),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ present: await hasSampleData(c.var.ctx.db, c.var.projectId) }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/runs/{id}',
      tags,
      summary: 'One run (public runs can be read without signing in)',
      description:
        'Signed in: any run of the project. Without an Authorization header: a run made public, else 404.',
      security: signedInOrPublic,
      middleware: [projectScope, requirePermission('logs', 'read')] as const,
      request: { params: runParamsSchema },
      responses: {
        200: jsonContent(runOrPublicRunSchema, 'The run; signed out, the shared run'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { db } = c.var.ctx;
      const run = toRun(await findRun(db, c.var.projectId, c.req.valid('param').id));
      const [evaluated] = await withRunEvaluations(db, c.var.projectId, [run]);
      const enrichments = await findRunEnrichments(db, c.var.projectId, run.id);
      return c.json(await withRunTemplate(db, { ...(evaluated ?? run), enrichments }), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/runs/{id}/tree',
      tags,
      summary: 'The whole trace the run belongs to, as a tree from its root',
      description:
        'Signed in: the whole trace, read in one query. Without an Authorization header: a public run and the runs under it, else 404.',
      security: signedInOrPublic,
      middleware: [projectScope, requirePermission('logs', 'read')] as const,
      request: { params: runParamsSchema },
      responses: {
        200: jsonContent(runTreeOrPublicTreeSchema, 'The trace; signed out, the shared part of it'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const tree = await loadRunTree(c.var.ctx.db, c.var.projectId, c.req.valid('param').id);
      if (!tree) throw runNotFound();
      return c.json(tree, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/runs/{id}',
      tags,
      summary: 'Delete a run and every run under it',
      middleware: [projectScope, requirePermission('logs', 'delete')] as const,
      request: { params: runParamsSchema },
      responses: { ...noContent, ...errorResponses },
    }),
    async (c) => {
      const { db } = c.var.ctx;
      const projectId = c.var.projectId;
      const run = await findRun(db, projectId, c.req.valid('param').id);
      await db.transaction().execute(async (trx) => {
        await sql`with recursive doomed(id) as (
            select ${run.id}::uuid
            union select child.id from run child join doomed on child.parent_run_id = doomed.id where child.project_id = ${projectId}
          ) delete from run where project_id = ${projectId} and id in (select id from doomed)`.execute(
          trx,
        );
        // A deleted message no longer counts as its conversation's last activity.
        if (run.thread_id !== run.id) await refreshThreadActivity(trx, projectId, [run.thread_id]);
        await recordAudit(
          c,
          {
            subject: auditSubjectOf(run.type),
            action: 'delete',
            projectId,
            details: { runId: run.id, name: run.name },
          },
          trx,
        );
      });
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/runs/{id}/visibility',
      tags,
      summary: 'Share a run by link, or stop sharing it',
      middleware: [projectScope, requirePermission('logs', 'updateVisibility')] as const,
      request: { params: runParamsSchema, body: jsonBody(updateRunVisibilityBodySchema) },
      responses: { 200: jsonContent(getRunResponseSchema, 'The run'), ...errorResponses },
    }),
    async (c) => {
      const { db } = c.var.ctx;
      const projectId = c.var.projectId;
      const run = await findRun(db, projectId, c.req.valid('param').id);
      const isPublic = c.req.valid('json').visibility === 'public';
      const updated = await withAudit(
        c,
        (trx) =>
          trx
            .updateTable('run')
            .set({ is_public: isPublic })
            .where('project_id', '=', projectId)
            .where('id', '=', run.id)
            .returningAll()
            .executeTakeFirstOrThrow(),
        isPublic && run.type === 'llm'
          ? { subject: 'llm_log', action: 'make_public', projectId, details: { runId: run.id } }
          : null,
      );
      return c.json(toRun(updated), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/runs/{id}/feedback',
      tags,
      summary: "The run's feedback, null when none was given",
      // The Lunary SDK's getFeedback sends the public key when it has no private one.
      middleware: [projectScope, requirePermission('logs', 'read', { publicKey: true })] as const,
      request: { params: runParamsSchema },
      responses: {
        200: jsonContent(getRunFeedbackResponseSchema, 'The feedback'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const run = await findRun(c.var.ctx.db, c.var.projectId, c.req.valid('param').id);
      const feedback = run.feedback;
      return c.json(feedback ? { ...feedback, thumbs: feedback.thumb } : null, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/runs/{id}/feedback',
      tags,
      summary: 'Set or clear the thumb and the comment',
      middleware: [projectScope, requirePermission('logs', 'update', { publicKey: true })] as const,
      request: { params: runParamsSchema, body: jsonBody(updateRunFeedbackBodySchema) },
      responses: { 200: jsonContent(getRunResponseSchema, 'The run'), ...errorResponses },
    }),
    async (c) => {
      const { db } = c.var.ctx;
      const projectId = c.var.projectId;
      const run = await findRun(db, projectId, c.req.valid('param').id);
      const feedback = c.req.valid('json');
      const updated = await withAudit(
        c,
        (trx) =>
          trx
            .updateTable('run')
            .set({ feedback: JSON.stringify(feedback) })
            .where('project_id', '=', projectId)
            .where('id', '=', run.id)
            .returningAll()
            .executeTakeFirstOrThrow(),
        c.var.caller.kind === 'account'
          ? {
              subject: auditSubjectOf(run.type),
              action: 'add_feedback',
              projectId,
              details: { runId: run.id, ...feedback },
            }
          : null,
      );
      return c.json(toRun(updated), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/runs/{id}/score',
      tags,
      summary: 'Add a score, or replace the score with the same label',
      middleware: [projectScope, requirePermission('logs', 'update', { publicKey: true })] as const,
      request: { params: runParamsSchema, body: jsonBody(updateRunScoreBodySchema) },
      responses: { 200: jsonContent(getRunResponseSchema, 'The run'), ...errorResponses },
    }),
    async (c) => {
      const { db } = c.var.ctx;
      const projectId = c.var.projectId;
      const run = await findRun(db, projectId, c.req.valid('param').id);
      const score = c.req.valid('json');
      const scores = [
        ...(run.scores as { label: string }[]).filter((entry) => entry.label !== score.label),
        score,
      ];
      const updated = await db
        .updateTable('run')
        .set({ scores: JSON.stringify(scores) })
        .where('project_id', '=', projectId)
        .where('id', '=', run.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return c.json(toRun(updated), 200);
    },
  );
