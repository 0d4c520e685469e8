import { createRoute } from '@hono/zod-openapi';
import {
  type ExternalUser,
  getExternalUserResponseSchema,
  idParamsSchema,
  listExternalUsersQuerySchema,
  listExternalUsersResponseSchema,
  updateExternalUserBodySchema,
  updateExternalUserResponseSchema,
} from '@lookout/domain';
import { type Kysely, sql } from 'kysely';
import { recordAudit } from '../audit/record-audit.js';
import type { Database } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { projectScope } from '../http/project-scope.js';
import { readerFor } from '../http/read-database.js';
import { requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonBody, jsonContent, noContent } from '../http/router.js';

const tags = ['End users'];
const userNotFound = () => new ApiError(404, 'User not found', 'No such user in this project.');

const sortColumns = {
  createdAt: 'created_at',
  lastSeen: 'last_seen',
  cost: 'cost',
  runCount: 'run_count',
} as const;

/**
 * End users with their run count, cost and tokens: totals the triggers of
 * migration 0031 keep on each row, so a page is read in the order of an index.
 */
function selectUsers(db: Kysely<Database>, projectId: string) {
  return db
    .selectFrom('external_user as u')
    .select([
      'u.id',
      'u.external_id',
      'u.props',
      'u.created_at',
      'u.last_seen',
      'u.run_count',
      'u.cost',
      'u.tokens',
    ])
    .where('u.project_id', '=', projectId);
}

type UserRow = {
  id: string;
  external_id: string;
  props: unknown;
  created_at: Date;
  last_seen: Date;
  run_count: string | number;
  cost: string | number;
  tokens: string | number;
};

function toExternalUser(row: UserRow): ExternalUser {
  return {
    id: row.id,
    externalId: row.external_id,
    props: (row.props ?? null) as ExternalUser['props'],
    createdAt: row.created_at.toISOString(),
    lastSeen: row.last_seen.toISOString(),
    runCount: Number(row.run_count),
    cost: Number(row.cost),
    totalTokens: Number(row.tokens),
  };
}

/** `/v1/users…`: the end users of the customer's app (not dashboard accounts). */
export const externalUserRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/users',
      tags,
      summary: 'End users with their runs and cost, searched and sorted',
      middleware: [projectScope, requirePermission('users', 'list')] as const,
      request: { query: listExternalUsersQuerySchema },
      responses: {
        200: jsonContent(listExternalUsersResponseSchema, 'One page of users'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const pattern = query.search
        ? `%${query.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
        : null;
      const rows = await selectUsers(readerFor(c), c.var.projectId)
        .$if(pattern !== null, (builder) =>
          builder.where((eb) =>
            eb.or([
              eb('u.external_id', 'ilike', pattern ?? ''),
              eb(sql`u.props::text`, 'ilike', pattern ?? ''),
            ]),
          ),
        )
        // Never null: a plain ORDER BY reads the `(project_id, <column>, id)` index in order.
        .orderBy(sql.ref(`u.${sortColumns[query.sortField]}`), query.sortDirection)
        .orderBy('u.id', query.sortDirection)
        .limit(query.limit)
        .offset(query.page * query.limit)
        .execute();
      return c.json(
        {
          data: rows.map((row) => toExternalUser(row as UserRow)),
          page: query.page,
          limit: query.limit,
        },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/users/{id}',
      tags,
      summary: 'One end user',
      middleware: [projectScope, requirePermission('users', 'read')] as const,
      request: { params: idParamsSchema },
      responses: { 200: jsonContent(getExternalUserResponseSchema, 'The user'), ...errorResponses },
    }),
    async (c) => {
      const row = await selectUsers(c.var.ctx.db, c.var.projectId)
        .where('u.id', '=', c.req.valid('param').id)
        .executeTakeFirst();
      if (!row) throw userNotFound();
      return c.json(toExternalUser(row as UserRow), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/users/{id}',
      tags,
      summary: "Replace an end user's props",
      middleware: [projectScope, requirePermission('users', 'update')] as const,
      request: { params: idParamsSchema, body: jsonBody(updateExternalUserBodySchema) },
      responses: {
        200: jsonContent(updateExternalUserResponseSchema, 'The user'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { db } = c.var.ctx;
      const { id } = c.req.valid('param');
      const updated = await db
        .updateTable('external_user')
        .set({ props: JSON.stringify(c.req.valid('json').props) })
        .where('project_id', '=', c.var.projectId)
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      if (!updated) throw userNotFound();
      const row = await selectUsers(db, c.var.projectId)
        .where('u.id', '=', id)
        .executeTakeFirstOrThrow();
      return c.json(toExternalUser(row as UserRow), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/users/{id}',
      tags,
      summary: 'Delete an end user and all their runs',
      middleware: [projectScope, requirePermission('users', 'delete')] as const,
      request: { params: idParamsSchema },
      responses: { ...noContent, ...errorResponses },
    }),
    async (c) => {
      const { db } = c.var.ctx;
      const projectId = c.var.projectId;
      const user = await db
        .selectFrom('external_user')
        .select(['id', 'external_id'])
        .where('project_id', '=', projectId)
        .where('id', '=', c.req.valid('param').id)
        .executeTakeFirst();
      if (!user) throw userNotFound();
      await db.transaction().execute(async (trx) => {
        const runs = await trx
          .deleteFrom('run')
          .where('project_id', '=', projectId)
          .where('user_id', '=', user.external_id)
          .executeTakeFirst();
        await trx
          .deleteFrom('external_user')
          .where('project_id', '=', projectId)
          .where('id', '=', user.id)
          .execute();
        await recordAudit(
          c,
          {
            subject: 'external_user',
            action: 'delete_data',
            projectId,
            details: { externalId: user.external_id, deletedRuns: Number(runs.numDeletedRows) },
          },
          trx,
        );
      });
      return c.body(null, 204);
    },
  );
