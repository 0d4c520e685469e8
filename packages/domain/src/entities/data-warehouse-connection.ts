import { z } from 'zod';
import { idSchema } from './id.js';
import { timestampSchema } from './timestamp.js';

/** Whether a warehouse connection syncs: `active` does, `paused` waits, `error` retries after its last failure. */
export const dataWarehouseConnectionStatuses = ['active', 'paused', 'error'] as const;
export const dataWarehouseConnectionStatusSchema = z.enum(dataWarehouseConnectionStatuses);
export type DataWarehouseConnectionStatus = z.infer<typeof dataWarehouseConnectionStatusSchema>;

/**
 * An org's connection to a PostgreSQL database it owns, where its runs are
 * copied (SPEC §9, enterprise). The connection string is write-only: only the
 * host, port and database it names come back, never the user or password.
 */
export const dataWarehouseConnectionSchema = z.object({
  id: idSchema,
  orgId: idSchema,
  name: z.string(),
  /** `host:port/database` of the destination, without credentials. */
  target: z.string(),
  status: dataWarehouseConnectionStatusSchema,
  /** When the last sync finished without error; null before the first one. */
  lastSyncAt: timestampSchema.nullable(),
  /** Seconds since the oldest change not yet copied; 0 when everything is copied. */
  lagSeconds: z.number().int().nonnegative(),
  /** Runs copied or updated since the connection was made. */
  syncedRuns: z.number().int().nonnegative(),
  /** Why the last sync failed; null once a sync succeeds. */
  lastError: z.string().nullable(),
  lastErrorAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type DataWarehouseConnection = z.infer<typeof dataWarehouseConnectionSchema>;
