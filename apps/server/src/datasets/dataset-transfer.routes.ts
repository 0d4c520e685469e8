import { createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  type DatasetImportMapping,
  datasetImportFormatSchema,
  datasetImportLimits,
  datasetImportMappingSchema,
  idParamsSchema,
  importDatasetV2ResponseSchema,
} from '@lookout/domain';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { withAudit } from '../audit/record-audit.js';
import type { Database } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import type { OpenAPIRegistry } from '../http/api-security.js';
import { projectScope } from '../http/project-scope.js';
import { requireEvalLicence } from '../http/require-eval-licence.js';
import { requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonContent } from '../http/router.js';
import { importFormat, parseImportFile } from './dataset-import.js';
import {
  findDatasetV2,
  insertDatasetItems,
  lockDatasetV2,
  toDatasetItem,
} from './dataset-item.repository.js';
import { datasetTags } from './dataset-v2.routes.js';

/** Items read per query while exporting: memory stays flat whatever the dataset's size. */
const exportBatchSize = 1000;

const megabytes = datasetImportLimits.maxBytes / 1_000_000;

/** The 413 of a file over `datasetImportLimits.maxBytes`. */
export const importTooLarge = () =>
  new ApiError(
    413,
    'Payload too large',
    `The file is larger than ${megabytes} MB, the most one import reads; split it into smaller files.`,
  );

/** The multipart form of an import. */
const importFormSchema = z.object({
  file: z
    .custom<File>((value) => value instanceof File, {
      message: 'Attach the CSV or JSONL file as the "file" field',
    })
    .openapi({ type: 'string', format: 'binary' }),
  mapping: z
    .string()
    .optional()
    .openapi({ description: 'JSON: `{"input":"question","expectedOutput":"answer"}`' }),
  format: datasetImportFormatSchema.optional(),
});

/** The `mapping` form field, read as JSON; 400 naming the problem otherwise. */
function readMapping(text: string | undefined): DatasetImportMapping {
  if (text === undefined || text.trim() === '') return datasetImportMappingSchema.parse({});
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(
      400,
      'Invalid request',
      'mapping: must be a JSON object such as {"input":"question"}',
    );
  }
  const parsed = datasetImportMappingSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError(
      400,
      'Invalid request',
      `mapping${issue?.path.length ? `.${issue.path.join('.')}` : ''}: ${issue?.message ?? 'not valid'}`,
    );
  }
  return parsed.data;
}

/** Streams a dataset's items as JSON lines, oldest first, in keyset-paged batches. */
function exportStream(
  db: Kysely<Database>,
  projectId: string,
  datasetId: string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: string | null = null;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const rows = await db
        .selectFrom('dataset_v2_item')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('dataset_id', '=', datasetId)
        .$if(after !== null, (query) => query.where('seq', '>', after ?? '0'))
        .orderBy('seq', 'asc')
        .limit(exportBatchSize)
        .execute();
      const text = rows
        .map((row) => {
          const item = toDatasetItem(row);
          return `${JSON.stringify({ input: item.input, expectedOutput: item.expectedOutput, metadata: item.metadata })}\n`;
        })
        .join('');
      if (text) controller.enqueue(encoder.encode(text));
      const last = rows.at(-1);
      if (!last || rows.length < exportBatchSize) controller.close();
      else after = String(last.seq);
    },
  });
}

/** A file name from a dataset's name: letters, digits, `-` and `_`. */
export function exportFileName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'dataset'}.jsonl`;
}

/** `/v1/datasets-v2/{id}/import` and `/export`: datasets to and from files. */
export const datasetTransferRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/datasets-v2/{id}/import',
      tags: datasetTags,
      summary:
        'Add the rows of a CSV or JSONL file as items; rows that fail are reported and skipped',
      description: `At most ${megabytes} MB and ${datasetImportLimits.maxRows.toLocaleString('en-US')} rows. CSV: a header row with an \`input\` column (or the one \`mapping.input\` names), optionally \`expected_output\`; other columns become metadata. JSONL: one \`{input, expectedOutput?, metadata?}\` per line, as the export writes them. The valid rows are added in one transaction.`,
      middleware: [
        projectScope,
        requireEvalLicence,
        requirePermission('datasets', 'update'),
      ] as const,
      request: {
        params: idParamsSchema,
        body: { content: { 'multipart/form-data': { schema: importFormSchema } }, required: true },
      },
      responses: {
        200: jsonContent(
          importDatasetV2ResponseSchema,
          'How many items were added, and the rows skipped',
        ),
        413: jsonContent(apiErrorSchema, `The file is larger than ${megabytes} MB.`),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const form = c.req.valid('form');
      const { projectId } = c.var;
      if (form.file.size > datasetImportLimits.maxBytes) throw importTooLarge();
      await findDatasetV2(c.var.ctx.db, projectId, id);
      const format = importFormat(form.file.name, form.format);
      const mapping = readMapping(form.mapping);
      const parsed = await parseImportFile(form.file, format, mapping, form.mapping !== undefined);
      const imported = await withAudit(
        c,
        async (trx) => {
          await lockDatasetV2(trx, projectId, id);
          return insertDatasetItems(trx, projectId, id, parsed.items);
        },
        (count) =>
          count === 0
            ? null
            : {
                subject: 'dataset',
                action: 'add_prompt',
                projectId,
                details: {
                  datasetId: id,
                  count,
                  source: 'import',
                  file: form.file.name.slice(0, 200),
                },
              },
      );
      return c.json({ imported, errors: parsed.errors }, 200);
    },
  )
  .get(
    '/datasets-v2/:id/export',
    projectScope,
    requireEvalLicence,
    requirePermission('datasets', 'read'),
    async (c) => {
      const parsed = idParamsSchema.safeParse({ id: c.req.param('id') });
      if (!parsed.success) throw new ApiError(400, 'Invalid request', 'id: Must be a UUID');
      const dataset = await findDatasetV2(c.var.ctx.db, c.var.projectId, parsed.data.id);
      return c.body(exportStream(c.var.ctx.db, c.var.projectId, dataset.id), 200, {
        'Content-Type': 'application/x-ndjson; charset=utf-8',
        'Content-Disposition': `attachment; filename="${exportFileName(dataset.name)}"`,
        'Cache-Control': 'no-store',
      });
    },
  );

/** Documents `GET /v1/datasets-v2/{id}/export`, a plain route (it streams a file). */
export function documentDatasetExport(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/v1/datasets-v2/{id}/export',
    tags: datasetTags,
    summary: "Download a dataset's items as JSON lines, oldest first",
    description:
      'One `{input, expectedOutput, metadata}` object per line, sent as an attachment named after the dataset; `POST /v1/datasets-v2/{id}/import` reads the file back.',
    request: { params: idParamsSchema, query: z.object({ projectId: z.uuid() }) },
    responses: {
      200: {
        description: 'The items as JSON lines.',
        content: { 'application/x-ndjson': { schema: { type: 'string' as const } } },
      },
      ...errorResponses,
    },
  });
}
