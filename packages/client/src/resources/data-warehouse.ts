import {
  type createDataWarehouseConnectionBodySchema,
  type DataWarehouseConnection,
  dataWarehouseConnectionResponseSchema,
  type ListDataWarehouseConnectionsResponse,
  listDataWarehouseConnectionsResponseSchema,
  type TestDataWarehouseConnectionResponse,
  type testDataWarehouseConnectionBodySchema,
  testDataWarehouseConnectionResponseSchema,
  type updateDataWarehouseConnectionBodySchema,
} from '@lookout/domain';
import { apiPath } from '../core/api-path.js';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions } from '../core/http-client-options.js';
import type { InputOf } from '../core/schema-input.js';

/** `GET /v1/orgs/data-warehouse-connections`: the org's connections with their sync status. */
export function listDataWarehouseConnections(
  http: HttpClient,
  options?: CallOptions,
): Promise<ListDataWarehouseConnectionsResponse> {
  return http.get('/orgs/data-warehouse-connections', {
    ...options,
    schema: listDataWarehouseConnectionsResponseSchema,
  });
}

/**
 * `POST /v1/orgs/data-warehouse-connections/test`: checks a PostgreSQL URL
 * (reachable, not Lookout's own database, may create its table) without saving it.
 * @example await testDataWarehouseConnection(http, { connectionUrl: 'postgres://…' });
 */
export function testDataWarehouseConnection(
  http: HttpClient,
  body: InputOf<typeof testDataWarehouseConnectionBodySchema>,
  options?: CallOptions,
): Promise<TestDataWarehouseConnectionResponse> {
  return http.post('/orgs/data-warehouse-connections/test', body, {
    ...options,
    schema: testDataWarehouseConnectionResponseSchema,
  });
}

/** `POST /v1/orgs/data-warehouse-connections`: tested first; the URL never comes back. */
export function createDataWarehouseConnection(
  http: HttpClient,
  body: InputOf<typeof createDataWarehouseConnectionBodySchema>,
  options?: CallOptions,
): Promise<DataWarehouseConnection> {
  return http.post('/orgs/data-warehouse-connections', body, {
    ...options,
    schema: dataWarehouseConnectionResponseSchema,
  });
}

/** `GET /v1/orgs/data-warehouse-connections/{id}`. */
export function getDataWarehouseConnection(
  http: HttpClient,
  id: string,
  options?: CallOptions,
): Promise<DataWarehouseConnection> {
  return http.get(apiPath`/orgs/data-warehouse-connections/${id}`, {
    ...options,
    schema: dataWarehouseConnectionResponseSchema,
  });
}

/** `PATCH /v1/orgs/data-warehouse-connections/{id}`: rename, pause, resume or a new URL. */
export function updateDataWarehouseConnection(
  http: HttpClient,
  id: string,
  body: InputOf<typeof updateDataWarehouseConnectionBodySchema>,
  options?: CallOptions,
): Promise<DataWarehouseConnection> {
  return http.patch(apiPath`/orgs/data-warehouse-connections/${id}`, body, {
    ...options,
    schema: dataWarehouseConnectionResponseSchema,
  });
}

/** `DELETE /v1/orgs/data-warehouse-connections/{id}`: the copied runs stay in the destination. */
export async function deleteDataWarehouseConnection(
  http: HttpClient,
  id: string,
  options?: CallOptions,
): Promise<void> {
  await http.delete(apiPath`/orgs/data-warehouse-connections/${id}`, options);
}
