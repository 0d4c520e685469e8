import { createRoute } from '@hono/zod-openapi';
import {
  listFilterEvaluatorsResponseSchema,
  listFilterMetadataQuerySchema,
  listFilterMetadataResponseSchema,
  listFilterTemplatesResponseSchema,
  listFilterValuesResponseSchema,
  projectScopeQuerySchema,
} from '@lookout/domain';
import { sql } from 'kysely';
import { enricherSettings } from '../enrichments/enricher.repository.js';
import type { AppEnv } from '../http/app-env.js';
import { projectScope } from '../http/project-scope.js';
import { requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonContent } from '../http/router.js';

const tags = ['Filters'];
const guard = () => [projectScope, requirePermission('logs', 'list')];
/** Lists of values offered by the filter bar stay short enough for a dropdown. */
const maxValues = 500;

function valuesRoute(path: string, summary: string) {
  return createRoute({
    method: 'get',
    path,
    tags,
    summary,
    middleware: guard(),
    request: { query: projectScopeQuerySchema },
    responses: {
      200: jsonContent(listFilterValuesResponseSchema, 'The values'),
      ...errorResponses,
    },
  });
}

/**
 * The distinct values a run column holds in a project, sorted, at most `maxValues`; only runs
 * of `type` when given (custom events are the runs of type `custom-event`).
 */
async function distinctValues(
  db: AppEnv['Variables']['ctx']['db'],
  projectId: string,
  column: 'model' | 'name',
  type?: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('run')
    .select(column)
    .distinct()
    .where('project_id', '=', projectId)
    .$if(type !== undefined, (query) => query.where('type', '=', type ?? ''))
    .where(column, 'is not', null)
    .orderBy(column)
    .limit(maxValues)
    .execute();
  return rows.map((row) => (column === 'model' ? row.model : row.name) ?? '');
}

/** `/v1/filters/*`: what the filter bar's multi-selects and key pickers offer. */
export const filterListRoutes = createRouter()
  .openapi(valuesRoute('/filters/models', 'Models seen in the project'), async (c) =>
    c.json(await distinctValues(c.var.ctx.db, c.var.projectId, 'model'), 200),
  )
  .openapi(valuesRoute('/filters/custom-events', 'Names of custom events'), async (c) =>
    c.json(await distinctValues(c.var.ctx.db, c.var.projectId, 'name', 'custom-event'), 200),
  )
  .openapi(
    valuesRoute('/filters/names', 'Names of runs: agents, tools, chains, calls'),
    async (c) => c.json(await distinctValues(c.var.ctx.db, c.var.projectId, 'name'), 200),
  )
  .openapi(valuesRoute('/filters/tags', 'Tags used on runs'), async (c) => {
    const { rows } = await sql<{ tag: string }>`select distinct unnest(tags) as tag from run
      where project_id = ${c.var.projectId} order by tag limit ${maxValues}`.execute(c.var.ctx.db);
    return c.json(
      rows.map((row) => row.tag),
      200,
    );
  })
  .openapi(valuesRoute('/filters/topics', "The topics enricher's topics"), async (c) => {
    // The project's own list (Settings → Enrichments), in its order; none without a topics enricher.
    const row = await c.var.ctx.db
      .selectFrom('enricher')
      .select(['kind', 'config'])
      .where('project_id', '=', c.var.projectId)
      .where('kind', '=', 'topics')
      .executeTakeFirst();
    const settings = row ? enricherSettings(row) : null;
    return c.json(
      settings?.kind === 'topics'
        ? settings.config.topics.map((topic) => topic.name).slice(0, maxValues)
        : [],
      200,
    );
  })
  .openapi(
    createRoute({
      method: 'get',
      path: '/filters/templates',
      tags,
      summary: "The project's prompt templates",
      middleware: guard(),
      request: { query: projectScopeQuerySchema },
      responses: {
        200: jsonContent(listFilterTemplatesResponseSchema, 'The templates'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { db } = c.var.ctx;
      const templates = await db
        .selectFrom('template')
        .select(['id', 'slug'])
        .where('project_id', '=', c.var.projectId)
        .orderBy('slug')
        .limit(maxValues)
        .execute();
      const versions = templates.length
        ? await db
            .selectFrom('template_version')
            .select(['id', 'template_id', 'version'])
            .where('project_id', '=', c.var.projectId)
            .where(
              'template_id',
              'in',
              templates.map((template) => template.id),
            )
            .orderBy('version', 'desc')
            .execute()
        : [];
      return c.json(
        templates.map((template) => ({
          id: template.id,
          slug: template.slug,
          versions: versions
            .filter((version) => version.template_id === template.id)
            .map((version) => ({ id: version.id, version: version.version })),
        })),
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/filters/metadata',
      tags,
      summary: 'Metadata keys seen, optionally on runs of one type',
      middleware: guard(),
      request: { query: listFilterMetadataQuerySchema },
      responses: {
        200: jsonContent(listFilterMetadataResponseSchema, 'The keys'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { type } = c.req.valid('query');
      const typeCondition = type ? sql`and type = ${type}` : sql``;
      // Keys of the latest 10,000 runs: fast on big projects, and what users filter on is recent.
      const { rows } = await sql<{
        key: string;
      }>`select distinct jsonb_object_keys(metadata) as key from (
          select metadata from run where project_id = ${c.var.projectId} ${typeCondition}
          order by created_at desc limit 10000) recent
        order by key limit ${maxValues}`.execute(c.var.ctx.db);
      return c.json(
        rows.map((row) => row.key),
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/filters/evaluators',
      tags,
      summary: "The project's evaluators, for the evaluations filter",
      middleware: guard(),
      request: { query: projectScopeQuerySchema },
      responses: {
        200: jsonContent(listFilterEvaluatorsResponseSchema, 'The evaluators'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const rows = await c.var.ctx.db
        .selectFrom('evaluator')
        .select(['id', 'name'])
        .where('project_id', '=', c.var.projectId)
        .orderBy('name')
        .orderBy('id')
        .limit(maxValues)
        .execute();
      return c.json(
        rows.map((row) => ({ value: row.id, label: row.name })),
        200,
      );
    },
  );
