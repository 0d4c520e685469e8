import { z } from 'zod';
import { dataWarehouseConnectionSchema } from '../entities/data-warehouse-connection.js';

/**
 * A PostgreSQL connection URL: `postgres://` or `postgresql://` with a host.
 * @example warehouseUrlSchema.parse('postgres://etl:secret@warehouse.example.com:5432/analytics')
 */
export const warehouseUrlSchema = z
  .string()
  .trim()
  .min(1, 'Connection URL is required')
  .max(2000, 'Connection URL must be at most 2000 characters')
  .refine(
    (value) => /^postgres(ql)?:\/\//i.test(value),
    'Connection URL must start with postgres:// or postgresql://',
  )
  .refine(
    (value) => /^postgres(?:ql)?:\/\/(?:[^@/?#]*@)?(?:\[[^\]]+\]|[^:/?#@\s]+)/i.test(value),
    'Connection URL must name a host, e.g. postgres://user:password@host:5432/database',
  );

const connectionNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must be at most 100 characters');

/** `GET /v1/orgs/data-warehouse-connections`: the org's connections, newest first. */
export const listDataWarehouseConnectionsResponseSchema = z.array(dataWarehouseConnectionSchema);
export type ListDataWarehouseConnectionsResponse = z.infer<
  typeof listDataWarehouseConnectionsResponseSchema
>;

/** `POST /v1/orgs/data-warehouse-connections`: tested first, stored only when it works. */
export const createDataWarehouseConnectionBodySchema = z.object({
  name: connectionNameSchema,
  connectionUrl: warehouseUrlSchema,
});
export type CreateDataWarehouseConnectionBody = z.infer<
  typeof createDataWarehouseConnectionBodySchema
>;

/**
 * `PATCH /v1/orgs/data-warehouse-connections/{id}`: rename, pause (`paused`),
 * resume (`active`) or point at a new URL (tested first).
 */
export const updateDataWarehouseConnectionBodySchema = z
  .object({
    name: connectionNameSchema.optional(),
    status: z.enum(['active', 'paused']).optional(),
    connectionUrl: warehouseUrlSchema.optional(),
  })
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    'Give at least one of name, status or connectionUrl',
  );
export type UpdateDataWarehouseConnectionBody = z.infer<
  typeof updateDataWarehouseConnectionBodySchema
>;

/** `POST /v1/orgs/data-warehouse-connections/test`: checks a URL before it is saved. */
export const testDataWarehouseConnectionBodySchema = z.object({
  connectionUrl: warehouseUrlSchema,
});
export type TestDataWarehouseConnectionBody = z.infer<typeof testDataWarehouseConnectionBodySchema>;

/** What a successful connection test found (a failed one answers 400 or 422 with the reason). */
export const testDataWarehouseConnectionResponseSchema = z.object({
  ok: z.literal(true),
  target: z.string(),
  /** The destination's `server_version`. */
  serverVersion: z.string(),
  message: z.string(),
});
export type TestDataWarehouseConnectionResponse = z.infer<
  typeof testDataWarehouseConnectionResponseSchema
>;

export const dataWarehouseConnectionResponseSchema = dataWarehouseConnectionSchema;

// `DELETE /v1/orgs/data-warehouse-connections/{id}` answers 204.
