import { createRoute } from '@hono/zod-openapi';
import {
  addRunsToDatasetBodySchema,
  addRunsToDatasetResponseSchema,
  idParamsSchema,
} from '@lookout/domain';
import { withAudit } from '../audit/record-audit.js';
import { ApiError } from '../http/api-error.js';
import { projectScope } from '../http/project-scope.js';
import { requireEvalLicence } from '../http/require-eval-licence.js';
import { requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../http/router.js';
import { assertValidFilterString } from '../runs/filter-sql/filter-string-problems.js';
import { selectRuns } from '../runs/run-selection.js';
import {
  findDatasetV2,
  insertDatasetItems,
  lockDatasetV2,
  type NewDatasetItem,
} from './dataset-item.repository.js';
import { datasetTags } from './dataset-v2.routes.js';
import { runToItem } from './run-to-item.js';

/** The most runs one call adds. */
export const maxRunsPerCall = 5000;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `POST /v1/datasets-v2/{id}/items/from-runs`: logged runs as items. */
export const datasetFromRunsRoutes = createRouter().openapi(
  createRoute({
    method: 'post',
    path: '/datasets-v2/{id}/items/from-runs',
    tags: datasetTags,
    summary: 'Add logged runs as items: the listed runs, or those a logs filter string selects',
    description: `Each run's input becomes the item's input (chat messages stay messages, other JSON becomes text), its output the expected output, and \`runId\` is kept in the metadata. A filter selects at most ${maxRunsPerCall.toLocaleString('en-US')} runs, newest first; runs without input are skipped.`,
    middleware: [
      projectScope,
      requireEvalLicence,
      requirePermission('datasets', 'update'),
    ] as const,
    request: { params: idParamsSchema, body: jsonBody(addRunsToDatasetBodySchema) },
    responses: {
      200: jsonContent(
        addRunsToDatasetResponseSchema,
        'How many items were added, and the dataset',
      ),
      ...errorResponses,
    },
  }),
  async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const { projectId } = c.var;
    const { db } = c.var.ctx;
    await findDatasetV2(db, projectId, id);
    let runs: { id: string; input: unknown; output: unknown }[];
    if ('runIds' in body) {
      const wanted = [...new Set(body.runIds)];
      const ids = wanted.filter((runId) => uuidPattern.test(runId));
      const found =
        ids.length === 0
          ? []
          : await db
              .selectFrom('run')
              .select(['id', 'input', 'output'])
              .where('project_id', '=', projectId)
              .where('id', 'in', ids)
              .execute();
      const byId = new Map(found.map((run) => [run.id, run]));
      const unknown = wanted.filter((runId) => !byId.has(runId.toLowerCase()));
      if (unknown.length > 0) {
        const shown = unknown.slice(0, 5).join(', ');
        throw new ApiError(
          400,
          'Invalid request',
          `runIds: no run ${shown}${unknown.length > 5 ? ` (and ${unknown.length - 5} more)` : ''} in this project.`,
        );
      }
      runs = wanted.flatMap((runId) => byId.get(runId.toLowerCase()) ?? []);
    } else {
      assertValidFilterString(body.filters);
      runs = await selectRuns(db, projectId, {
        type: body.type,
        filters: body.filters,
        search: body.search,
      })
        .select(['run.id', 'run.input', 'run.output'])
        .orderBy('run.created_at', 'desc')
        .orderBy('run.id', 'desc')
        .limit(maxRunsPerCall)
        .execute();
    }
    const items = runs.map(runToItem).filter((item): item is NewDatasetItem => item !== null);
    const added = await withAudit(
      c,
      async (trx) => {
        await lockDatasetV2(trx, projectId, id);
        return insertDatasetItems(trx, projectId, id, items);
      },
      (count) =>
        count === 0
          ? null
          : {
              subject: 'dataset',
              action: 'add_prompt',
              projectId,
              details: { datasetId: id, count, source: 'runs' },
            },
    );
    return c.json({ added, dataset: await findDatasetV2(db, projectId, id) }, 200);
  },
);
