import { createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  createRunDownloadQuerySchema,
  createRunDownloadResponseSchema,
  runDownloadParamsSchema,
} from '@lookout/domain';
import { Hono } from 'hono';
import { type Kysely, sql } from 'kysely';
import { recordAudit } from '../audit/record-audit.js';
import type { Database } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import type { OpenAPIRegistry } from '../http/api-security.js';
import type { AppEnv } from '../http/app-env.js';
import { projectScope } from '../http/project-scope.js';
import { readerFor } from '../http/read-database.js';
import { requirePermission } from '../http/require-permission.js';
import { requirePlanFeature } from '../http/require-plan-feature.js';
import { createRouter, errorResponses, jsonContent } from '../http/router.js';
import type { DownloadClaims } from './download-token.js';
import { assertValidFilterString } from './filter-sql/filter-string-problems.js';
import { runReadColumnsOfRun, toRun } from './run.repository.js';
import { csvHeader, csvLine, jsonLine, openAiFineTuningLine } from './run-export-format.js';
import { assertValidTimeRange, selectRuns } from './run-selection.js';

/** Rows read per query while streaming: memory stays flat whatever the export's size. */
const exportBatchSize = 1000;

const formats = {
  csv: {
    contentType: 'text/csv; charset=utf-8',
    extension: 'csv',
    header: csvHeader,
    line: csvLine,
  },
  jsonl: {
    contentType: 'application/x-ndjson; charset=utf-8',
    extension: 'jsonl',
    header: () => '',
    line: jsonLine,
  },
  'openai-jsonl': {
    contentType: 'application/x-ndjson; charset=utf-8',
    extension: 'openai.jsonl',
    header: () => '',
    line: openAiFineTuningLine,
  },
} as const;

/** Streams the runs of a selection, newest first, in keyset-paged batches. */
function exportStream(db: Kysely<Database>, claims: DownloadClaims): ReadableStream<Uint8Array> {
  const format = formats[claims.format];
  const encoder = new TextEncoder();
  let cursor: { createdAt: Date; id: string } | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        const header = format.header();
        if (header) controller.enqueue(encoder.encode(header));
      }
      const after = cursor;
      const rows = await selectRuns(db, claims.projectId, claims)
        .select(runReadColumnsOfRun)
        .$if(after !== null, (query) =>
          query.where(
            sql<boolean>`(run.created_at, run.id) < (${after?.createdAt ?? null}, ${after?.id ?? null}::uuid)`,
          ),
        )
        .orderBy('run.created_at', 'desc')
        .orderBy('run.id', 'desc')
        .limit(exportBatchSize)
        .execute();
      const text = rows.map((row) => format.line(toRun(row))).join('');
      if (text) controller.enqueue(encoder.encode(text));
      const last = rows.at(-1);
      if (!last || rows.length < exportBatchSize) controller.close();
      else cursor = { createdAt: last.created_at, id: last.id };
    },
  });
}

const auditSubjects = { llm: 'llm_log', trace: 'trace', thread: 'conversation' } as const;

/** `GET /v1/runs/download?…&format=`: a five-minute link to the export of the current selection. */
export const runExportRoutes = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/runs/download',
    tags: ['Runs'],
    summary:
      'A short-lived link to export the selected runs (CSV, JSONL or OpenAI fine-tuning JSONL)',
    middleware: [
      projectScope,
      requirePermission('logs', 'export'),
      requirePlanFeature('exports'),
    ] as const,
    request: { query: createRunDownloadQuerySchema },
    responses: {
      200: jsonContent(createRunDownloadResponseSchema, 'The download token'),
      ...errorResponses,
    },
  }),
  async (c) => {
    const query = c.req.valid('query');
    assertValidFilterString(query.filters);
    assertValidTimeRange(query);
    const claims: DownloadClaims = {
      projectId: c.var.projectId,
      orgId: c.var.caller.orgId,
      type: query.type,
      filters: query.filters,
      format: query.format,
      ...(query.search ? { search: query.search } : {}),
      ...(query.from ? { from: query.from } : {}),
      ...(query.to ? { to: query.to } : {}),
    };
    if (query.viewId) {
      const view = await c.var.ctx.db
        .selectFrom('view')
        .select('id')
        .where('project_id', '=', c.var.projectId)
        .where('id', '=', query.viewId)
        .executeTakeFirst();
      if (!view) throw new ApiError(404, 'View not found', 'No such view in this project.');
    }
    const token = await c.var.ctx.downloadTokens.issue(claims);
    await recordAudit(
      c,
      query.viewId
        ? {
            subject: 'view',
            action: 'export_data',
            projectId: c.var.projectId,
            details: { viewId: query.viewId, format: query.format, filters: query.filters },
          }
        : {
            subject: auditSubjects[query.type],
            action: 'export',
            projectId: c.var.projectId,
            details: { format: query.format, filters: query.filters },
          },
    );
    return c.json({ token }, 200);
  },
);

/** `GET /v1/runs/download/{token}`: the file itself; the signed token is the credential. */
export const runDownloadRoutes = new Hono<AppEnv>().get('/runs/download/:token', async (c) => {
  const claims = await c.var.ctx.downloadTokens.verify(c.req.param('token'));
  if (claims === 'expired')
    return c.json(
      {
        error: 'Link expired',
        message: 'Download links work for 5 minutes. Start the export again.',
      },
      410,
    );
  if (claims === 'invalid')
    return c.json({ error: 'Invalid link', message: 'This download link is not valid.' }, 404);
  const format = formats[claims.format];
  const day = new Date().toISOString().slice(0, 10);
  return c.body(exportStream(readerFor(c), claims), 200, {
    'Content-Type': format.contentType,
    'Content-Disposition': `attachment; filename="lookout-${claims.type}-${day}.${format.extension}"`,
    'Cache-Control': 'no-store',
  });
});

/**
 * Documents `GET /v1/runs/download/{token}`, a plain route (it streams a file
 * and the token is its only credential, so it sits outside the contract router).
 */
export function documentRunDownload(registry: OpenAPIRegistry): void {
  const text = { schema: { type: 'string' as const } };
  registry.registerPath({
    method: 'get',
    path: '/v1/runs/download/{token}',
    tags: ['Runs'],
    summary:
      'Download an export: streams the selected runs as CSV, JSONL or OpenAI fine-tuning JSONL',
    description:
      'No sign-in: the token is the credential. Sent as an attachment, newest runs first.',
    security: [],
    request: { params: runDownloadParamsSchema },
    responses: {
      200: {
        description: 'The file, in the format the token was issued for.',
        content: {
          [formats.csv.contentType]: text,
          [formats.jsonl.contentType]: text,
        },
      },
      404: jsonContent(apiErrorSchema, 'Not a valid download link ("Invalid link").'),
      410: jsonContent(apiErrorSchema, 'The link is older than 5 minutes ("Link expired").'),
    },
  });
}
