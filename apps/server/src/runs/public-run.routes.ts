import type { PublicRunTreeNode } from '@lookout/domain';
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppEnv } from '../http/app-env.js';
import { toPublicRun } from './public-run-view.js';
import { runReadColumns, toRun } from './run.repository.js';
import { toRunUuid } from './run-id.js';

/**
 * `/runs/count`, `/runs/totals`, `/runs/search-status`, `/runs/sample-data` and `/runs/download` are routes of their own, which `/runs/:id` would otherwise
 * swallow: signed out, they must answer 401 like every signed-in route, not "Run not found".
 */
const signedInRunPaths = new Set(['count', 'download', 'sample-data', 'search-status', 'totals']);

/**
 * Shared runs, readable signed out (`/logs/{id}`): `GET /v1/runs/{id}` and
 * `/tree` without an Authorization header answer a public run and the runs
 * under it (the tree in one statement); anything else is a 404 that reveals nothing. With a token the
 * request goes on to the authenticated routes. Answers hold only what `publicRunSchema` lists:
 * input, output and timing ({@link toPublicRun}).
 */
export const publicRunRoutes = new Hono<AppEnv>()
  .get('/runs/:id', async (c, next) => {
    if (c.req.header('authorization') || signedInRunPaths.has(c.req.param('id'))) return next();
    const row = await findPublicRun(c.var.ctx.db, c.req.param('id'));
    if (!row)
      return c.json(
        { error: 'Run not found', message: 'This run does not exist or is not shared.' },
        404,
      );
    return c.json(toPublicRun(toRun(row)), 200);
  })
  .get('/runs/:id/tree', async (c, next) => {
    if (c.req.header('authorization')) return next();
    const id = c.req.param('id');
    // One statement: the trace of the shared run, found by its id among public runs.
    const rows =
      id.length === 0 || id.length > 256
        ? []
        : await c.var.ctx.db
            .selectFrom('run')
            .select(runReadColumns)
            .where(
              sql<boolean>`(run.project_id, run.trace_id) = (select shared.project_id, shared.trace_id
                from run shared where shared.id = ${toRunUuid(id)} and shared.is_public limit 1)`,
            )
            .orderBy('created_at')
            .orderBy('id')
            .execute();
    const nodes = new Map<string, PublicRunTreeNode>(
      rows.map((row) => [row.id, { ...toPublicRun(toRun(row)), children: [] }]),
    );
    const root = nodes.get(toRunUuid(id));
    if (!root)
      return c.json(
        { error: 'Run not found', message: 'This run does not exist or is not shared.' },
        404,
      );
    for (const node of nodes.values()) {
      const parent = node.parentRunId ? nodes.get(node.parentRunId) : undefined;
      if (parent && parent !== node) parent.children.push(node);
    }
    // Only what lies under the shared run, never its siblings or parents.
    return c.json(root, 200);
  });

function findPublicRun(db: AppEnv['Variables']['ctx']['db'], id: string) {
  if (id.length === 0 || id.length > 256) return Promise.resolve(undefined);
  return db
    .selectFrom('run')
    .select(runReadColumns)
    .where('id', '=', toRunUuid(id))
    .where('is_public', '=', true)
    .executeTakeFirst();
}
