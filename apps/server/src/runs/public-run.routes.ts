import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { toRunUuid } from '../ingest/run-id.js';
import { toRun } from './run.repository.js';

/**
 * Shared runs, readable signed out (`/logs/{id}`): `GET /v1/runs/{id}` and
 * `/tree` without an Authorization header answer a public run and the runs
 * under it; anything else is a 404 that reveals nothing. With a token the
 * request goes on to the authenticated routes.
 */
export const publicRunRoutes = new Hono<AppEnv>()
  .get('/runs/:id', async (c, next) => {
    if (c.req.header('authorization')) return next();
    const row = await findPublicRun(c.var.ctx.db, c.req.param('id'));
    if (!row)
      return c.json(
        { error: 'Run not found', message: 'This run does not exist or is not shared.' },
        404,
      );
    return c.json(toRun(row), 200);
  })
  .get('/runs/:id/tree', async (c, next) => {
    if (c.req.header('authorization')) return next();
    const { db } = c.var.ctx;
    const root = await findPublicRun(db, c.req.param('id'));
    if (!root)
      return c.json(
        { error: 'Run not found', message: 'This run does not exist or is not shared.' },
        404,
      );
    // Only what lies under the shared run, never its siblings or parents.
    const rows = await db
      .selectFrom('run')
      .selectAll()
      .where('project_id', '=', root.project_id)
      .where('trace_id', '=', root.trace_id)
      .orderBy('created_at')
      .execute();
    type Node = ReturnType<typeof toRun> & { children: Node[] };
    const nodes = new Map<string, Node>(
      rows.map((row) => [row.id, { ...toRun(row), children: [] }]),
    );
    for (const node of nodes.values()) {
      const parent = node.parentRunId ? nodes.get(node.parentRunId) : undefined;
      if (parent && parent !== node) parent.children.push(node);
    }
    return c.json(nodes.get(root.id) ?? { ...toRun(root), children: [] }, 200);
  });

function findPublicRun(db: AppEnv['Variables']['ctx']['db'], id: string) {
  if (id.length === 0 || id.length > 256) return Promise.resolve(undefined);
  return db
    .selectFrom('run')
    .selectAll()
    .where('id', '=', toRunUuid(id))
    .where('is_public', '=', true)
    .executeTakeFirst();
}
